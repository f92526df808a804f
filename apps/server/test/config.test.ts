import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PROVIDER_ENV, providerConfigFromEnv } from "@reelforge/studio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseConfig, parseEnv, ZEnv } from "../src/platform/config.ts";
import { copyPgliteTemplate } from "./pglite-template.ts";

const root = path.resolve(import.meta.dirname, "../../..");

function configError(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe("configuration: one schema for every variable", () => {
  // One bad value of each kind, from every module: the message is one line that names the
  // variable and says what is allowed.
  const cases: [string, string, RegExp][] = [
    ["PORT", "70000", /^PORT must be a port number from 0 to 65535\b/],
    ["STRIPE_API_PORT", "abc", /^STRIPE_API_PORT must be a port number from 1 to 65535\b/],
    [
      "DATABASE_URL",
      "mysql://db.example/x",
      /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL\b/,
    ],
    ["DATABASE_URL", "not a url", /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL\b/],
    ["PUBLIC_URL", "ftp://example.com", /^PUBLIC_URL must be an http:\/\/ or https:\/\/ URL\b/],
    ["LLM_BASE_URL", "localhost:11434", /^LLM_BASE_URL must be an http\(s\) URL/],
    ["RENDER_SCALE", "5", /^RENDER_SCALE must be a number from 0.1 to 1\b/],
    ["BODY_LIMIT_BYTES", "lots", /^BODY_LIMIT_BYTES must be a whole number from 1\b/],
    ["PROVIDER_TIMEOUT_MS", "soon", /^PROVIDER_TIMEOUT_MS must be a whole number\b/],
    ["TRUST_PROXY_HOPS", "0", /^TRUST_PROXY_HOPS must be a whole number from 1 to 10\b/],
    ["LOG_LEVEL", "loud", /^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent\b/],
    ["TTS_PROVIDER", "polly", /^TTS_PROVIDER must be espeak, openai or elevenlabs\b/],
    ["STRIPE_API_PROTOCOL", "gopher", /^STRIPE_API_PROTOCOL must be one of http, https\b/],
    ["TRUST_PROXY", "maybe", /^TRUST_PROXY must be one of true, false\b/],
    ["CONTACT_TO", "a@example.com, b@example.com", /^CONTACT_TO must be one e-mail address\b/],
    ["STORAGE_URL", "https://bucket", /^STORAGE_URL must be an s3:\/\/bucket\/prefix URL\b/],
  ];
  for (const [name, value, expected] of cases) {
    it(`${name}=${value} is refused with one line naming it`, () => {
      const message = configError({ [name]: value });
      expect(message.split("\n")).toHaveLength(1);
      expect(message).toMatch(expected);
    });
  }

  it("provider settings that do not fit together are refused at start too", () => {
    expect(configError({ TTS_PROVIDER: "elevenlabs" })).toMatch(
      /^TTS_PROVIDER=elevenlabs needs ELEVENLABS_API_KEY/,
    );
  });

  it("every module's variables are in the one schema and parsed into the config", () => {
    const config = parseConfig({
      STRIPE_API_PORT: "12111",
      RENDER_SCALE: "0.25",
      CONTACT_TO: "team@example.com",
      TTS_PROVIDER: "espeak",
      TRUST_PROXY_HOPS: "2",
    });
    expect(config.STRIPE_API_PORT).toBe(12111);
    expect(config.RENDER_SCALE).toBe(0.25);
    expect(config.CONTACT_TO).toBe("team@example.com");
    expect(config.TRUST_PROXY_HOPS).toBe(2);
  });

  it(".env.example lists exactly the schema's variables, each with the schema's default", () => {
    const example = readFileSync(path.join(root, ".env.example"), "utf8");
    const values: Record<string, string> = {};
    for (const line of example.split("\n")) {
      const match = /^([A-Z0-9_]+)=(.*)$/.exec(line);
      if (match?.[1]) values[match[1]] = match[2] ?? "";
    }
    expect(Object.keys(values).sort()).toEqual(Object.keys(ZEnv.shape).sort());
    // Writing the documented default must mean the same as leaving the variable unset (the
    // studio's providers keep their defaults in PROVIDER_DEFAULTS: compare what they make of it).
    for (const [name, value] of Object.entries(values)) {
      if (name in PROVIDER_ENV.shape && name !== "STUDIO_CACHE_DIR") {
        // Unset retry settings mean the studio's DEFAULT_RETRY_POLICY (providers/http.ts).
        const effective = (config: ReturnType<typeof providerConfigFromEnv>) => ({
          ...config,
          retry: { timeoutMs: 60_000, retries: 3, baseDelayMs: 500, ...config.retry },
        });
        expect(effective(providerConfigFromEnv({ [name]: value })), name).toEqual(
          effective(providerConfigFromEnv({})),
        );
      } else {
        expect(parseEnv({ [name]: value })[name as keyof typeof ZEnv.shape], name).toEqual(
          parseEnv({})[name as keyof typeof ZEnv.shape],
        );
      }
    }
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as { port: number }).port;
  server.close();
  await once(server, "close");
  return port;
}

// The real entry points with a bad environment: exit 1, and stderr is one line, no stack trace.
describe("configuration errors stop the real process with one line", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "rf-config-"));
    await copyPgliteTemplate(path.join(dataDir, "db"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function start(entry: string, env: Record<string, string>) {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(root, "apps/server/src", entry)], {
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    // "close", not "exit": the child's stderr may still be arriving when it has exited (a loaded machine
    // once gave this test an exit code 1 and no line yet).
    const [code] = (await once(child, "close")) as [number | null];
    clearTimeout(timer);
    return { code, lines: stderr.trimEnd().split("\n") };
  }

  const runs: [string, Record<string, string>, RegExp][] = [
    ["worker.ts", { STRIPE_API_PORT: "abc", DATABASE_URL: "postgres://x@127.0.0.1:1/x" }, /STRIPE_API_PORT/],
    ["main.ts", { RENDER_SCALE: "5" }, /RENDER_SCALE must be a number from 0.1 to 1/],
    ["standalone.ts", { DATABASE_URL: "mysql://db.example/x" }, /DATABASE_URL must be a postgres/],
    ["standalone.ts", { LOG_LEVEL: "loud" }, /LOG_LEVEL must be one of/],
    [
      "main.ts",
      { DATABASE_URL: "postgres://nobody@127.0.0.1:1/nothing" },
      /DATABASE_URL.*(cannot|could not)/i,
    ],
  ];
  // Side by side: none of them gets as far as the database folder, and each is mostly a process starting.
  for (const [entry, env, expected] of runs) {
    it.concurrent(`${entry} with ${JSON.stringify(env)}`, async () => {
      const { code, lines } = await start(entry, env);
      expect(code).toBe(1);
      expect(lines, lines.join("\n")).toHaveLength(1);
      expect(lines[0]).toMatch(expected);
      expect(lines[0]).not.toMatch(/\bat \S+:\d+/);
    });
  }

  it("a port in use is named in one line", async () => {
    const blocker = createServer();
    blocker.listen(0, "127.0.0.1");
    await once(blocker, "listening");
    const port = (blocker.address() as { port: number }).port;
    try {
      const { code, lines } = await start("standalone.ts", { PORT: String(port) });
      expect(code).toBe(1);
      expect(lines, lines.join("\n")).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^PORT: port ${port} on 127.0.0.1 is already in use`));
    } finally {
      blocker.close();
    }
  });
});
