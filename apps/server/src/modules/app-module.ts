import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../app-env.ts";
import type { AppDeps } from "../deps.ts";
import type { Config } from "../platform/config.ts";

// One entry of src/modules/index.ts. `routes` implements routes of the contract's route table
// (full paths, e.g. "/api/user/login"; see platform/validate.ts `implement`); they make the
// OpenAPI document. `startWorkers` runs in the worker process (and in standalone).
export type AppModule = {
  name: string;
  routes?: () => OpenAPIHono<AppEnv>;
  startWorkers?: (deps: AppDeps) => Promise<void>;
  // On SIGTERM/SIGINT, before the queue stops: finish or hand back running jobs.
  stopWorkers?: (deps: AppDeps) => Promise<void>;
  // Larger request bodies than BODY_LIMIT_BYTES for some paths (full paths, prefix match),
  // e.g. (config) => [{ pathPrefix: "/api/uploads", maxBytes: config.UPLOAD_MAX_BYTES }].
  bodyLimits?: (config: Config) => { pathPrefix: string; maxBytes: number }[];
};
