import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { createDeps } from "./deps.ts";
import { modules } from "./modules/index.ts";
import { exitWithConfigError, loadConfigOrExit } from "./platform/config.ts";
import { createLogger } from "./platform/logger.ts";

export async function startWorkers(deps: Awaited<ReturnType<typeof createDeps>>): Promise<void> {
  for (const module of modules) await module.startWorkers?.(deps);
}

// Starts the API and/or the workers and stops them cleanly on SIGTERM/SIGINT: stop accepting,
// let in-flight requests and jobs finish, stop pg-boss, close the database.
export async function runServer(options: { api: boolean; workers: boolean }): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.LOG_LEVEL);
  // The embedded database belongs to one process: a separate worker would open the same files.
  if (!config.DATABASE_URL && !options.api) {
    process.stderr.write(
      "A separate worker process needs DATABASE_URL (PostgreSQL). With the embedded database, `npm start` runs the API and the workers in one process.\n",
    );
    process.exit(1);
  }
  if (!config.DATABASE_URL && !options.workers) {
    logger.warn(
      "embedded database and no workers in this process: queued jobs will not run (use `npm start`)",
    );
  }
  const deps = await createDeps(config, { logger, superviseQueue: options.workers }).catch(
    (error: unknown) => {
      // An unreachable or refusing database is a configuration problem: say which variable.
      if (config.DATABASE_URL && isConnectionError(error)) {
        exitWithConfigError(`DATABASE_URL: cannot connect to the database (${connectionReason(error)})`);
      }
      throw error;
    },
  );
  if (options.workers) {
    await startWorkers(deps);
    logger.info({ modules: modules.map((m) => m.name) }, "workers started");
  }
  let server: Server | undefined;
  if (options.api) {
    const app = createApp(deps);
    server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }) as Server;
    await new Promise<void>((resolve) => {
      server?.once("listening", () => resolve());
      server?.once("error", (error: NodeJS.ErrnoException) => {
        const where = `port ${config.PORT} on ${config.HOST}`;
        if (error.code === "EADDRINUSE") exitWithConfigError(`PORT: ${where} is already in use`);
        if (error.code === "EACCES") exitWithConfigError(`PORT: ${where} needs more privileges`);
        if (error.code === "EADDRNOTAVAIL")
          exitWithConfigError(`HOST: ${config.HOST} is not an address of this machine`);
        throw error;
      });
    });
    logger.info({ url: config.PUBLIC_URL, port: config.PORT, host: config.HOST }, "API listening");
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 20_000);
    force.unref();
    // Running jobs first (at once, before any await): their children may already be dying of the
    // same signal, and that must read as "stopping", not as the job's failure.
    const workersStopped = options.workers
      ? Promise.all(modules.map((module) => module.stopWorkers?.(deps)))
      : Promise.resolve();
    if (server) {
      const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
      // Idle keep-alive connections would hold close() open; busy ones finish their request.
      server.closeIdleConnections();
      await closed;
    }
    await workersStopped;
    await deps.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

// The errors of a database that cannot be reached or refuses us, wherever the driver wraps them.
function rootCause(error: unknown): { code?: string; message?: string } {
  let current = error as { cause?: unknown; code?: string; message?: string } | undefined;
  for (let depth = 0; depth < 5 && current?.cause; depth++) current = current.cause as typeof current;
  return current ?? {};
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ECONNRESET",
  "28P01", // password authentication failed
  "28000", // no pg_hba.conf entry / role does not exist
  "3D000", // database does not exist
]);

function isConnectionError(error: unknown): boolean {
  const cause = rootCause(error);
  const errors = (cause as { errors?: { code?: string }[] }).errors ?? [];
  return CONNECTION_CODES.has(cause.code ?? "") || errors.some((e) => CONNECTION_CODES.has(e.code ?? ""));
}

function connectionReason(error: unknown): string {
  const cause = rootCause(error);
  const first = (cause as { errors?: { code?: string; message?: string }[] }).errors?.[0];
  return (first?.message ?? cause.message ?? cause.code ?? "unknown error").split("\n")[0] ?? "";
}
