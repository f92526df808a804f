import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { downloadTo } from "./download.ts";
import { type LocalService, sendBytes, startLocalService } from "./test-support/local-service.ts";

const retry = { retries: 1, baseDelayMs: 10, maxDelayMs: 20, timeoutMs: 2_000 };
let service: LocalService | undefined;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "download-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(async () => {
  await service?.close();
  service = undefined;
});

const payload = Buffer.from("media bytes ".repeat(100));

describe("downloadTo", () => {
  it("follows redirects within allowed hosts and sends own-origin headers only to the service", async () => {
    service = await startLocalService((r, res) => {
      if (r.url.pathname === "/a") {
        res.writeHead(302, { location: "/b" });
        return void res.end();
      }
      sendBytes(res, 200, payload, "video/mp4");
    });
    const path = join(dir, "sub", "a.mp4");
    await downloadTo({
      provider: "demo",
      url: `${service.origin}/a`,
      baseUrl: `${service.origin}/v1`,
      path,
      maxBytes: 10_000,
      ownOriginHeaders: { authorization: "Bearer k" },
      retry,
    });
    expect(await readFile(path)).toEqual(payload);
    expect(service.requests.map((r) => r.url.pathname)).toEqual(["/a", "/b"]);
    expect(service.requests[1]!.headers.authorization).toBe("Bearer k");
  });

  it("refuses a redirect to a plain-http internal address without requesting it", async () => {
    service = await startLocalService((_r, res) => {
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data" });
      res.end();
    });
    await expect(
      downloadTo({
        provider: "demo",
        url: `${service.origin}/a`,
        baseUrl: service.origin,
        path: join(dir, "x"),
        maxBytes: 10,
        retry,
      }),
    ).rejects.toThrow(/will not download/);
  });

  it("stops a body that grows past the limit and leaves no partial file", async () => {
    service = await startLocalService((_r, res) => {
      res.writeHead(200, { "content-type": "video/mp4" });
      res.write(payload);
      res.end(payload);
    });
    const path = join(dir, "big.mp4");
    await expect(
      downloadTo({
        provider: "demo",
        url: `${service.origin}/big`,
        baseUrl: service.origin,
        path,
        maxBytes: payload.length + 10,
        retry,
      }),
    ).rejects.toThrow(/exceeds our \d+-byte limit/);
    await expect(stat(path)).rejects.toThrow();
    expect(service.requests).toHaveLength(1);
  });
});
