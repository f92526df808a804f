import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../src/app-env.ts";
import { optionalUser, requireUser } from "../src/modules/accounts/require-user.ts";
import { AppError } from "../src/platform/errors.ts";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "./harness.ts";

// requireUser / optionalUser as another module would use them, on a router of its own.
describe("session middleware for other modules", () => {
  let server: TestServer;
  let router: Hono<AppEnv>;

  beforeAll(async () => {
    server = await createTestServer();
    router = new Hono<AppEnv>();
    router.use("*", async (c, next) => {
      c.set("deps", server.deps);
      await next();
    });
    router.get("/private", requireUser, (c) => c.json(c.get("user")));
    router.get("/public", optionalUser, (c) => c.json({ user: c.get("maybeUser") }));
    router.onError((error, c) =>
      error instanceof AppError ? c.json(error.toBody(), error.status) : c.json({ message: "boom" }, 500),
    );
  });
  afterAll(async () => {
    await server.close();
  });

  const call = (path: string, client?: TestClient) =>
    router.request(`http://localhost:3000${path}`, {
      headers: client ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {},
    });

  it("requireUser sets the user for a session and answers 401 otherwise", async () => {
    const client = await signUpVerified(server, { email: "module@example.com", name: "Mo Dule" });
    const response = await call("/private", client);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: "Mo Dule",
      email: "module@example.com",
      avatar: null,
      subscriptionStatus: "trial",
    });
    const anonymous = await call("/private");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: "Please log in to continue", code: "UNAUTHORIZED" });
  });

  it("optionalUser gives the user or null", async () => {
    const client = await signUpVerified(server, { email: "maybe@example.com" });
    expect(((await (await call("/public", client)).json()) as { user: { email: string } }).user.email).toBe(
      "maybe@example.com",
    );
    expect(await (await call("/public")).json()).toEqual({ user: null });
  });
});

describe("cookies under an https PUBLIC_URL", () => {
  it("marks the session cookie Secure", async () => {
    const server = await createTestServer({ env: { PUBLIC_URL: "https://reel.example" } });
    try {
      const client = server.client();
      const password = "secure cookie passphrase";
      await client.post("/api/user/signup", {
        name: "S",
        email: "s@example.com",
        password,
        confirmpassword: password,
      });
      const response = await client.post("/api/user/verify", { otp: await server.lastCode("s@example.com") });
      expect(response.status).toBe(200);
      const session = response.headers.getSetCookie().find((line) => line.includes("session_token")) ?? "";
      expect(session).toMatch(/; Secure/i);
      expect(session).toContain("HttpOnly");
      expect(session).toContain("SameSite=Lax");
      expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    } finally {
      await server.close();
    }
  });
});
