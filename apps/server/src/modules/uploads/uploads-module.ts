import type { AppModule } from "../app-module.ts";
import { uploadsRoutes } from "./routes.ts";

export const uploadsModule: AppModule = {
  name: "uploads",
  routes: uploadsRoutes,
  // The whole upload request may be as large as UPLOAD_MAX_BYTES (the plan's own limit is checked
  // while the file streams in).
  bodyLimits: (config) => [{ pathPrefix: "/api/uploads", maxBytes: config.UPLOAD_MAX_BYTES }],
};
