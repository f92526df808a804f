import { bigint, doublePrecision, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
