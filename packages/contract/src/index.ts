export * from "./accounts.ts";
export * from "./errors.ts";
export * from "./billing.ts";
