import type { AppModule } from "../app-module.ts";
import { billingRoutes } from "./routes.ts";

export const billingModule: AppModule = { name: "billing", routes: billingRoutes };
