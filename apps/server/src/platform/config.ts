import path from "node:path";
import { PROVIDER_ENV, ProviderConfigError, providerConfigFromEnv } from "@reelforge/studio";
import { z } from "zod";

// The one schema of every variable any part of the server reads (platform, every module, the
// studio's providers). Entry points parse it once at start (loadConfigOrExit); modules read their
// values from `deps.config`. Every variable is in .env.example with its default (a test checks it).
//
// Every message says what is allowed and starts with "must", so an error reads
// "<VARIABLE> must be ...": one line per bad variable, never a stack trace.

// Empty strings in .env files mean "unset", not "the empty value".
const blank = (value: unknown) =>
  typeof value === "string" ? (value.trim() === "" ? undefined : value.trim()) : value;

const text = () => z.preprocess(blank, z.string().optional());
const textOr = (fallback: string) => z.preprocess(blank, z.string().default(fallback));

const portMessage = (min: number) => `must be a port number from ${min} to 65535`;
const port = (min: number) =>
  z.coerce
    .number({ error: portMessage(min) })
    .int({ error: portMessage(min) })
    .min(min, { error: portMessage(min) })
    .max(65535, { error: portMessage(min) });

function wholeNumber(min: number, max?: number) {
  const message =
    max === undefined
      ? `must be a whole number from ${min} up`
      : `must be a whole number from ${min} to ${max}`;
  const base = z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message });
  return max === undefined ? base : base.max(max, { error: message });
}

const url = (protocols: string[], message: string) =>
  z.url({ protocol: new RegExp(`^(${protocols.join("|")})$`), error: message });

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });

const flag = () =>
  z.preprocess(
    (value) => blank(typeof value === "string" ? value.toLowerCase() : value),
    z
      .enum(["true", "false", "1", "0", "yes", "no"], {
        error: "must be one of true, false (or 1, 0, yes, no)",
      })
      .optional()
      .transform((value) => value === "true" || value === "1" || value === "yes"),
  );

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(blank, schema.default(fallback as never));

const PLATFORM = {
  NODE_ENV: withDefault(oneOf(["development", "production", "test"]), "development"),
  PORT: withDefault(port(0), 3000),
  HOST: textOr("0.0.0.0"),
  PUBLIC_URL: withDefault(
    url(["http", "https"], "must be an http:// or https:// URL, e.g. https://reel.example"),
    "http://localhost:3000",
  ),
  DATA_DIR: textOr("./data"),
  DATABASE_URL: optional(
    url(
      ["postgres", "postgresql"],
      "must be a postgres:// or postgresql:// URL, e.g. postgres://user:pass@host:5432/db (unset: the embedded database)",
    ),
  ),
  AUTH_SECRET: optional(z.string().min(32, { error: "must be at least 32 characters" })),
  SMTP_URL: optional(url(["smtp", "smtps"], "must be an smtp:// or smtps:// URL")),
  MAIL_FROM: textOr("ReelForge <no-reply@localhost>"),
  GOOGLE_CLIENT_ID: text(),
  GOOGLE_JWKS_URL: withDefault(
    url(["http", "https"], "must be an http:// or https:// URL"),
    "https://www.googleapis.com/oauth2/v3/certs",
  ),
  LOG_LEVEL: withDefault(oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
  TRUST_PROXY: flag(),
  TRUST_PROXY_HOPS: withDefault(wholeNumber(1, 10), 1),
  BODY_LIMIT_BYTES: withDefault(wholeNumber(1), 1024 * 1024),
  UPLOAD_MAX_BYTES: withDefault(wholeNumber(1), 10 * 1024 ** 3),
  WEB_BUILD_DIR: text(),
  // Test setting: the outbound client (webhooks, fetched pages) may reach loopback addresses, and
  // webhooks may use http to them. Private ranges stay refused.
  OUTBOUND_ALLOW_LOOPBACK: flag(),
};

const CONTACT = {
  CONTACT_TO: withDefault(
    z.string().regex(/^[^\s@<>,;]+@[^\s@<>,;]+$/, { error: "must be one e-mail address" }),
    "contact@localhost",
  ),
};

const BILLING = {
  STRIPE_SECRET_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  STRIPE_WEBHOOK_TOLERANCE: withDefault(wholeNumber(1), 300),
  STRIPE_API_HOST: text(),
  STRIPE_API_PORT: optional(port(1)),
  STRIPE_API_PROTOCOL: optional(oneOf(["http", "https"])),
  STRIPE_PRICE_STARTER_MONTHLY: text(),
  STRIPE_PRICE_PRO_MONTHLY: text(),
  STRIPE_PRICE_ENTERPRISE_MONTHLY: text(),
  STRIPE_PRICE_STARTER_YEARLY: text(),
  STRIPE_PRICE_PRO_YEARLY: text(),
  STRIPE_PRICE_ENTERPRISE_YEARLY: text(),
  STRIPE_PRICE_PLUS_MONTHLY: text(),
  STRIPE_PRICE_MAX_MONTHLY: text(),
  STRIPE_PRICE_GENERATIVE_MONTHLY: text(),
  STRIPE_PRICE_PLUS_YEARLY: text(),
  STRIPE_PRICE_MAX_YEARLY: text(),
  STRIPE_PRICE_GENERATIVE_YEARLY: text(),
};

const GENERATIONS = {
  STORAGE_URL: optional(
    z.string().regex(/^s3:\/\/[^/?#\s]+/, {
      error: "must be an s3://bucket/prefix URL, e.g. s3://media/reelforge?endpoint=http://127.0.0.1:9000",
    }),
  ),
  AWS_ACCESS_KEY_ID: text(),
  AWS_SECRET_ACCESS_KEY: text(),
  AWS_SESSION_TOKEN: text(),
  RENDER_SCALE: withDefault(
    z.coerce
      .number({ error: "must be a number from 0.1 to 1" })
      .min(0.1, { error: "must be a number from 0.1 to 1" })
      .max(1, { error: "must be a number from 0.1 to 1" }),
    1,
  ),
  WORKER_CONCURRENCY: withDefault(wholeNumber(1, 16), 1),
  SHARE_LINK_TTL_SECONDS: withDefault(wholeNumber(1), 7 * 24 * 3600),
  GENERATION_WAIT_SECONDS: withDefault(wholeNumber(1), 900),
};

export const ZEnv = z.object({
  ...PLATFORM,
  ...CONTACT,
  ...BILLING,
  ...GENERATIONS,
  // The studio's own variables (LLM_*, TTS_PROVIDER, OPENAI_*, ..., STUDIO_CACHE_DIR, PROVIDER_*).
  ...PROVIDER_ENV.shape,
});
export type Env = z.infer<typeof ZEnv>;

export type Config = Omit<Env, "PUBLIC_URL" | "DATA_DIR"> & {
  PUBLIC_URL: string;
  DATA_DIR: string;
  // Absolute path of apps/web/build/client unless WEB_BUILD_DIR says otherwise.
  webBuildDir: string;
  publicOrigin: string;
  secureCookies: boolean;
  // The variables the config was parsed from, for libraries that read names themselves (the
  // studio's providers); already checked by this schema.
  source: Record<string, string | undefined>;
};

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

export class ConfigError extends Error {
  override name = "ConfigError";
}

function describe(error: z.ZodError): string {
  const lines = new Map<string, string>();
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "environment");
    if (!lines.has(name)) lines.set(name, `${name} ${issue.message}`);
  }
  return [...lines.values()].join("\n");
}

// Only the schema: each variable checked and given its default.
export function parseEnv(env: Record<string, string | undefined>): Env {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) throw new ConfigError(describe(parsed.error));
  return parsed.data;
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const values = parseEnv(env);
  // Settings that are fine alone but not together (TTS_PROVIDER=elevenlabs without its key).
  try {
    providerConfigFromEnv(env as NodeJS.ProcessEnv);
  } catch (error) {
    if (error instanceof ProviderConfigError) throw new ConfigError(error.problems.join("\n"));
    throw error;
  }
  const publicUrl = new URL(values.PUBLIC_URL);
  return {
    ...values,
    PUBLIC_URL: publicUrl.toString().replace(/\/$/, ""),
    DATA_DIR: path.resolve(values.DATA_DIR),
    webBuildDir: path.resolve(values.WEB_BUILD_DIR ?? path.join(repoRoot, "apps/web/build/client")),
    publicOrigin: publicUrl.origin,
    secureCookies: publicUrl.protocol === "https:",
    source: { ...env },
  };
}

// Entry points call this: a bad environment stops the process with one line per bad variable
// (naming it and what is allowed) instead of a stack trace, or a failure later somewhere else.
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) exitWithConfigError(error.message);
    throw error;
  }
}

export function exitWithConfigError(message: string): never {
  const lines = message.split("\n").map((line) => `${line} (see .env.example)\n`);
  process.stderr.write(lines.join(""));
  process.exit(1);
}
