import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { mailsTo, newestCode } from "./outbox";

/**
 * Signs up and verifies an account through the real API with `request` (a page's request
 * context shares its cookies, so the page is then signed in). Returns the account's details.
 * `dataDir` is the server's DATA_DIR when it is not the journeys' server (its outbox has the code).
 */
export async function signUpVerified(
  request: APIRequestContext,
  name: string,
  password = "Quiet-Harbor-Lamp-77",
  dataDir?: string,
): Promise<{ email: string; name: string; password: string }> {
  // Unique however many journeys sign up side by side (several use the same name).
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, ".")}.${Date.now()}.${randomUUID().slice(0, 8)}@example.com`;
  // Each account signs up from its own address (documentation range), as behind a proxy.
  const address = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
  const signup = await request.post("/api/user/signup", {
    data: { name, email, password, confirmpassword: password },
    headers: { "x-forwarded-for": address },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  await expect.poll(() => mailsTo(email, dataDir).length).toBeGreaterThan(0);
  const code = newestCode(email, dataDir)?.code;
  const verify = await request.post("/api/user/verify", {
    data: { otp: code },
    headers: { "x-forwarded-for": address },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  return { email, name, password };
}
