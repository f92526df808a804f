import { createServer, type IncomingMessage, type Server } from "node:http";

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// A small path-style S3 stand-in: PutObject, CopyObject, GetObject (with Range), HeadObject, DeleteObject.
export function fakeS3(): {
  server: Server;
  objects: Map<string, { data: Buffer; type: string }>;
  log: string[];
} {
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
