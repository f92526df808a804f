import { createHmac, timingSafeEqual } from "node:crypto";

// Signed, expiring links to one media key: anyone holding the link may view it until it expires.
export function signShare(key: Buffer, mediaKey: string, expiresAtSeconds: number): string {
  return createHmac("sha256", key).update(`${mediaKey}\n${expiresAtSeconds}`).digest("base64url");
}

export function shareQuery(key: Buffer, mediaKey: string, expiresAtSeconds: number): string {
  return `expires=${expiresAtSeconds}&sig=${signShare(key, mediaKey, expiresAtSeconds)}`;
}

export function verifyShare(
  key: Buffer,
  mediaKey: string,
  expires: string | undefined,
  sig: string | undefined,
  nowMs: number,
): boolean {
  if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return false;
  const expected = Buffer.from(signShare(key, mediaKey, Number(expires)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return Number(expires) * 1000 > nowMs;
}
