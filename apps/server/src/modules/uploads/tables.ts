import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { user } from "../accounts/tables.ts";

// One row per upload. A row is written ("reserved", with the incoming file's size) before anything is
// stored, so the sum of a user's rows is what counts against the plan's storage even while files are
// still being processed; it becomes "ready" with the stored size, or is deleted on failure.
export const upload = pgTable(
  "upload",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // reserved | ready
    status: text("status").notNull(),
    // image | video | audio (null while reserved)
    kind: text("kind"),
    name: text("name").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    width: integer("width"),
    height: integer("height"),
    durationSeconds: doublePrecision("duration_seconds"),
    fileKey: text("file_key"),
    thumbKey: text("thumb_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("upload_user_created_idx").on(table.userId, table.createdAt)],
);

// The user's brand kit (issue 11): a logo (an image upload), up to five colours, a caption font and
// intro and outro clips (video uploads). Deleting an upload takes it out of the kit.
export const brandKit = pgTable("brand_kit", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  logoUploadId: text("logo_upload_id").references(() => upload.id, { onDelete: "set null" }),
  colors: jsonb("colors").$type<string[]>().notNull().default([]),
  // A font of the caption fonts vocabulary ("Montserrat"), or null for each video's own choice.
  font: text("font"),
  introUploadId: text("intro_upload_id").references(() => upload.id, { onDelete: "set null" }),
  outroUploadId: text("outro_upload_id").references(() => upload.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
