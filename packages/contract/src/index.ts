export * from "./accounts.ts";
export * from "./billing.ts";
export * from "./contact.ts";
export * from "./errors.ts";
export * from "./generations.ts";
export * from "./plans.ts";
export * from "./vocabularies.ts";
