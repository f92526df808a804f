import path from "node:path";
import { type Env, parseEnv } from "../../platform/config.ts";

export type GenerationsConfig = {
  storageUrl?: string;
  renderScale: number;
  // Generations one worker process renders at once.
  concurrency: number;
  cacheDir: string;
  shareTtlSeconds: number;
  waitSeconds: number;
};

// The generations part of the configuration (the variables are checked in platform/config.ts).
export function generationsConfigFrom(values: Env, dataDir: string): GenerationsConfig {
  return {
    storageUrl: values.STORAGE_URL,
    renderScale: values.RENDER_SCALE,
    concurrency: values.WORKER_CONCURRENCY,
    cacheDir: path.resolve(values.STUDIO_CACHE_DIR ?? path.join(dataDir, "cache")),
    shareTtlSeconds: values.SHARE_LINK_TTL_SECONDS,
    waitSeconds: values.GENERATION_WAIT_SECONDS,
  };
}

export function parseGenerationsConfig(
  env: Record<string, string | undefined>,
  dataDir: string,
): GenerationsConfig {
  return generationsConfigFrom(parseEnv(env), dataDir);
}
