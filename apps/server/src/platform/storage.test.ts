import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage, createS3Storage, parseStorageUrl, type Storage } from "./storage.ts";

async function text(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// A small path-style S3 stand-in: PutObject, CopyObject, GetObject (with Range), HeadObject, DeleteObject.
function fakeS3(): { server: Server; objects: Map<string, { data: Buffer; type: string }>; log: string[] } {
  const objects = new Map<string, { data: Buffer; type: string }>();
  const log: string[] = [];
  const parts = new Map<string, { key: string; type: string; data: { n: number; data: Buffer }[] }>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://s3.local");
    const key = decodeURIComponent(url.pathname.slice(1));
    const auth = req.headers.authorization ?? "";
    if (!auth.startsWith("AWS4-HMAC-SHA256 Credential=test-key/")) {
      res
        .writeHead(403, { "content-type": "application/xml" })
        .end("<Error><Code>AccessDenied</Code></Error>");
      return;
    }
    const data = await body(req);
    const copySource = req.headers["x-amz-copy-source"];
    log.push(`${req.method} ${key}${copySource ? " copy" : ""}`);
    if (req.method === "PUT" && typeof copySource === "string") {
      const source = objects.get(decodeURIComponent(copySource).replace(/^\//, ""));
      if (!source) return void res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
      objects.set(key, { data: source.data, type: String(req.headers["content-type"] ?? source.type) });
      res.writeHead(200, { "content-type": "application/xml" });
      res.end(
        '<CopyObjectResult><ETag>"e"</ETag><LastModified>2026-01-01T00:00:00.000Z</LastModified></CopyObjectResult>',
      );
      return;
    }
    // Multipart uploads: start, parts, complete (the object appears only then).
    const uploadId = url.searchParams.get("uploadId");
    if (req.method === "POST" && url.searchParams.has("uploads")) {
      const id = `u${parts.size + 1}`;
      parts.set(id, { key, type: String(req.headers["content-type"] ?? ""), data: [] });
      res.writeHead(200, { "content-type": "application/xml" });
      return void res.end(
        `<InitiateMultipartUploadResult><Bucket>b</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (req.method === "PUT" && uploadId) {
      const upload = parts.get(uploadId);
      upload?.data.push({ n: Number(url.searchParams.get("partNumber")), data });
      log[log.length - 1] += ` part ${data.length}`;
      return void res.writeHead(200, { etag: `"p${url.searchParams.get("partNumber")}"` }).end();
    }
    if (req.method === "POST" && uploadId) {
      const upload = parts.get(uploadId);
      if (!upload) return void res.writeHead(404).end("<Error><Code>NoSuchUpload</Code></Error>");
      const ordered = upload.data.sort((a, b) => a.n - b.n).map((p) => p.data);
      objects.set(upload.key, { data: Buffer.concat(ordered), type: upload.type });
      parts.delete(uploadId);
      res.writeHead(200, { "content-type": "application/xml" });
      return void res.end(
        `<CompleteMultipartUploadResult><Key>${key}</Key><ETag>"m"</ETag></CompleteMultipartUploadResult>`,
      );
    }
    if (req.method === "PUT") {
      objects.set(key, { data, type: String(req.headers["content-type"] ?? "") });
      return void res.writeHead(200, { etag: '"e"' }).end();
    }
    if (req.method === "DELETE") {
      objects.delete(key);
      return void res.writeHead(204).end();
    }
    const object = objects.get(key);
    if (!object) {
      res.writeHead(404, { "content-type": "application/xml" });
      return void res.end(req.method === "HEAD" ? undefined : "<Error><Code>NoSuchKey</Code></Error>");
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ""));
    const slice = range ? object.data.subarray(Number(range[1]), Number(range[2]) + 1) : object.data;
    res.writeHead(range ? 206 : 200, {
      "content-type": object.type,
      "content-length": String(req.method === "HEAD" ? object.data.length : slice.length),
    });
    res.end(req.method === "HEAD" ? undefined : slice);
  });
  return { server, objects, log };
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
