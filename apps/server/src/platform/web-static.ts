import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import type { Context } from "hono";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  // React Router's prerendered loader data (single fetch), as its own server sends it.
  ".data": "text/x-script",
};

async function fileAt(
  root: string,
  relative: string,
): Promise<{ file: string; size: number; mtime: Date } | null> {
  const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  // normalize() of "/.." is "/", so the path stays under root; checked again to be sure.
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtime: info.mtime } : null;
  } catch {
    return null;
  }
}

// Text assets are sent compressed (brotli, else gzip): the built files never change while the
// process runs, so each is compressed once and kept in memory (keyed by path and mtime).
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".map",
  ".svg",
  ".txt",
  ".xml",
  ".data",
  ".webmanifest",
]);
const compressed = new Map<string, { mtimeMs: number; br: Promise<Buffer>; gzip: Promise<Buffer> }>();

function encodingFor(c: Context): "br" | "gzip" | null {
  const accept = c.req.header("accept-encoding") ?? "";
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return null;
}

function compressedBody(file: string, mtimeMs: number, encoding: "br" | "gzip"): Promise<Buffer> {
  let entry = compressed.get(file);
  if (!entry || entry.mtimeMs !== mtimeMs) {
    const raw = readFile(file);
    entry = {
      mtimeMs,
      br: raw.then((b) => brotli(b, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })),
      gzip: raw.then((b) => gzipAsync(b, { level: 9 })),
    };
    compressed.set(file, entry);
  }
  return entry[encoding];
}

async function send(
  c: Context,
  found: { file: string; size: number; mtime: Date },
  cacheControl: string,
): Promise<Response> {
  const ext = path.extname(found.file).toLowerCase();
  const headers = new Headers({
    "content-type": types[ext] ?? "application/octet-stream",
    "content-length": String(found.size),
    "cache-control": cacheControl,
    "last-modified": found.mtime.toUTCString(),
  });
  const encoding = COMPRESSIBLE.has(ext) && found.size > 512 ? encodingFor(c) : null;
  if (COMPRESSIBLE.has(ext)) headers.set("vary", "Accept-Encoding");
  const since = c.req.header("if-modified-since");
  if (since && Math.floor(found.mtime.getTime() / 1000) <= Math.floor(Date.parse(since) / 1000)) {
    headers.delete("content-length");
    return new Response(null, { status: 304, headers });
  }
  if (encoding) {
    const body = await compressedBody(found.file, found.mtime.getTime(), encoding);
    headers.set("content-encoding", encoding);
    headers.set("content-length", String(body.length));
    if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
    return new Response(new Uint8Array(body), { status: 200, headers });
  }
  if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(found.file)) as ReadableStream;
  return new Response(body, { status: 200, headers });
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;line-height:1.5">
<h1>The web app is not built</h1>
<p>The API is running, but <code>apps/web/build/client</code> does not exist.</p>
<p>Build it with <code>npm run build</code> (or start everything with <code>npm start</code>, which builds first).</p>
<p>API health: <a href="/api/health">/api/health</a></p></body></html>`;

// Serves the built React Router app: hashed assets cached for a year, prerendered pages
// (/help -> help/index.html or help.html), and the SPA fallback for every other path.
export function webStatic(rootDir: string) {
  const root = path.resolve(rootDir);
  return async (c: Context): Promise<Response> => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return c.text("Method Not Allowed", 405);
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text("Bad Request", 400);
    }
    if (pathname.includes("\0")) return c.text("Bad Request", 400);
    const immutable = "public, max-age=31536000, immutable";
    const revalidate = "public, max-age=0, must-revalidate";

    if (!pathname.endsWith("/")) {
      const asset = await fileAt(root, pathname);
      if (asset) return send(c, asset, pathname.startsWith("/assets/") ? immutable : revalidate);
    }
    const trimmed = pathname.replace(/\/+$/, "");
    const candidates = trimmed === "" ? ["index.html"] : [`${trimmed}/index.html`, `${trimmed}.html`];
    for (const candidate of candidates) {
      const page = await fileAt(root, candidate);
      if (page) return send(c, page, revalidate);
    }
    // A missing asset is a 404, not the app shell (a broken <script> must not get HTML).
    if (path.extname(pathname) !== "" && !pathname.endsWith(".html")) return c.text("Not Found", 404);
    for (const fallback of ["__spa-fallback.html", "index.html"]) {
      const page = await fileAt(root, fallback);
      if (page) return send(c, page, revalidate);
    }
    return c.html(NOT_BUILT, 503);
  };
}

// Files of an installed package's browser build, under `prefix` (the API reference viewer on
// /developers): found or 404, compressed like the app's assets, revalidated daily (an install
// may change them; their names are not hashed).
export function staticDir(rootDir: string, prefix: string) {
  const root = path.resolve(rootDir);
  return async (c: Context): Promise<Response> => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text("Bad Request", 400);
    }
    if (pathname.includes("\0") || !pathname.startsWith(prefix)) return c.text("Not Found", 404);
    const found = await fileAt(root, pathname.slice(prefix.length));
    return found ? send(c, found, "public, max-age=86400") : c.text("Not Found", 404);
  };
}
