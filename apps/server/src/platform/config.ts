import path from "node:path";
import { z } from "zod";

// Empty strings in .env files mean "unset", not "the empty value".
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((value) => value === "true" || value === "1" || value === "yes");

export const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  AUTH_SECRET: optionalString.pipe(
    z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  ),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default("ReelForge <no-reply@localhost>"),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanFlag,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  WEB_BUILD_DIR: optionalString,
});
export type Env = z.infer<typeof ZEnv>;

export type Config = Omit<Env, "PUBLIC_URL" | "DATA_DIR"> & {
  PUBLIC_URL: string;
  DATA_DIR: string;
  // Absolute path of apps/web/build/client unless WEB_BUILD_DIR says otherwise.
  webBuildDir: string;
  publicOrigin: string;
  secureCookies: boolean;
};

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  const publicUrl = new URL(values.PUBLIC_URL);
  return {
    ...values,
    PUBLIC_URL: publicUrl.toString().replace(/\/$/, ""),
    DATA_DIR: path.resolve(values.DATA_DIR),
    webBuildDir: path.resolve(values.WEB_BUILD_DIR ?? path.join(repoRoot, "apps/web/build/client")),
    publicOrigin: publicUrl.origin,
    secureCookies: publicUrl.protocol === "https:",
  };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

// Entry points call this: a bad environment stops the process with a readable message
// instead of failing later somewhere unrelated.
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable and its default.\n`);
      process.exit(1);
    }
    throw error;
  }
}
