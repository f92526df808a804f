import { ErrorCode } from "@reelforge/contract";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { clientIp } from "./client-ip.ts";
import { AppError } from "./errors.ts";

// Per-IP limit on a group of routes (e.g. "login": 20 per 15 minutes), counted in the database.
export function ipRateLimit(bucket: string, limit: number, windowMs: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const deps = c.get("deps");
    const ip = clientIp(c, deps.config.TRUST_PROXY);
    const result = await deps.rateLimiter.hit(`ip:${bucket}:${ip}`, limit, windowMs);
    if (!result.allowed) {
      c.header("retry-after", String(result.retryAfterSeconds));
      throw new AppError(ErrorCode.RATE_LIMITED, 429, "Too many attempts. Please try again later.");
    }
    await next();
  });
}
