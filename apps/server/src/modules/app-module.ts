import type { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { AppDeps } from "../deps.ts";

// One entry of src/modules/index.ts. `routes` is mounted under /api (so a module's paths start
// after /api, e.g. "/user/login"); `startWorkers` runs in the worker process (and in standalone).
export type AppModule = {
  name: string;
  routes?: () => Hono<AppEnv>;
  startWorkers?: (deps: AppDeps) => Promise<void>;
  // Larger request bodies than BODY_LIMIT_BYTES for some paths (full paths, prefix match),
  // e.g. [{ pathPrefix: "/api/uploads", maxBytes: 50 * 1024 * 1024 }].
  bodyLimits?: { pathPrefix: string; maxBytes: number }[];
};
