import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PING_QUEUE, type PingResult } from "../src/modules/system/system-module.ts";
import { createTestServer, type TestServer } from "./harness.ts";

describe("job queue (pg-boss on the app database)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ workers: true });
  });
  afterAll(async () => {
    await server.close();
  });

  it("runs a job end to end: enqueue, worker handles it, result stored on the job", async () => {
    const id = await server.deps.queue.enqueue(PING_QUEUE, { message: "hello queue" });
    let job = await server.deps.queue.boss.getJobById<{ message: string }>(PING_QUEUE, id);
    for (let i = 0; i < 100 && job?.state !== "completed"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await server.deps.queue.boss.getJobById(PING_QUEUE, id);
    }
    expect(job?.state).toBe("completed");
    expect(job?.data).toEqual({ message: "hello queue" });
    const output = job?.output as PingResult;
    expect(output.pong).toBe("hello queue");
    expect(output.handledAt).toBe(new Date(server.clock.now()).toISOString());
  });

  it("records a failing handler's error and keeps the job for retry", async () => {
    await server.deps.queue.work<{ n: number }>("test.fails", async () => {
      throw new Error("handler refused");
    });
    const id = await server.deps.queue.enqueue("test.fails", { n: 1 }, { retryLimit: 0 });
    let job = await server.deps.queue.boss.getJobById("test.fails", id);
    for (let i = 0; i < 100 && job?.state !== "failed"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await server.deps.queue.boss.getJobById("test.fails", id);
    }
    expect(job?.state).toBe("failed");
    expect(JSON.stringify(job?.output)).toContain("handler refused");
  });

  it("a job sent from the process that works it starts at once, not at the next poll", async () => {
    const started: number[] = [];
    // A poll every 30 s: only the wake-up on send can start the job within the test's time.
    await server.deps.queue.work<{ n: number }>(
      "test.wakes",
      async () => {
        started.push(Date.now());
      },
      { pollingIntervalSeconds: 30 },
    );
    // The worker's first fetch (at registration) has found nothing and it sleeps.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let n = 1; n <= 3; n++) {
      const sent = Date.now();
      await server.deps.queue.enqueue("test.wakes", { n });
      for (let i = 0; i < 50 && started.length < n; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(started).toHaveLength(n);
      expect((started[n - 1] ?? Number.POSITIVE_INFINITY) - sent).toBeLessThan(5_000);
    }
  });

  it("runs `concurrency` jobs of a queue at the same time, one at a time by default", async () => {
    async function peak(name: string, concurrency?: number): Promise<number> {
      let running = 0;
      let most = 0;
      await server.deps.queue.work<{ n: number }>(
        name,
        async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          running -= 1;
        },
        { concurrency },
      );
      const ids = [];
      for (let n = 0; n < 4; n++) ids.push(await server.deps.queue.enqueue(name, { n }));
      for (let i = 0; i < 150; i++) {
        const jobs = await Promise.all(ids.map((id) => server.deps.queue.boss.getJobById(name, id)));
        if (jobs.every((job) => job?.state === "completed")) return most;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the jobs of ${name} did not complete`);
    }
    expect(await peak("test.two-at-once", 2)).toBe(2);
    expect(await peak("test.one-at-a-time")).toBe(1);
  });
});
