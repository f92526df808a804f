import type { AppModule } from "../app-module.ts";
import { billingRoutes } from "./routes.ts";

// STRIPE_* variables are checked at start with every other variable (platform/config.ts).
export const billingModule: AppModule = { name: "billing", routes: billingRoutes };
