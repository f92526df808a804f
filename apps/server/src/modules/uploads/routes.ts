import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  createUploadRoute,
  deleteUploadRoute,
  ErrorCode,
  getBrandKitRoute,
  getUploadRoute,
  listUploadsRoute,
  putBrandKitRoute,
  uploadMediaRoute,
} from "@reelforge/contract";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../platform/errors.ts";
import { implement, routeApp } from "../../platform/validate.ts";
import { sendMedia } from "../generations/media-routes.ts";
import { requireUserOrToken } from "../tokens/require-token.ts";
import { getBrandKit, saveBrandKit } from "./brand-kit.ts";
import { createUpload, deleteUpload, findUpload, listUploads, uploadView } from "./upload-service.ts";

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 404, "Upload not found");

// The user's media library (issue 11). Uploading takes a token's "generate" scope, reading "read".
export function uploadsRoutes(): OpenAPIHono<AppEnv> {
  const app = routeApp();

  implement(
    app,
    createUploadRoute,
    async (c) => c.json(await createUpload(c.get("deps"), c.get("user").id, c.req.raw), 201),
    [requireUserOrToken("generate")],
  );

  implement(
    app,
    listUploadsRoute,
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await listUploads(c.get("deps"), c.get("user").id, c.req.valid("query")), 200);
    },
    [requireUserOrToken("read")],
  );

  implement(
    app,
    getUploadRoute,
    async (c) => {
      const row = await findUpload(c.get("deps"), c.get("user").id, c.req.valid("param").id);
      if (!row) throw notFound();
      c.header("cache-control", "no-store");
      return c.json(uploadView(row), 200);
    },
    [requireUserOrToken("read")],
  );

  implement(
    app,
    deleteUploadRoute,
    async (c) => {
      if (!(await deleteUpload(c.get("deps"), c.get("user").id, c.req.valid("param").id))) throw notFound();
      return c.json({ message: "Upload deleted" }, 200);
    },
    [requireUserOrToken("generate")],
  );

  implement(
    app,
    getBrandKitRoute,
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await getBrandKit(c.get("deps"), c.get("user").id), 200);
    },
    [requireUserOrToken("read")],
  );

  implement(
    app,
    putBrandKitRoute,
    async (c) => c.json(await saveBrandKit(c.get("deps"), c.get("user").id, c.req.valid("json")), 200),
    [requireUserOrToken("generate")],
  );

  // The stored file and its thumbnail, for the owner only, with byte ranges.
  implement(app, uploadMediaRoute, serveUpload as never, [requireUserOrToken("read")]);

  return app;
}

async function serveUpload(c: Context<AppEnv>): Promise<Response> {
  const uploadId = c.req.param("uploadId") ?? "";
  const name = c.req.param("name") ?? "";
  const deps = c.get("deps");
  const row = await findUpload(deps, c.get("user").id, uploadId);
  const key = `up/${uploadId}/${name}`;
  if (!row || (row.fileKey !== key && row.thumbKey !== key)) {
    throw new AppError(ErrorCode.NOT_FOUND, 404, "Not found");
  }
  const download = c.req.query("download") && row.fileKey === key ? downloadName(row.name, name) : undefined;
  return sendMedia(deps, key, { range: c.req.header("range"), download });
}

// A name for Content-Disposition: the user's name without quotes or odd characters, our extension.
function downloadName(name: string, stored: string): string {
  const ext = stored.slice(stored.lastIndexOf("."));
  const base =
    name
      .replace(/\.[^.]*$/, "")
      .replace(/[^A-Za-z0-9 _-]/g, "_")
      .slice(0, 80) || "upload";
  return `${base}${ext}`;
}
