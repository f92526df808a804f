import type { AppModule } from "../app-module.ts";
import { tokensRoutes } from "./routes.ts";

export const tokensModule: AppModule = { name: "tokens", routes: tokensRoutes };
