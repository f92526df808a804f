import type { Logger } from "pino";
import type { AppDeps } from "./deps.ts";
import type { SessionUser } from "./modules/accounts/session-user.ts";

// Hono context variables set by the app's middleware.
export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    // Made on first use by requestLog(c) (platform/request-log.ts).
    log?: Logger;
    user: SessionUser;
    maybeUser: SessionUser | null;
    // Set when the call came with a personal API token (Authorization: Bearer).
    apiTokenId?: string;
  };
};
