import path from "node:path";
import { z } from "zod";
import { ConfigError } from "../../platform/config.ts";

// Environment of the generations module (every variable is in .env.example with its default).
const ZGenerationsEnv = z.object({
  // Unset: files under DATA_DIR/media. Set: s3://bucket/prefix?endpoint=...&region=...
  STORAGE_URL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .pipe(z.string().startsWith("s3://", "STORAGE_URL must start with s3://").optional()),
  // Frame size multiplier: 1 renders 1080x1920 / 1920x1080; tests and small machines use less.
  RENDER_SCALE: z.coerce.number().min(0.1, "RENDER_SCALE must be at least 0.1").max(1).default(1),
  STUDIO_CACHE_DIR: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
  // How long a share link stays valid.
  SHARE_LINK_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  // How long the spec's synchronous calls wait for their job before answering 504.
  GENERATION_WAIT_SECONDS: z.coerce.number().int().positive().default(900),
});

export type GenerationsConfig = {
  storageUrl?: string;
  renderScale: number;
  cacheDir: string;
  shareTtlSeconds: number;
  waitSeconds: number;
};

export function parseGenerationsConfig(
  env: Record<string, string | undefined>,
  dataDir: string,
): GenerationsConfig {
  const result = ZGenerationsEnv.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}\nSee .env.example for every variable.`);
  }
  const parsed = result.data;
  return {
    storageUrl: parsed.STORAGE_URL,
    renderScale: parsed.RENDER_SCALE,
    cacheDir: path.resolve(parsed.STUDIO_CACHE_DIR ?? path.join(dataDir, "cache")),
    shareTtlSeconds: parsed.SHARE_LINK_TTL_SECONDS,
    waitSeconds: parsed.GENERATION_WAIT_SECONDS,
  };
}
