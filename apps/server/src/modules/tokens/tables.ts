import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "../accounts/tables.ts";

// Personal API tokens. Only the SHA-256 of a token is kept (a token is 32 random bytes, so a
// plain hash is enough: there is nothing to guess); the prefix tells tokens apart in the list.
export const apiToken = pgTable(
  "api_token",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    prefix: text("prefix").notNull(),
    // Signs this token's completion webhooks (X-ReelForge-Signature).
    webhookSecret: text("webhook_secret").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("api_token_user_idx").on(table.userId)],
);
