import { PgBoss, type SendOptions } from "pg-boss";
import type { Database } from "./db.ts";
import type { Logger } from "./logger.ts";
import { pgliteBossAdapter } from "./pglite-boss-adapter.ts";

export type JobHandler<T> = (data: T, job: { id: string; name: string }) => Promise<unknown>;

export type Queue = {
  boss: PgBoss;
  // Creates the queue on first use, then sends; returns the job id.
  enqueue<T extends object>(name: string, data: T, options?: SendOptions): Promise<string>;
  // Registers a worker; each job is handled on its own (a thrown error fails that job and pg-boss retries it).
  // `concurrency` jobs of the queue run at once in this process (default 1: one after another).
  work<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: { pollingIntervalSeconds?: number; concurrency?: number },
  ): Promise<string>;
  stop(): Promise<void>;
};

export type QueueOptions = {
  database: Database;
  logger: Logger;
  // Worker-side maintenance (expiring and archiving jobs) runs only where jobs are processed.
  supervise?: boolean;
};

export async function startQueue(options: QueueOptions): Promise<Queue> {
  const { database, logger } = options;
  const boss =
    database.kind === "pglite" && database.pglite
      ? new PgBoss({
          db: pgliteBossAdapter(database.pglite),
          backend: "pglite",
          supervise: options.supervise ?? true,
          schedule: false,
        })
      : new PgBoss({
          connectionString: database.connectionString,
          max: 4,
          supervise: options.supervise ?? true,
          schedule: false,
        });
  boss.on("error", (error) => logger.error({ err: error }, "queue: pg-boss error"));
  await boss.start();

  const created = new Set<string>();
  async function ensureQueue(name: string): Promise<void> {
    if (created.has(name)) return;
    if (!(await boss.getQueue(name))) await boss.createQueue(name);
    created.add(name);
  }

  // The workers of each queue in this process. A job sent from here wakes them at once (the API and
  // the worker in one process, as `npm start` runs): it starts now, not at the next poll. A job
  // sent by another process is found by the poll (pg-boss sends no notifications on PGlite, and
  // the queues are made without them).
  const localWorkers = new Map<string, string[]>();

  let stopped = false;
  return {
    boss,
    async enqueue(name, data, sendOptions) {
      await ensureQueue(name);
      const id = await boss.send(name, data, sendOptions ?? {});
      if (!id) throw new Error(`queue: job not created on ${name}`);
      // A busy worker takes the wake-up as "fetch again right after this job".
      for (const worker of localWorkers.get(name) ?? []) boss.notifyWorker(worker);
      return id;
    },
    async work(name, handler, workOptions) {
      await ensureQueue(name);
      // One pg-boss worker per job that may run at once, each with its id, so each can be woken.
      const ids: string[] = [];
      for (let i = 0; i < Math.max(1, workOptions?.concurrency ?? 1); i++) {
        ids.push(
          await boss.work<Record<string, unknown>>(
            name,
            { batchSize: 1, pollingIntervalSeconds: workOptions?.pollingIntervalSeconds ?? 1 },
            async (jobs) => {
              const results: unknown[] = [];
              for (const job of jobs) {
                logger.debug({ job: job.id, queue: name }, "queue: job started");
                results.push(await handler(job.data as never, { id: job.id, name }));
              }
              return results.length === 1 ? results[0] : results;
            },
          ),
        );
      }
      localWorkers.set(name, [...(localWorkers.get(name) ?? []), ...ids]);
      return ids[0] as string;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      // Graceful: running handlers finish (up to the timeout) before the connection goes.
      await boss.stop({ graceful: true, timeout: 10_000, close: database.kind !== "pglite" });
    },
  };
}
