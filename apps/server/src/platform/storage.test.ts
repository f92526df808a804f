import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeS3 } from "../../test/fake-s3.ts";
import { createLocalStorage, createS3Storage, parseStorageUrl, type Storage } from "./storage.ts";

async function text(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

let dir: string;
let source: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "rf-storage-"));
  source = path.join(dir, "source.txt");
  await writeFile(source, "0123456789abcdef");
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function exercise(storage: Storage) {
  await storage.put("gen/abc/video.mp4", source, "video/mp4");
  // A redelivered job writes the same key again: same content, no error.
  await storage.put("gen/abc/video.mp4", source, "video/mp4");
  expect(await storage.stat("gen/abc/video.mp4")).toEqual({ size: 16, contentType: "video/mp4" });
  expect(await text(await storage.get("gen/abc/video.mp4"))).toBe("0123456789abcdef");
  expect(await text(await storage.get("gen/abc/video.mp4", { start: 10, end: 15 }))).toBe("abcdef");
  expect(await storage.stat("gen/abc/missing.mp4")).toBeNull();
  expect(await storage.get("gen/abc/missing.mp4")).toBeNull();
  await storage.delete("gen/abc/video.mp4");
  expect(await storage.stat("gen/abc/video.mp4")).toBeNull();
  await expect(storage.put("../escape.mp4", source, "video/mp4")).rejects.toThrow(/invalid key/);
}

describe("local storage", () => {
  it("puts, reads ranges, stats and deletes files under its folder, leaving no temp files", async () => {
    const root = path.join(dir, "media");
    const storage = createLocalStorage(root);
    await exercise(storage);
    await storage.put("gen/x/a.png", source, "image/png");
    expect(await readdir(path.join(root, "gen/x"))).toEqual(["a.png"]);
  });
});

describe("S3 storage", () => {
  const s3 = fakeS3();
  let endpoint = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

  it("parses STORAGE_URL", () => {
    expect(parseStorageUrl("s3://media/reelforge/prod?endpoint=http://minio:9000&region=eu-west-1")).toEqual({
      bucket: "media",
      prefix: "reelforge/prod/",
      endpoint: "http://minio:9000",
      region: "eu-west-1",
    });
    expect(() => parseStorageUrl("http://x/y")).toThrow(/s3:\/\//);
  });

  it("speaks the S3 API path-style with signed requests, writing through a temporary key", async () => {
    const storage = createS3Storage(
      parseStorageUrl(`s3://bucket/pre?endpoint=${encodeURIComponent(endpoint)}`),
      {
        AWS_ACCESS_KEY_ID: "test-key",
        AWS_SECRET_ACCESS_KEY: "test-secret",
      },
    );
    await exercise(storage);
    expect(s3.log[0]).toMatch(/^PUT bucket\/pre\/gen\/abc\/video\.mp4\.tmp-[0-9a-f]+$/);
    expect(s3.log[1]).toBe("PUT bucket/pre/gen/abc/video.mp4 copy");
    expect(s3.log[2]).toMatch(/^DELETE bucket\/pre\/gen\/abc\/video\.mp4\.tmp-/);
    expect([...s3.objects.keys()]).toEqual([]);
  });

  it("streams a large file as a multipart upload of 8 MB parts", async () => {
    const storage = createS3Storage(
      parseStorageUrl(`s3://bucket/pre?endpoint=${encodeURIComponent(endpoint)}`),
      { AWS_ACCESS_KEY_ID: "test-key", AWS_SECRET_ACCESS_KEY: "test-secret" },
    );
    const big = path.join(dir, "big.bin");
    const bytes = Buffer.alloc(20 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i % 251;
    await writeFile(big, bytes);
    s3.log.length = 0;
    await storage.put("up/abc/file.mp4", big, "video/mp4");
    expect(
      s3.log.filter((line) => / part /.test(line)).map((line) => Number(line.split(" part ")[1])),
    ).toEqual([8 * 1024 * 1024, 8 * 1024 * 1024, 4 * 1024 * 1024]);
    expect(await storage.stat("up/abc/file.mp4")).toEqual({ size: bytes.length, contentType: "video/mp4" });
    expect((await text(await storage.get("up/abc/file.mp4")))?.length).toBe(bytes.length);
    expect([...s3.objects.keys()]).toEqual(["bucket/pre/up/abc/file.mp4"]);
  });
});
