import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Messages sent through the contact page. Stored first, then mailed, so a mail outage loses
// nothing: `mailedAt` stays null until the team copy has been sent.
export const contactMessage = pgTable(
  "contact_message",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (table) => [index("contact_message_created_at_idx").on(table.createdAt)],
);
