import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type TGeneration, type TUpload, USAGE_FEATURES, type UsageLimits } from "@reelforge/contract";
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import pg from "pg";
import { pino } from "pino";
import { expect } from "vitest";
import { createApp } from "../src/app.ts";
import type { AppEnv } from "../src/app-env.ts";
import { type AppDeps, createDeps } from "../src/deps.ts";
import { user } from "../src/modules/accounts/tables.ts";
import { setUsagePlan } from "../src/modules/billing/usage-ledger.ts";
import { configureGenerations } from "../src/modules/generations/generations-runtime.ts";
import { parseConfig } from "../src/platform/config.ts";
import { startWorkers } from "../src/server.ts";
import { copyPgliteTemplate } from "./pglite-template.ts";

export const TEST_PUBLIC_URL = "http://localhost:3000";

export type TestClock = {
  now(): number;
  advance(ms: number): void;
  set(ms: number): void;
};

export function createClock(start = Date.now()): TestClock {
  let current = start;
  return {
    now: () => current,
    advance(ms) {
      current += ms;
    },
    set(ms) {
      current = ms;
    },
  };
}

export type RequestOptions = {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
};

// A browser-like client: keeps cookies between calls, sends Origin = PUBLIC_URL on every
// request (as a browser does for same-origin POSTs) and its own client address.
export type TestClient = {
  request(pathname: string, options?: RequestOptions): Promise<Response>;
  get(pathname: string, headers?: Record<string, string>): Promise<Response>;
  post(pathname: string, json?: unknown, headers?: Record<string, string>): Promise<Response>;
  cookies: Map<string, string>;
  ip: string;
};

export type TestServer = {
  app: Hono<AppEnv>;
  deps: AppDeps;
  clock: TestClock;
  dataDir: string;
  outboxDir: string;
  client(options?: { ip?: string }): TestClient;
  // Every mail written to the outbox, oldest first.
  mails(): Promise<{ file: string; raw: string; to: string; subject: string; text: string }[]>;
  // The 4-digit code in the newest mail to `email`.
  lastCode(email: string): Promise<string>;
  close(): Promise<void>;
};

export type TestServerOptions = {
  now?: TestClock;
  // Extra environment (e.g. GOOGLE_CLIENT_ID, SMTP_URL); defaults suit in-process tests.
  env?: Record<string, string>;
  // Start every module's job workers too.
  workers?: boolean;
};

let clientCounter = 0;

// A fresh app on a fresh database: PGlite in a temp dir, or, when DATABASE_URL is set, a new
// database created on that PostgreSQL server and dropped at close().
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const clock = options.now ?? createClock();
  const dataDir = await mkdtemp(path.join(tmpdir(), "rf-test-"));
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    ({ url: databaseUrl, drop: dropDatabase } = await createTestDatabase(process.env.DATABASE_URL));
  } else {
    await copyPgliteTemplate(path.join(dataDir, "db"));
  }
  const config = parseConfig({
    NODE_ENV: "test",
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    TRUST_PROXY: "true",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const deps = await createDeps(config, { now: clock.now, logger: pino({ level: "silent" }) });
  if (options.workers) await startWorkers(deps);
  const app = createApp(deps);
  const outboxDir = path.join(dataDir, "outbox");

  async function mails() {
    let files: string[] = [];
    try {
      files = (await readdir(outboxDir)).filter((name) => name.endsWith(".eml")).sort();
    } catch {
      return [];
    }
    return Promise.all(
      files.map(async (name) => {
        const raw = await readFile(path.join(outboxDir, name), "utf8");
        return { file: name, raw, ...summarize(raw) };
      }),
    );
  }

  return {
    app,
    deps,
    clock,
    dataDir,
    outboxDir,
    client: (clientOptions) =>
      createClient(
        app,
        config.PUBLIC_URL,
        clientOptions?.ip ?? `10.0.${(clientCounter >> 8) & 255}.${clientCounter++ & 255}`,
      ),
    mails,
    async lastCode(email) {
      // Files are named <timestamp>-<to>.eml; the clock may stand still, so order by write time.
      const all = (await mails()).filter((mail) => mail.to === email.toLowerCase());
      const sorted = await Promise.all(
        all.map(async (mail) => ({ mail, at: (await stat(path.join(outboxDir, mail.file))).mtimeMs })),
      );
      sorted.sort((a, b) => a.at - b.at || a.mail.file.localeCompare(b.mail.file));
      const newest = sorted.at(-1)?.mail;
      const code = newest ? /Your code is (\d{4})/.exec(newest.text)?.[1] : undefined;
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    async close() {
      await deps.close();
      await dropDatabase?.();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// Decodes just enough of the message for tests: recipient, subject and the text part.
function summarize(raw: string): { to: string; subject: string; text: string } {
  const headerEnd = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(headers)?.[1]?.trim() ?? "";
  const to = header("To").toLowerCase();
  const text = raw
    .slice(headerEnd + 4)
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { to, subject: header("Subject"), text };
}

function createClient(app: Hono<AppEnv>, publicUrl: string, ip: string): TestClient {
  const cookies = new Map<string, string>();
  async function request(pathname: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = {
      origin: new URL(publicUrl).origin,
      "x-forwarded-for": ip,
      ...(options.json !== undefined ? { "content-type": "application/json" } : {}),
      ...options.headers,
    };
    if (cookies.size > 0 && !("cookie" in headers)) {
      headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    }
    // Remove headers a test set to "" (e.g. to send no Origin at all).
    for (const [name, value] of Object.entries(headers)) if (value === "") delete headers[name];
    const response = await app.request(`${publicUrl}${pathname}`, {
      method: options.method ?? "GET",
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
      // A streamed body (sent as it is made, like a browser's large upload).
      ...(options.body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = "", val = ""] = attribute.trim().split("=");
        if (key.toLowerCase() === "max-age") return Number(val) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === "") cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }
  return {
    request,
    get: (pathname, headers) => request(pathname, { headers: headers ?? {} }),
    post: (pathname, json, headers) =>
      request(pathname, { method: "POST", json: json ?? {}, headers: headers ?? {} }),
    cookies,
    ip,
  };
}

export async function createTestDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rf_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: admin.toString() });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

// Signs up and verifies a user; returns a client holding that user's session.
export async function signUpVerified(
  server: TestServer,
  user: { name?: string; email: string; password?: string },
): Promise<TestClient> {
  const client = server.client();
  const password = user.password ?? "a long and unusual passphrase";
  const signup = await client.post("/api/user/signup", {
    name: user.name ?? "Test User",
    email: user.email,
    password,
    confirmpassword: password,
  });
  if (signup.status !== 200) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const verify = await client.post("/api/user/verify", { otp: await server.lastCode(user.email) });
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.status} ${await verify.text()}`);
  return client;
}

/**
 * Limits roomy enough for tests that make many generations: 50 images, 200 scripts and 20 of every other
 * feature of the catalogue (a feature added to the catalogue is covered without editing the tests).
 */
export const ROOMY_LIMITS: UsageLimits = Object.fromEntries(
  USAGE_FEATURES.map((f) => [f, f === "images" ? 50 : f === "scripts" ? 200 : 20]),
) as UsageLimits;

/** Puts the user with this email on the starter plan with ROOMY_LIMITS, from a new period. */
export async function setRoomyPlan(server: TestServer, email: string): Promise<void> {
  const [row] = await server.deps.db.select().from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no user ${email}`);
  await setUsagePlan(server.deps.db, row.id, "starter", ROOMY_LIMITS, new Date(server.clock.now()), true);
}

// ---- Generator tests: real renders through the API ----

/**
 * A server with its job workers, rendering at a quarter of the size (RENDER_SCALE 0.25) with its studio
 * cache in a scratch folder, and two verified users: alice@example.com and bob@example.com.
 */
export type GeneratorFixture = {
  server: TestServer;
  alice: TestClient;
  bob: TestClient;
  /** A folder for the test's own files (removed at close()). */
  scratch: string;
  /** A path in the scratch folder. */
  file(name: string): string;
  /** Downloads `url` (200 expected) as `name` in the scratch folder; returns its path. */
  fetchTo(client: TestClient, url: string, name: string): Promise<string>;
  /** The generations' settings (scale, cache): a test that configures more starts from these. */
  generationEnv: Record<string, string>;
  close(): Promise<void>;
};

export async function createGeneratorFixture(options: {
  /** The scratch folder's name starts with this (e.g. "rf-meme-test-"). */
  prefix: string;
  /** Alice on the starter plan with ROOMY_LIMITS (for tests that make many videos). */
  roomy?: boolean;
  /** The server's extra environment (e.g. OUTBOUND_ALLOW_LOOPBACK for a local web site). */
  env?: Record<string, string>;
}): Promise<GeneratorFixture> {
  const scratch = await mkdtemp(path.join(tmpdir(), options.prefix));
  const server = await createTestServer({ workers: true, env: options.env });
  const generationEnv = { RENDER_SCALE: "0.25", STUDIO_CACHE_DIR: path.join(scratch, "cache") };
  configureGenerations(server.deps, { env: generationEnv });
  const alice = await signUpVerified(server, { email: "alice@example.com" });
  const bob = await signUpVerified(server, { email: "bob@example.com" });
  if (options.roomy) await setRoomyPlan(server, "alice@example.com");
  const file = (name: string) => path.join(scratch, name);
  return {
    server,
    alice,
    bob,
    scratch,
    file,
    async fetchTo(client, url, name) {
      const response = await client.get(url);
      expect(response.status, url).toBe(200);
      await writeFile(file(name), Buffer.from(await response.arrayBuffer()));
      return file(name);
    },
    generationEnv,
    async close() {
      await server.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

/** Uploads a file (201 expected) as the client's own media. */
export async function uploadFile(
  client: TestClient,
  file: string,
  name = path.basename(file),
): Promise<TUpload> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await readFile(file))]), name);
  const response = await client.request("/api/uploads", { method: "POST", body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as TUpload;
}

/** Asks for a generation (202 expected); returns its id. */
export async function startGeneration(
  client: TestClient,
  kind: string,
  input: Record<string, unknown>,
): Promise<string> {
  const created = await client.post("/api/generations", { kind, input });
  expect(created.status, await created.clone().text()).toBe(202);
  return ((await created.json()) as { id: string }).id;
}

/** The generation once it is no longer queued or running (polled every 100 ms, for up to 3 minutes). */
export async function waitForGeneration(client: TestClient, id: string): Promise<TGeneration> {
  for (let i = 0; i < 1800; i++) {
    const body = (await (await client.get(`/api/generations/${id}`)).json()) as TGeneration;
    if (!["queued", "running"].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`generation ${id} did not finish`);
}

/** Asks for a generation and waits for it; it must succeed without an error. */
export async function generate(
  client: TestClient,
  kind: string,
  input: Record<string, unknown>,
): Promise<TGeneration> {
  const done = await waitForGeneration(client, await startGeneration(client, kind, input));
  expect(done.status, done.error ?? "").toBe("succeeded");
  expect(done.error).toBeNull();
  return done;
}

/** Runs ffmpeg quietly, overwriting its output (arguments as an array: never through a shell). */
export const ffmpeg = (...args: string[]): Buffer =>
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);

export type Probe = {
  streams: {
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
    sample_rate?: string;
  }[];
  format: { duration: string; format_name: string };
};

/** What ffprobe says of a file's streams and format. */
export const ffprobe = (file: string): Probe =>
  JSON.parse(
    execFileSync("ffprobe", [
      ...["-v", "error", "-print_format", "json", "-show_streams", "-show_format", file],
    ]).toString(),
  ) as Probe;

/** The mean RGB of a region of the frame at `at` seconds (x, y, w, h as fractions of the frame). */
export function meanColour(
  video: string,
  at: number,
  region: [number, number, number, number],
): [number, number, number] {
  const [x, y, w, h] = region;
  const raw = execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-ss", String(at), "-i", video, "-frames:v", "1"],
    ...["-vf", `crop=iw*${w}:ih*${h}:iw*${x}:ih*${y},scale=1:1:flags=area`, "-f", "rawvideo"],
    ...["-pix_fmt", "rgb24", "-"],
  ]);
  return [raw[0] ?? 0, raw[1] ?? 0, raw[2] ?? 0];
}
