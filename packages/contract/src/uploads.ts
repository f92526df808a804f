import { z } from "zod";
import { listQuery } from "./list-query.ts";

// The user's own media (issue 11): photos, clips and sounds typed from their content.

export const UPLOAD_KINDS = ["image", "video", "audio"] as const;
export type TUploadKind = (typeof UPLOAD_KINDS)[number];

/** The longest video or audio accepted, in seconds. */
export const UPLOAD_MAX_DURATION_SECONDS = 30 * 60;
/** The most pixels an image may have once decoded (width x height, read from its header). */
export const UPLOAD_MAX_PIXELS = 100_000_000;

export const ZUpload = z
  .object({
    id: z.string(),
    kind: z.enum(UPLOAD_KINDS),
    name: z.string(),
    bytes: z.number().int(),
    // After the EXIF orientation is applied.
    width: z.number().int().optional(),
    height: z.number().int().optional(),
    durationSeconds: z.number().optional(),
    url: z.string(),
    thumbnailUrl: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "Upload" });
export type TUpload = z.infer<typeof ZUpload>;

// The user's storage: bytes used by uploads, the plan's storage and its largest single file.
export const ZStorageUse = z
  .object({
    usedBytes: z.number().int(),
    storageBytes: z.number().int(),
    uploadMaxBytes: z.number().int(),
  })
  .meta({ id: "StorageUse" });
export type TStorageUse = z.infer<typeof ZStorageUse>;

export const ZUploadList = z
  .object({ items: z.array(ZUpload), nextCursor: z.string().nullable(), storage: ZStorageUse })
  .meta({ id: "UploadList" });
export type TUploadList = z.infer<typeof ZUploadList>;

// 1 to 100 a page, 50 when not said.
export const ZUploadListQuery = listQuery(UPLOAD_KINDS, { max: 100, default: 50 });
