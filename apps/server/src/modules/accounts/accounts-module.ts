import type { AppModule } from "../app-module.ts";
import { accountsRoutes } from "./routes.ts";

export const accountsModule: AppModule = { name: "accounts", routes: accountsRoutes };
