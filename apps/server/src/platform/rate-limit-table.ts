import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Fixed-window counters shared by every API process (so limits hold with many processes).
export const rateLimitCounter = pgTable("rate_limit_counter", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull().default(0),
});
