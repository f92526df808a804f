import type { Context } from "hono";

// Better Auth answers auth.api.* calls with Set-Cookie headers; they go out on our response.
export function appendSetCookies(c: Context, headers: Headers | null | undefined): void {
  if (!headers) return;
  for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
}
