import { ZApiError } from "@reelforge/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../src/modules/accounts/tables.ts";
import { setUsagePlan } from "../src/modules/billing/usage-ledger.ts";
import { configureGenerations } from "../src/modules/generations/generations-runtime.ts";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "./harness.ts";

// Every route of the OpenAPI document (GET /api/openapi.json), called with wrong types, NUL
// characters, lone surrogates, huge strings and numbers in every body field, query parameter and
// path parameter: never a 500, and every error in the error shape.

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  default?: unknown;
};
type Parameter = { name: string; in: "query" | "path" | "header" | "cookie"; schema?: Schema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const WEIRD_VALUES: unknown[] = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00y",
  "x".repeat(200_000),
  "🙂".repeat(5_000),
  1e308,
  -1e300,
  1e20, // 99999999999999999999 as JSON sends it: past every safe integer
  1.5,
  -1,
  0,
  true,
  null,
  [],
  {},
  ["\u0000"],
  { $ne: null },
  "",
  "   ",
];

const WEIRD_PARAMS = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%C0%AF",
  "%",
  "x".repeat(5_000),
  "99999999999999999999",
  "-1e300",
  "1e400",
  "NaN",
  "-1",
  "0",
  "1:%00",
  "99999999999999999999:x",
  "..%2F..%2Fetc%2Fpasswd",
  "%F0%9F%99%82",
  "00000000-0000-4000-8000-000000000000",
];

const WEIRD_BODIES = ["null", "[]", '"text"', "123", "{", "{}", '{"__proto__":{"x":1}}', "[".repeat(5_000)];

function resolve(document: Document, schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let depth = 0; current.$ref && depth < 20; depth++) {
    const name = current.$ref.split("/").pop() ?? "";
    current = document.components?.schemas?.[name] ?? {};
  }
  return current;
}

const CANDIDATES = ["1234", "en", "fuzz@example.com", "abc", "https://example.com/", "pro-monthly"];

// Valid-looking values: required fields only, the first enum choice, a value matching the pattern.
// One base per alternative of a oneOf/anyOf.
function samples(document: Document, raw: Schema | undefined, depth = 0): unknown[] {
  const schema = resolve(document, raw);
  if (depth > 8) return [null];
  if (schema.const !== undefined) return [schema.const];
  if (schema.enum?.length) return [schema.enum[0]];
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return alternatives.flatMap((alt) => samples(document, alt, depth + 1));
  if (schema.allOf)
    return [Object.assign({}, ...schema.allOf.map((s) => samples(document, s, depth + 1)[0]))];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "object" || schema.properties) {
    const value: Record<string, unknown> = {};
    for (const name of schema.required ?? [])
      value[name] = samples(document, schema.properties?.[name], depth + 1)[0];
    return [value];
  }
  if (type === "array") {
    const item = samples(document, schema.items, depth + 1)[0];
    return [Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item)];
  }
  if (type === "string") {
    if (schema.format === "email") return ["fuzz@example.com"];
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern);
      return [CANDIDATES.find((c) => pattern.test(c)) ?? "abc"];
    }
    return ["Fuzzing text ".repeat(Math.ceil(Math.max(1, schema.minLength ?? 1) / 13) + 1).trim()];
  }
  if (type === "integer" || type === "number") return [schema.minimum ?? 1];
  if (type === "boolean") return [true];
  return [schema.default ?? "abc"];
}

// Every field path the schema declares (required or not), to replace one at a time.
function fieldPaths(
  document: Document,
  raw: Schema | undefined,
  prefix: string[] = [],
  depth = 0,
): string[][] {
  const schema = resolve(document, raw);
  if (depth > 6) return [];
  const paths: string[][] = [];
  for (const alt of schema.oneOf ?? schema.anyOf ?? [])
    paths.push(...fieldPaths(document, alt, prefix, depth + 1));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    paths.push([...prefix, name]);
    paths.push(...fieldPaths(document, property, [...prefix, name], depth + 1));
  }
  const items = resolve(document, schema.items);
  if (schema.items && (items.properties || items.type === "object")) {
    paths.push(...fieldPaths(document, items, [...prefix, "0"], depth + 1));
  }
  return paths;
}

function withValue(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== "object" || node[key] === null) node[key] = /^\d+$/.test(key) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1) ?? ""] = value;
  return copy;
}

let ipCounter = 0;
const freshIp = () => `198.18.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

describe("fuzzing every route of the OpenAPI document", () => {
  let server: TestServer;
  let alice: TestClient;
  let visitor: TestClient;
  let document: Document;
  const failures: string[] = [];
  let calls = 0;

  beforeAll(async () => {
    server = await createTestServer();
    // No worker runs here: the synchronous generate calls give up after a second (504).
    configureGenerations(server.deps, { env: { GENERATION_WAIT_SECONDS: "1" } });
    alice = await signUpVerified(server, { email: "alice@example.com" });
    visitor = server.client();
    const [row] = await server.deps.db.select().from(user).where(eq(user.email, "alice@example.com"));
    const plenty = {
      images: 100_000,
      videos: 100_000,
      facelessVideos: 100_000,
      scripts: 100_000,
      slideshows: 100_000,
      voiceOvers: 100_000,
      linkVideos: 100_000,
      generationSeconds: 0,
      clips: 100_000,
    };
    await setUsagePlan(
      server.deps.db,
      row?.id ?? "",
      "pro-monthly",
      plenty,
      new Date(server.clock.now()),
      true,
    );
    document = (await (await visitor.get("/api/openapi.json")).json()) as Document;
  });
  afterAll(async () => {
    await server.close();
  });

  async function callOne(
    client: TestClient,
    method: string,
    url: string,
    body?: string,
    contentType = "application/json",
  ): Promise<void> {
    calls += 1;
    const headers: Record<string, string> = { "x-forwarded-for": freshIp() };
    if (body !== undefined) headers["content-type"] = contentType;
    let response: Response;
    try {
      response = await client.request(url, { method, headers, ...(body !== undefined ? { body } : {}) });
    } catch (error) {
      failures.push(`${method} ${url.slice(0, 120)} threw ${(error as Error).message}`);
      return;
    }
    const text = await response.text();
    const where = `${method} ${url.slice(0, 120)} ${body?.slice(0, 120) ?? ""} -> ${response.status}`;
    if (response.status === 500) {
      failures.push(`${where}: ${text.slice(0, 200)}`);
      return;
    }
    const isJson = response.headers.get("content-type")?.includes("application/json");
    if (response.status >= 400 && url.startsWith("/api/") && isJson) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
      if (!ZApiError.safeParse(parsed).success)
        failures.push(`${where}: not the error shape: ${text.slice(0, 200)}`);
    }
  }

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );
  // Logging out would end alice's session for the calls after it.
  const clientFor = (operationId: string) => (operationId === "logout" ? visitor : alice);
  const urlOf = (path: string, fill: (name: string) => string) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => fill(name));
  const UNKNOWN = "00000000-0000-4000-8000-000000000000";

  it("walks a document that has every route", () => {
    expect(operations().length).toBeGreaterThan(30);
  });

  // The spec's synchronous calls (POST /api/.../generate) answer a valid body only after
  // GENERATION_WAIT_SECONDS (a 504: no worker runs here), so their calls go out eight at a time and
  // those waits overlap; every other route is called one call after another.
  function caller(method: string, path: string) {
    const atOnce = method === "POST" && path.endsWith("/generate") ? 8 : 1;
    const running = new Set<Promise<void>>();
    return {
      async send(client: TestClient, url: string, body?: string, contentType?: string): Promise<void> {
        const done: Promise<void> = callOne(client, method, url, body, contentType).finally(() =>
          running.delete(done),
        );
        running.add(done);
        if (running.size >= atOnce) await Promise.race(running);
      },
      async settled(): Promise<void> {
        await Promise.all(running);
      },
    };
  }

  it("bad bodies and bad field values", { timeout: 600_000 }, async () => {
    for (const { path, method, operation } of operations()) {
      const url = urlOf(path, () => UNKNOWN);
      const client = clientFor(operation.operationId);
      const route = caller(method, path);
      const send = (body: string, contentType?: string) => route.send(client, url, body, contentType);
      const content = operation.requestBody?.content ?? {};
      if (content["multipart/form-data"]) {
        const boundary = "fuzzboundary";
        const part = (name: string, filename: string, data: string) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${data}\r\n`;
        for (const body of [
          `${part("avatar", "a\u0000.png", "\u0000\u0000")}--${boundary}--\r\n`,
          `${part("avatar", "x".repeat(5000), "not an image")}--${boundary}--\r\n`,
          `--${boundary}\r\nbroken`,
          "",
        ]) {
          await send(body, `multipart/form-data; boundary=${boundary}`);
        }
        await send('{"avatar":"\\u0000"}');
      }
      if (!content["application/json"] && method !== "GET" && method !== "DELETE") {
        // Bodies nobody asked for.
        for (const body of WEIRD_BODIES) await send(body);
      }
      if (!content["application/json"]) {
        await route.settled();
        continue;
      }
      const schema = content["application/json"].schema;
      for (const body of WEIRD_BODIES) await send(body);
      const bases = samples(document, schema);
      const paths = fieldPaths(document, schema);
      for (const base of bases) {
        await send(JSON.stringify(base));
        for (const field of paths) {
          for (const value of WEIRD_VALUES) {
            await send(JSON.stringify(withValue(base, field, value)));
          }
        }
        // Field names nobody declared, with bad text.
        await send(JSON.stringify({ ...(base as object), "\u0000": 1, extra: "\ud800" }));
      }
      await route.settled();
    }
    expect(failures, failures.slice(0, 30).join("\n")).toEqual([]);
    expect(calls).toBeGreaterThan(1000);
  });

  it("bad path and query parameters", { timeout: 600_000 }, async () => {
    for (const { path, method, operation } of operations()) {
      const client = clientFor(operation.operationId);
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const body = content["application/json"]
        ? JSON.stringify(samples(document, content["application/json"].schema)[0])
        : undefined;
      const route = caller(method, path);
      const send = (url: string) => route.send(client, url, body);
      for (const value of WEIRD_PARAMS) {
        if (path.includes("{")) await send(urlOf(path, () => value));
        for (const parameter of parameters.filter((p) => p.in === "query")) {
          await send(`${urlOf(path, () => UNKNOWN)}?${parameter.name}=${value}`);
        }
      }
      // Parameters nobody declared.
      for (const value of WEIRD_PARAMS.slice(0, 4)) {
        await send(`${urlOf(path, () => UNKNOWN)}?${value}=${value}`);
      }
      await route.settled();
    }
    expect(failures, failures.slice(0, 30).join("\n")).toEqual([]);
  });
});
