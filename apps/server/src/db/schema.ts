// Every table of the application, for Drizzle and drizzle-kit. Each module adds one line.
export * from "../modules/accounts/tables.ts";
export * from "../modules/billing/tables.ts";
export * from "../modules/contact/tables.ts";
export * from "../modules/generations/tables.ts";
export * from "../modules/profile/tables.ts";
export * from "../modules/tokens/tables.ts";
export * from "../modules/uploads/tables.ts";
export * from "../platform/rate-limit-table.ts";
