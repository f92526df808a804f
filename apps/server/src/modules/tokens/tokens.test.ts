import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TCreatedToken, TGeneration, TTokenList } from "@reelforge/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/harness.ts";
import { user } from "../accounts/tables.ts";
import { usageSnapshot } from "../billing/usage-ledger.ts";
import { configureGenerations } from "../generations/generations-runtime.ts";
import { WEBHOOK_QUEUE } from "../webhooks/webhook-delivery.ts";
import { verifyWebhookSignature } from "../webhooks/webhook-signature.ts";
import { TOKEN_RATE_LIMIT } from "./require-token.ts";
import { apiToken } from "./tables.ts";

let server: TestServer;
let alice: TestClient;
let aliceId: string;
let scratch: string;

// A script (or any program) calling with a token only: no cookies, no Origin, like curl.
function withToken(token: string) {
  const client = server.client();
  const headers = (extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    origin: "",
    ...extra,
  });
  return {
    get: (pathname: string) => client.get(pathname, headers()),
    post: (pathname: string, json?: unknown) => client.post(pathname, json, headers()),
    delete: (pathname: string) => client.request(pathname, { method: "DELETE", headers: headers() }),
  };
}

async function makeToken(name: string, scopes: string[]): Promise<TCreatedToken> {
  const response = await alice.post("/api/tokens", { name, scopes });
  expect(response.status).toBe(201);
  return (await response.json()) as TCreatedToken;
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "rf-token-test-"));
  server = await createTestServer({ workers: true, env: { OUTBOUND_ALLOW_LOOPBACK: "true" } });
  configureGenerations(server.deps, {
    env: { RENDER_SCALE: "0.25", STUDIO_CACHE_DIR: path.join(scratch, "cache") },
  });
  alice = await signUpVerified(server, { email: "alice@example.com" });
  const [row] = await server.deps.db.select().from(user).where(eq(user.email, "alice@example.com"));
  aliceId = row?.id as string;
});
afterAll(async () => {
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});

async function waitFor(client: { get(p: string): Promise<Response> }, id: string): Promise<TGeneration> {
  for (let i = 0; i < 600; i++) {
    const response = await client.get(`/api/generations/${id}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as TGeneration;
    if (!["queued", "running"].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`generation ${id} did not finish`);
}

describe("personal API tokens", () => {
  it("are made with the session, shown once, listed without their text and stored hashed", async () => {
    const created = await makeToken("CI pipeline", ["generate", "read"]);
    expect(created.token).toMatch(/^rf_[A-Za-z0-9_-]{43}$/);
    expect(created.webhookSecret).toMatch(/^whsec_/);
    const list = (await (await alice.get("/api/tokens")).json()) as TTokenList;
    const item = list.items.find((t) => t.id === created.id);
    expect(item).toMatchObject({ name: "CI pipeline", scopes: ["generate", "read"], lastUsedAt: null });
    expect(item?.prefix).toBe(`${created.token.slice(0, 7)}…`);
    expect(JSON.stringify(list)).not.toContain(created.token);
    const [stored] = await server.deps.db.select().from(apiToken).where(eq(apiToken.id, created.id));
    expect(JSON.stringify(stored)).not.toContain(created.token);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses bad input and visitors", async () => {
    const bad = await alice.post("/api/tokens", { name: "x", scopes: ["admin"] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/scopes/);
    expect((await alice.post("/api/tokens", { name: "", scopes: ["read"] })).status).toBe(400);
    expect((await server.client().get("/api/tokens")).status).toBe(401);
  });

  it("generates with Bearer, counted against the owner's plan, and reads the result and its files", async () => {
    const { token } = await makeToken("generator", ["generate", "read"]);
    const api = withToken(token);
    const before = (await usageSnapshot(server.deps.db, aliceId, new Date(server.clock.now()))).counts.images;
    const created = await api.post("/api/generations", { kind: "image", input: { prompt: "a red bicycle" } });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    const done = await waitFor(api, id);
    expect(done.status).toBe("succeeded");
    const after = (await usageSnapshot(server.deps.db, aliceId, new Date(server.clock.now()))).counts.images;
    expect(after).toBe(before + 1);
    // In the owner's library, and its file downloads with the token.
    const library = (await (await api.get("/api/generations")).json()) as { items: TGeneration[] };
    expect(library.items.map((g) => g.id)).toContain(id);
    const image = await api.get(done.result?.imageUrl as string);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    // The spec's synchronous call works with a token too.
    const script = await api.post("/api/text-to-script/generate", { script: "three tips for better sleep" });
    expect(script.status).toBe(200);
    expect(((await script.json()) as { result: string }).result.length).toBeGreaterThan(20);
    const listed = (await (await alice.get("/api/tokens")).json()) as TTokenList;
    expect(listed.items.find((t) => t.name === "generator")?.lastUsedAt).not.toBeNull();
  });

  it("refuses a call outside the token's scopes", async () => {
    const { token } = await makeToken("reader", ["read"]);
    const api = withToken(token);
    expect((await api.get("/api/generations")).status).toBe(200);
    const refused = await api.post("/api/generations", { kind: "script", input: { script: "hello" } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: "FORBIDDEN",
      message: 'This API token does not have the "generate" scope',
    });
    const writer = withToken((await makeToken("writer", ["generate"])).token);
    expect((await writer.get("/api/generations")).status).toBe(403);
  });

  it("is refused at once when revoked, and a mistyped token is refused", async () => {
    const { id, token } = await makeToken("short-lived", ["read"]);
    const api = withToken(token);
    expect((await api.get("/api/generations")).status).toBe(200);
    const revoked = await alice.request(`/api/tokens/${id}`, { method: "DELETE" });
    expect(revoked.status).toBe(200);
    const after = await api.get("/api/generations");
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: "UNAUTHORIZED" });
    expect((await withToken(`${token.slice(0, -2)}xx`).get("/api/generations")).status).toBe(401);
    expect((await alice.request(`/api/tokens/${id}`, { method: "DELETE" })).status).toBe(404);
    const list = (await (await alice.get("/api/tokens")).json()) as TTokenList;
    expect(list.items.map((t) => t.id)).not.toContain(id);
  });

  it("is refused on account, token and billing calls", async () => {
    const { token } = await makeToken("everything", ["generate", "read"]);
    const api = withToken(token);
    for (const [method, pathname] of [
      ["GET", "/api/user/checkAuthroute"],
      ["GET", "/api/user/profile"],
      ["GET", "/api/tokens"],
      ["POST", "/api/tokens"],
      ["GET", "/api/subscription/status"],
      ["POST", "/api/subscription/create"],
      ["POST", "/api/subscription/cancel-subscription"],
    ] as const) {
      const response =
        method === "GET"
          ? await api.get(pathname)
          : await api.post(pathname, { name: "x", scopes: ["read"], planId: "pro-monthly" });
      expect([401, 403], `${method} ${pathname} answered ${response.status}`).toContain(response.status);
    }
  });

  it("is rate-limited per token", async () => {
    const { token } = await makeToken("busy", ["read"]);
    const api = withToken(token);
    let last = 200;
    for (let i = 0; i < TOKEN_RATE_LIMIT.limit; i += 1)
      last = (await api.get("/api/generations?limit=1")).status;
    expect(last).toBe(200);
    const limited = await api.get("/api/generations?limit=1");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    // Another token of the same user has its own allowance.
    expect((await withToken((await makeToken("calm", ["read"])).token).get("/api/generations")).status).toBe(
      200,
    );
  });
});

describe("completion webhooks", () => {
  let receiver: Server;
  let url: string;
  const deliveries: { headers: IncomingMessage["headers"]; body: string; status: number }[] = [];
  let failFirst = true;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        // The first delivery fails, as a receiver that is briefly down.
        const status = failFirst ? 500 : 200;
        failFirst = false;
        deliveries.push({ headers: req.headers, body, status });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/reelforge`;
  });
  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
  });

  it("POSTs the finished generation, signed with the token's secret, and retries after a 500", async () => {
    const { token, webhookSecret } = await makeToken("hooked", ["generate", "read"]);
    const api = withToken(token);
    const created = await api.post("/api/generations", {
      kind: "script",
      input: { script: "a webhook test" },
      webhookUrl: url,
    });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    expect((await waitFor(api, id)).status).toBe("succeeded");
    // The 500 puts the delivery back on the queue for 10 to 20 s later (exponential backoff from 10 s,
    // with jitter). The test then moves that start to now, as if the time had passed, rather than
    // waiting for it: the queue's worker fetches the retry at its next 1 s poll.
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const retryIn = async () => {
      const result = await server.deps.db.execute(
        sql`select extract(epoch from start_after - now())::float8 as seconds from pgboss.job
            where name = ${WEBHOOK_QUEUE} and state = 'retry'`,
      );
      return (result as unknown as { rows: { seconds: number }[] }).rows[0]?.seconds;
    };
    let waitSeconds: number | undefined;
    for (let i = 0; i < 300 && waitSeconds === undefined; i += 1) {
      waitSeconds = await retryIn();
      if (waitSeconds === undefined) await sleep(50);
    }
    expect(deliveries.map((d) => d.status)).toEqual([500]);
    expect(waitSeconds).toBeGreaterThan(8);
    expect(waitSeconds).toBeLessThanOrEqual(20);
    await server.deps.db.execute(
      sql`update pgboss.job set start_after = now() where name = ${WEBHOOK_QUEUE} and state = 'retry'`,
    );
    for (let i = 0; i < 300 && deliveries.length < 2; i += 1) await sleep(50);
    expect(deliveries.map((d) => d.status)).toEqual([500, 200]);
    for (const delivery of deliveries) {
      const header = String(delivery.headers["x-reelforge-signature"]);
      expect(
        verifyWebhookSignature(webhookSecret, delivery.body, header, Math.floor(server.clock.now() / 1000)),
      ).toBe(true);
      expect(
        verifyWebhookSignature("whsec_wrong", delivery.body, header, Math.floor(server.clock.now() / 1000)),
      ).toBe(false);
      expect(delivery.headers.cookie).toBeUndefined();
    }
    const event = JSON.parse(deliveries[1]?.body ?? "{}") as { type: string; generation: TGeneration };
    expect(event.type).toBe("generation.succeeded");
    expect(event.generation).toMatchObject({ id, kind: "script", status: "succeeded" });
    expect(event.generation.result?.text?.length).toBeGreaterThan(10);
  }, 60_000);

  it("refuses a webhookUrl at a private address, or one named without a token", async () => {
    const { token } = await makeToken("hooked-2", ["generate"]);
    const private10 = await withToken(token).post("/api/generations", {
      kind: "script",
      input: { script: "x" },
      webhookUrl: "https://10.0.0.5/hook",
    });
    expect(private10.status).toBe(400);
    expect(((await private10.json()) as { message: string }).message).toMatch(/webhookUrl is not allowed/);
    const metadata = await withToken(token).post("/api/generations", {
      kind: "script",
      input: { script: "x" },
      webhookUrl: "http://169.254.169.254/latest",
    });
    expect(metadata.status).toBe(400);
    const session = await alice.post("/api/generations", {
      kind: "script",
      input: { script: "x" },
      webhookUrl: url,
    });
    expect(session.status).toBe(400);
    expect(((await session.json()) as { message: string }).message).toBe(
      "webhookUrl needs a call made with an API token",
    );
  });
});
