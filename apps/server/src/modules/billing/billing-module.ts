import type { AppModule } from "../app-module.ts";
import { parseBillingConfig } from "./billing-config.ts";
import { billingRoutes } from "./routes.ts";

// Fail fast: a malformed STRIPE_* variable stops the process at start, not at the first purchase.
parseBillingConfig(process.env, "http://localhost");

export const billingModule: AppModule = { name: "billing", routes: billingRoutes };
