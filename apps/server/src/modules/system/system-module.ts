import { healthRoute, publicConfigRoute } from "@reelforge/contract";
import { implement, routeApp } from "../../platform/validate.ts";
import type { AppModule } from "../app-module.ts";

export const PING_QUEUE = "system.ping";
export type PingJob = { message: string };
export type PingResult = { pong: string; handledAt: string };

// Health and public configuration, plus `system.ping`: a trivial job that proves the queue
// works end to end (enqueue -> worker -> result stored on the job).
export const systemModule: AppModule = {
  name: "system",
  routes() {
    const app = routeApp();
    implement(app, healthRoute, async (c) => {
      const deps = c.get("deps");
      const [database, ffmpeg] = await Promise.all([deps.database.serverVersion(), deps.ffmpegVersion()]);
      c.header("cache-control", "no-store");
      return c.json({ status: "ok" as const, database, ffmpeg }, 200);
    });
    implement(app, publicConfigRoute, (c) => {
      const { config } = c.get("deps");
      return c.json({ googleClientId: config.GOOGLE_CLIENT_ID ?? null }, 200);
    });
    return app;
  },
  async startWorkers(deps) {
    await deps.queue.work<PingJob>(PING_QUEUE, async (data) => {
      const result: PingResult = { pong: data.message, handledAt: new Date(deps.now()).toISOString() };
      return result;
    });
  },
};
