import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

// The caller's address for rate limits. X-Forwarded-For is believed only behind a proxy we
// were told about (TRUST_PROXY); otherwise anyone could pick their own bucket.
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (tests) have no socket.
    return "unknown";
  }
}
