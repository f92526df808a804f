import { sql } from "drizzle-orm";
import { customType, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "../accounts/tables.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

// Profile details beyond Better Auth's user row (SPEC 2.6 "Profile Details").
export const userProfile = pgTable(
  "user_profile",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name"),
    userName: text("user_name"),
    phoneNumber: text("phone_number"),
    bio: text("bio"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // User names are unique regardless of case ("Ann" and "ann" are the same person to readers).
  (table) => [uniqueIndex("user_profile_user_name_unique").on(sql`lower(${table.userName})`)],
);

// Uploaded avatars, kept in the database so every API process serves them without shared disk.
export const userAvatar = pgTable("user_avatar", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  size: integer("size").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
