import type { Context } from "hono";
import { deleteCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import type { AppEnv } from "../../app-env.ts";

// Between sign-up and the code check there is no session yet: this signed, httpOnly cookie
// names the account waiting for its code, so /api/user/verify needs only { otp }.
const COOKIE = "rf_pending";
const MAX_AGE_SECONDS = 24 * 60 * 60;

export async function setPendingEmail(c: Context<AppEnv>, email: string): Promise<void> {
  const { authSecret, config } = c.get("deps");
  await setSignedCookie(c, COOKIE, email, authSecret, {
    httpOnly: true,
    sameSite: "Lax",
    secure: config.secureCookies,
    path: "/api/user",
    maxAge: MAX_AGE_SECONDS,
  });
}

export async function getPendingEmail(c: Context<AppEnv>): Promise<string | null> {
  const value = await getSignedCookie(c, c.get("deps").authSecret, COOKIE);
  return typeof value === "string" && value.length > 0 ? value : null;
}

export function clearPendingEmail(c: Context<AppEnv>): void {
  deleteCookie(c, COOKIE, { path: "/api/user", secure: c.get("deps").config.secureCookies });
}
