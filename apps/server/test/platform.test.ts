import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../src/platform/config.ts";
import { openDatabase } from "../src/platform/db.ts";
import { createLogger } from "../src/platform/logger.ts";
import { createTestDatabase, createTestServer, type TestServer } from "./harness.ts";

describe("platform", () => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), "rf-web-"));
    await mkdir(path.join(webDir, "assets"), { recursive: true });
    await mkdir(path.join(webDir, "help"), { recursive: true });
    await writeFile(path.join(webDir, "index.html"), "<html>home</html>");
    await writeFile(path.join(webDir, "help/index.html"), "<html>help page</html>");
    await writeFile(path.join(webDir, "pricing.html"), "<html>pricing page</html>");
    await writeFile(path.join(webDir, "__spa-fallback.html"), "<html>spa shell</html>");
    await writeFile(path.join(webDir, "assets/app-abc123.js"), "console.log(1)");
    server = await createTestServer({ env: { WEB_BUILD_DIR: webDir } });
  });
  afterAll(async () => {
    await server.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it("reports health with the database and ffmpeg versions", async () => {
    const response = await server.client().get("/api/health");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; database: string; ffmpeg: string };
    expect(body.status).toBe("ok");
    expect(body.database).toMatch(/PostgreSQL \d+/);
    expect(body.ffmpeg).toMatch(/^\d+\.\d+/);
  });

  it("answers unknown API routes with 404 in the error shape", async () => {
    const response = await server.client().get("/api/no/such/route");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: "No API route for GET /api/no/such/route",
      code: "NOT_FOUND",
    });
  });

  it("echoes or creates a request id and sets security headers", async () => {
    const response = await server.client().get("/api/health", { "x-request-id": "abc-123" });
    expect(response.headers.get("x-request-id")).toBe("abc-123");
    const fresh = await server.client().get("/api/health");
    expect(fresh.headers.get("x-request-id")).toMatch(/[0-9a-f-]{36}/);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("refuses cross-site state-changing requests with 403", async () => {
    const client = server.client();
    const body = { email: "x@example.com", password: "whatever-password" };
    const evil = await client.request("/api/user/login", {
      method: "POST",
      json: body,
      headers: { origin: "https://evil.example" },
    });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({ message: "Cross-site requests are not allowed", code: "CROSS_SITE" });
    const crossSiteFetch = await client.request("/api/user/login", {
      method: "POST",
      json: body,
      headers: { origin: "", "sec-fetch-site": "cross-site" },
    });
    expect(crossSiteFetch.status).toBe(403);
    // Same origin (by Sec-Fetch-Site, or by the Host the request was sent to) is let through.
    const sameOrigin = await client.request("/api/user/login", {
      method: "POST",
      json: body,
      headers: { origin: "", "sec-fetch-site": "same-origin" },
    });
    expect(sameOrigin.status).toBe(401);
    const byHost = await client.request("/api/user/login", {
      method: "POST",
      json: body,
      headers: { origin: "http://api.internal:8080", host: "api.internal:8080" },
    });
    expect(byHost.status).toBe(401);
  });

  it("rejects bodies over the limit with 413", async () => {
    const response = await server.client().request("/api/user/login", {
      method: "POST",
      body: JSON.stringify({ email: "a@example.com", password: "x".repeat(2 * 1024 * 1024) }),
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers malformed JSON with 400 in the error shape", async () => {
    const response = await server.client().request("/api/user/login", {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "The request body is not valid JSON",
      code: "VALIDATION",
    });
  });

  it("serves the web build: assets, prerendered pages and the SPA fallback", async () => {
    const client = server.client();
    const asset = await client.get("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toContain("javascript");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(await (await client.get("/")).text()).toBe("<html>home</html>");
    expect(await (await client.get("/help")).text()).toBe("<html>help page</html>");
    expect(await (await client.get("/pricing")).text()).toBe("<html>pricing page</html>");
    const deep = await client.get("/dashboard/text-to-script");
    expect(deep.status).toBe(200);
    expect(await deep.text()).toBe("<html>spa shell</html>");
    expect((await client.get("/assets/missing.js")).status).toBe(404);
    // Paths that try to climb out of the build folder get the app shell, never the file.
    for (const attempt of ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc/passwd"]) {
      expect(await (await client.get(attempt)).text()).toBe("<html>spa shell</html>");
    }
  });

  it("says clearly on / when the web app is not built", async () => {
    const bare = await createTestServer({ env: { WEB_BUILD_DIR: path.join(webDir, "missing") } });
    try {
      const response = await bare.client().get("/");
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("The web app is not built");
    } finally {
      await bare.close();
    }
  });

  it("public config says whether Google sign-in is available", async () => {
    const response = await server.client().get("/api/config");
    expect(await response.json()).toEqual({ googleClientId: null });
  });

  it("fails fast on a bad environment with a readable message", () => {
    expect(() => parseConfig({ PORT: "not-a-port", PUBLIC_URL: "ftp://x" })).toThrow(ConfigError);
    try {
      parseConfig({ PORT: "99999", DATABASE_URL: "mysql://x" });
    } catch (error) {
      expect((error as Error).message).toContain("PORT");
      expect((error as Error).message).toContain("DATABASE_URL");
    }
    const defaults = parseConfig({});
    expect(defaults.PORT).toBe(3000);
    expect(defaults.PUBLIC_URL).toBe("http://localhost:3000");
    expect(defaults.secureCookies).toBe(false);
    expect(parseConfig({ PUBLIC_URL: "https://reel.example" }).secureCookies).toBe(true);
  });

  it("hides internals of unexpected errors behind a 500", async () => {
    const broken = await createTestServer();
    await broken.deps.database.close();
    try {
      const response = await broken.client().get("/api/health");
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        message: "Something went wrong. Please try again.",
        code: "INTERNAL",
      });
    } finally {
      await broken.close().catch(() => {});
    }
  });
});

// An API process and a worker started together on a fresh PostgreSQL database both migrate it.
describe.skipIf(!process.env.DATABASE_URL)("migrations on PostgreSQL", () => {
  it("processes opening a fresh database at once all start", async () => {
    const { url, drop } = await createTestDatabase(process.env.DATABASE_URL as string);
    const dataDir = await mkdtemp(path.join(tmpdir(), "rf-migrate-"));
    try {
      const opened = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir, logger: createLogger("silent") })),
      );
      for (const result of opened) if (result.status === "fulfilled") await result.value.close();
      expect(opened.map((result) => (result.status === "rejected" ? String(result.reason) : "ok"))).toEqual([
        "ok",
        "ok",
        "ok",
      ]);
    } finally {
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
