import { Readable } from "node:stream";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { ErrorCode, mediaRoute } from "@reelforge/contract";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import type { ByteRange } from "../../platform/storage.ts";
import { implement, routeApp } from "../../platform/validate.ts";
import { notSignedIn } from "../accounts/require-user.ts";
import { readCaller } from "../tokens/require-token.ts";
import { sendExport } from "./exports.ts";
import type { StoredResult } from "./generation-view.ts";
import { generationsFor } from "./generations-runtime.ts";
import { verifyShare } from "./share-link.ts";
import { generation } from "./tables.ts";

const MEDIA_KEY = /^gen\/([0-9a-f-]{36})\/([a-z0-9.]+)$/;

// Resolves a media key to its generation's row when `userId` owns it (or a valid share link is
// given); otherwise null, so strangers learn nothing about what exists.
export async function ownedMedia(
  deps: AppDeps,
  key: string,
  access: { userId?: string; share?: { expires?: string; sig?: string } },
): Promise<{ generationId: string; name: string; ownerId: string } | null> {
  const match = MEDIA_KEY.exec(key);
  if (!match) return null;
  const [, generationId = "", name = ""] = match;
  const [row] = await deps.db.select().from(generation).where(eq(generation.id, generationId));
  const stored = row?.result as StoredResult | null | undefined;
  if (!row || stored?.assets[name] !== key) return null;
  const shared =
    access.share &&
    verifyShare(generationsFor(deps).shareKey, key, access.share.expires, access.share.sig, deps.now());
  if (!shared && row.userId !== access.userId) return null;
  return { generationId, name, ownerId: row.userId };
}

// "bytes=0-99", "bytes=100-", "bytes=-100" -> inclusive range; "invalid" for unsatisfiable ones.
export function parseRange(header: string | undefined, size: number): ByteRange | "invalid" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // several ranges or another unit: send the whole file
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return "invalid";
  let start: number;
  let end: number;
  if (from === "") {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end || size === 0) return "invalid";
  return { start, end };
}

// Sends a stored object with range support; `download` names the attachment.
export async function sendMedia(
  deps: AppDeps,
  key: string,
  options: { range?: string; download?: string },
): Promise<Response> {
  const { storage } = generationsFor(deps);
  const info = await storage.stat(key);
  if (!info) throw new AppError(ErrorCode.NOT_FOUND, 404, "Not found");
  const range = parseRange(options.range, info.size);
  const headers = new Headers({
    "content-type": info.contentType,
    "accept-ranges": "bytes",
    "cache-control": "private, max-age=3600",
    "content-disposition": options.download ? `attachment; filename="${options.download}"` : "inline",
  });
  if (range === "invalid") {
    headers.set("content-range", `bytes */${info.size}`);
    return new Response(null, { status: 416, headers });
  }
  const stream = await storage.get(key, range ?? undefined);
  if (!stream) throw new AppError(ErrorCode.NOT_FOUND, 404, "Not found");
  const length = range ? range.end - range.start + 1 : info.size;
  headers.set("content-length", String(length));
  if (range) headers.set("content-range", `bytes ${range.start}-${range.end}/${info.size}`);
  return new Response(Readable.toWeb(stream) as ReadableStream, { status: range ? 206 : 200, headers });
}

export function downloadName(name: string, generationId: string): string {
  const ext = name.slice(name.lastIndexOf("."));
  return `reelforge-${generationId.slice(0, 8)}${ext}`;
}

// A malformed escape is just a key that does not exist.
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}

// GET /media/<key>: the owner's session, a personal API token with the read scope, or a signed
// share link; ?download=1 for an attachment. The owner's ?download=1 of a video or image is an
// export (exports.ts): on the Free plan counted and with the logo; a share link's is not counted but
// has the owner's plan's logo too. A HEAD request only answers the headers of the original.
async function serveMedia(c: Context<AppEnv>): Promise<Response> {
  const deps = c.get("deps");
  const key = safeDecode(c.req.path.replace(/^\/media\//, ""));
  const share = c.req.query("sig") ? { expires: c.req.query("expires"), sig: c.req.query("sig") } : undefined;
  const caller = share ? null : await readCaller(c, "read");
  if (!share && !caller) throw notSignedIn();
  const owned = await ownedMedia(deps, key, { userId: caller?.user.id, share });
  if (!owned) throw new AppError(ErrorCode.NOT_FOUND, 404, "Not found");
  const download = c.req.query("download") ? downloadName(owned.name, owned.generationId) : undefined;
  if (download && c.req.method === "GET") {
    return sendExport(deps, key, {
      ownerId: owned.ownerId,
      counted: !share,
      download,
      range: c.req.header("range"),
    });
  }
  return sendMedia(deps, key, { range: c.req.header("range"), download });
}

// The declared route (every key the product makes is gen/<generation>/<file>); any other path
// under /media gets the same answer as a key that does not exist.
export function mediaRoutes(): OpenAPIHono<AppEnv> {
  const app = routeApp();
  implement(app, mediaRoute, serveMedia as never);
  app.on(["GET", "HEAD"], "/media/*", serveMedia);
  return app;
}
