import type { AppModule } from "../app-module.ts";
import { profileRoutes } from "./routes.ts";

export const profileModule: AppModule = { name: "profile", routes: profileRoutes };
