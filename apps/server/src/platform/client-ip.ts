import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

// The caller's address for rate limits. X-Forwarded-For is believed only behind a proxy we
// were told about (TRUST_PROXY); otherwise anyone could pick their own bucket.
//
// Each proxy appends the address it received the request from, so only the right-most
// TRUST_PROXY_HOPS entries were written by proxies we trust; everything to their left is what
// the client sent and may be forged. The client is the entry `hops` places from the right.
export function clientIp(c: Context, trustProxy: boolean, hops?: number): string {
  if (trustProxy) {
    const trustedHops = hops ?? c.get("deps")?.config?.TRUST_PROXY_HOPS ?? 1;
    const entries = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "");
    // Fewer entries than hops: the request passed fewer proxies than configured; the left-most
    // entry is then the nearest thing to the client that a trusted proxy wrote.
    const forwarded = entries[Math.max(0, entries.length - trustedHops)];
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (tests) have no socket.
    return "unknown";
  }
}
