export * from "./accounts.ts";
export * from "./errors.ts";
