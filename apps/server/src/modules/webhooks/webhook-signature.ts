import { createHmac, timingSafeEqual } from "node:crypto";

// Completion webhooks are signed like Stripe's: the header
//   X-ReelForge-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>
// with the webhook secret of the API token that started the generation. A receiver recomputes
// v1 over the raw body, compares in constant time and refuses an old t (replays).

export const SIGNATURE_HEADER = "X-ReelForge-Signature";

export function signWebhook(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/** What a receiver does (used by the tests): true when the header signs this body with this secret. */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(header.split(",").map((kv) => kv.split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, body, t).split("v1=")[1] as string, "hex");
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
