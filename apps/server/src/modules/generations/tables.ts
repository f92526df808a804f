import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "../accounts/tables.ts";

// One row per generation: the user's library, the job's progress and its result.
export const generation = pgTable(
  "generation",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // script | image | video | faceless
    kind: text("kind").notNull(),
    // queued | running | succeeded | failed | cancelled
    status: text("status").notNull(),
    stage: text("stage"),
    percent: integer("percent").notNull().default(0),
    input: jsonb("input").notNull(),
    // Asset keys in storage, provider credits, the text of a script.
    result: jsonb("result"),
    error: text("error"),
    reservationId: text("reservation_id"),
    // Set when a personal API token started it; with webhookUrl, the finished or failed generation
    // is POSTed there, signed with that token's webhook secret.
    apiTokenId: text("api_token_id"),
    webhookUrl: text("webhook_url"),
    jobId: text("job_id"),
    // Versions (issue 12): an edit is a new generation of the same kind with the storyboard to render;
    // parentId is the version it was edited from, rootId the video's first version (null on that one).
    parentId: text("parent_id"),
    rootId: text("root_id"),
    // What the edit changed, in one sentence.
    summary: text("summary"),
    editStoryboard: jsonb("edit_storyboard"),
    // Set when the user asks to cancel; the worker stops at its next check.
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("generation_user_created_idx").on(table.userId, table.createdAt),
    index("generation_root_idx").on(table.rootId),
  ],
);
