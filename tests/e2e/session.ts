import { type APIRequestContext, expect } from "@playwright/test";
import { mailsTo, newestCode } from "./outbox";

/**
 * Signs up and verifies an account through the real API with `request` (a page's request
 * context shares its cookies, so the page is then signed in). Returns the account's details.
 */
export async function signUpVerified(
  request: APIRequestContext,
  name: string,
  password = "Quiet-Harbor-Lamp-77",
): Promise<{ email: string; name: string; password: string }> {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, ".")}.${Date.now()}@example.com`;
  const signup = await request.post("/api/user/signup", {
    data: { name, email, password, confirmpassword: password },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  await expect.poll(() => mailsTo(email).length).toBeGreaterThan(0);
  const code = newestCode(email)?.code;
  const verify = await request.post("/api/user/verify", { data: { otp: code } });
  expect(verify.status(), await verify.text()).toBe(200);
  return { email, name, password };
}
