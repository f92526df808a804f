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
});
