import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { ErrorCode, type TUploadKind, type UploadRef } from "@reelforge/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { generationsFor } from "../generations/generations-runtime.ts";
import { findUpload } from "./upload-service.ts";

// A generation's uploads: checked when it is asked for (each the caller's own and of a kind its field
// takes), and copied to the job's folder when it runs, under a name of ours (the user's name never
// reaches a command line).

const KIND_WORDS: Record<TUploadKind, string> = { image: "a photo", video: "a video clip", audio: "a sound" };

// Answers the length of each checked upload that has one (video and sound), by id.
export async function checkUploadRefs(
  deps: AppDeps,
  userId: string,
  refs: UploadRef[],
): Promise<Map<string, number>> {
  const lengths = new Map<string, number>();
  for (const ref of refs) {
    const row = await findUpload(deps, userId, ref.id);
    // Someone else's upload is answered exactly like a missing one.
    if (!row) {
      throw new AppError(
        ErrorCode.NOT_FOUND,
        404,
        `Upload not found: ${ref.field}`,
        "Choose it again from your media: it may have been deleted.",
      );
    }
    if (!ref.kinds.includes(row.kind as TUploadKind)) {
      throw new AppError(
        ErrorCode.VALIDATION,
        400,
        `${ref.field} must be ${ref.kinds.map((k) => KIND_WORDS[k]).join(" or ")}, not ${KIND_WORDS[row.kind as TUploadKind]}`,
      );
    }
    if (row.durationSeconds) lengths.set(ref.id, row.durationSeconds);
  }
  return lengths;
}

export type FetchedUpload = {
  path: string;
  kind: TUploadKind;
  name: string;
  width?: number;
  height?: number;
  durationSeconds?: number;
};

/** Copies the user's upload `id` into `dir`; a plain error when it is gone (deleted since). */
export async function fetchUpload(
  deps: AppDeps,
  userId: string,
  id: string,
  dir: string,
): Promise<FetchedUpload> {
  const row = await findUpload(deps, userId, id);
  const stream = row?.fileKey ? await generationsFor(deps).storage.get(row.fileKey) : null;
  if (!row?.fileKey || !stream) {
    throw new Error("A photo, clip or song this video uses was deleted. Choose your media again.");
  }
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${id}${path.extname(row.fileKey)}`);
  await pipeline(stream, createWriteStream(file));
  return {
    path: file,
    kind: row.kind as TUploadKind,
    name: row.name,
    ...(row.width !== null ? { width: row.width } : {}),
    ...(row.height !== null ? { height: row.height } : {}),
    ...(row.durationSeconds !== null ? { durationSeconds: row.durationSeconds } : {}),
  };
}
