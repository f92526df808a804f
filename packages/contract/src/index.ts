export * from "./accounts.ts";
export * from "./errors.ts";
export * from "./contact.ts";
export * from "./plans.ts";
export * from "./billing.ts";
