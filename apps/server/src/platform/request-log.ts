import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { Logger } from "./logger.ts";

// The request's logger (its lines carry the request id), made when something is first logged: most
// requests log nothing at the default level, and a pino child per request is garbage to collect.
export function requestLog(c: Context<AppEnv>): Logger {
  let log = c.get("log");
  if (!log) {
    log = c.get("deps").logger.child({ requestId: c.get("requestId") });
    c.set("log", log);
  }
  return log;
}
