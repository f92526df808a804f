import { createHmac } from "node:crypto";
import { createProviders, type Providers } from "@reelforge/studio";
import type { AppDeps } from "../../deps.ts";
import { createStorage, type Storage } from "../../platform/storage.ts";
import { createUsageLedger, type UsageLedger } from "../billing/index.ts";
import { createEventStreams, type EventStreams } from "./event-stream.ts";
import {
  type GenerationsConfig,
  generationsConfigFrom,
  parseGenerationsConfig,
} from "./generations-config.ts";

// What the generations routes and worker share in one app instance (AppDeps): storage, the
// studio's providers, the usage ledger, the share-link key and the running jobs' abort switches.
export type GenerationsRuntime = {
  deps: AppDeps;
  config: GenerationsConfig;
  storage: Storage;
  providers: Providers;
  ledger: UsageLedger;
  shareKey: Buffer;
  running: Map<string, AbortController>;
  // The open progress streams of this process, per user (GET /api/generations/:id/events).
  eventStreams: EventStreams;
};

const runtimes = new WeakMap<AppDeps, GenerationsRuntime>();

export type GenerationsOptions = { env?: Record<string, string | undefined> };

export function configureGenerations(deps: AppDeps, options: GenerationsOptions = {}): GenerationsRuntime {
  // Tests may pass their own variables; otherwise the process's configuration, checked at start.
  const env = options.env ?? deps.config.source;
  const config = options.env
    ? parseGenerationsConfig(options.env, deps.config.DATA_DIR)
    : generationsConfigFrom(deps.config, deps.config.DATA_DIR);
  const runtime: GenerationsRuntime = {
    deps,
    config,
    storage: createStorage({ dataDir: deps.config.DATA_DIR, storageUrl: config.storageUrl, env }),
    providers: createProviders(env as NodeJS.ProcessEnv, { cacheDir: config.cacheDir }),
    ledger: createUsageLedger(deps.db, () => new Date(deps.now())),
    // Derived from the app's secret so every API process signs and checks links alike.
    shareKey: createHmac("sha256", deps.authSecret).update("reelforge media share links").digest(),
    running: runtimes.get(deps)?.running ?? new Map(),
    eventStreams: runtimes.get(deps)?.eventStreams ?? createEventStreams(),
  };
  runtimes.set(deps, runtime);
  return runtime;
}

export function generationsFor(deps: AppDeps): GenerationsRuntime {
  return runtimes.get(deps) ?? configureGenerations(deps);
}
