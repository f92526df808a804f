// The server sends at most one code a minute per address; the Resend button counts that minute
// down so people are not sent to an error. The time of the last send is kept per e-mail address
// in sessionStorage so a reload does not reset the count.

export const RESEND_COOLDOWN_MS = 60_000;

/** Whole seconds left before another code may be asked for (0 when allowed). */
export function cooldownSecondsLeft(
  sentAt: number | null,
  now: number,
  cooldownMs = RESEND_COOLDOWN_MS,
): number {
  if (sentAt === null || !Number.isFinite(sentAt)) return 0;
  const left = sentAt + cooldownMs - now;
  if (left <= 0) return 0;
  // Never more than the whole cooldown, even if the stored time is in the future (clock change).
  return Math.min(Math.ceil(left / 1000), Math.ceil(cooldownMs / 1000));
}

const storageKey = (email: string) => `otp-sent-at:${email.trim().toLowerCase()}`;

export function rememberCodeSent(email: string, at: number = Date.now()): void {
  try {
    sessionStorage.setItem(storageKey(email), String(at));
  } catch {
    // Storage can be disabled; the countdown then starts fresh on each visit, which is harmless.
  }
}

export function lastCodeSentAt(email: string): number | null {
  try {
    const raw = sessionStorage.getItem(storageKey(email));
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}
