import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app.ts";
import { type AppDeps, createDeps } from "../src/deps.ts";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "./harness.ts";

// Two API processes on one PostgreSQL database (two apps with deps of their own: their own pool,
// prepared statements and anything they keep in memory). A session ended through one is refused by
// the other on its very next call: logout and password reset end it "at once, in every process".
describe.skipIf(!process.env.DATABASE_URL)("a revoked session in a second API instance", () => {
  let first: TestServer;
  let secondDeps: AppDeps;
  let second: ReturnType<typeof createApp>;

  beforeAll(async () => {
    first = await createTestServer();
    secondDeps = await createDeps(first.deps.config, {
      logger: pino({ level: "silent" }),
      now: first.clock.now,
      superviseQueue: false,
    });
    second = createApp(secondDeps);
  });
  afterAll(async () => {
    await secondDeps?.close();
    await first?.close();
  });

  // The session check in the second instance, with the cookies a client holds for the first.
  const checkInSecond = async (client: TestClient) =>
    (
      await second.request(`${first.deps.config.PUBLIC_URL}/api/user/checkAuthroute`, {
        headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      })
    ).status;

  it("logout through the first instance is refused by the second at once", async () => {
    const client = await signUpVerified(first, { email: "two-apps@example.com" });
    const cookies = new Map(client.cookies);
    // Both instances have answered for this session (anything they keep is warm).
    for (let i = 0; i < 3; i++) expect(await checkInSecond(client)).toBe(200);
    expect((await client.get("/api/user/checkAuthroute")).status).toBe(200);

    expect((await client.post("/api/user/logout")).status).toBe(200);
    // The client dropped its cookie; send the old one as a stolen copy would.
    client.cookies.clear();
    for (const [name, value] of cookies) client.cookies.set(name, value);
    expect(await checkInSecond(client)).toBe(401);
    expect((await client.get("/api/user/checkAuthroute")).status).toBe(401);
  });

  it("a password reset through the first instance ends the session in the second at once", async () => {
    const phone = await signUpVerified(first, { email: "two-apps-reset@example.com" });
    expect(await checkInSecond(phone)).toBe(200);
    const browser = first.client();
    await browser.post("/api/user/forgetpassword", { email: "two-apps-reset@example.com" });
    const code = await first.lastCode("two-apps-reset@example.com");
    const NEW = "a completely new passphrase";
    const reset = await browser.post("/api/user/resetpassword", {
      email: "two-apps-reset@example.com",
      otp: code,
      password: NEW,
      confirmpassword: NEW,
    });
    expect(reset.status).toBe(200);
    expect(await checkInSecond(phone)).toBe(401);
  });
});
