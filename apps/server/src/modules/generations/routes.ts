import {
  ErrorCode,
  GENERATION_KINDS,
  type TGenerationKind,
  ZCreateGeneration,
  ZFacelessInput,
  ZImageDownloadRequest,
  ZImageInput,
  ZScriptInput,
  ZShareRequest,
  ZVideoDownloadRequest,
  ZVideoInput,
} from "@reelforge/contract";
import { and, desc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { parseJson } from "../../platform/validate.ts";
import { requireUser } from "../accounts/require-user.ts";
import {
  cancelGeneration,
  createGeneration,
  deleteGeneration,
  getOwnGeneration,
  listGenerations,
  waitForGeneration,
} from "./generation-service.ts";
import { type GenerationRow, mediaPath, type StoredResult, toGenerationView } from "./generation-view.ts";
import { generationsFor } from "./generations-runtime.ts";
import { ownedMedia, safeDecode, sendMedia } from "./media-routes.ts";
import { shareQuery } from "./share-link.ts";
import { generation } from "./tables.ts";

function assetOf(row: GenerationRow, name: string): string {
  const key = (row.result as StoredResult | null)?.assets[name];
  if (!key) throw new AppError(ErrorCode.NOT_FOUND, 404, "This generation has no such file");
  return key;
}

function absolute(deps: AppDeps, pathname: string): string {
  return `${deps.config.PUBLIC_URL}${pathname}`;
}

// A URL the client sent back to us -> one of the caller's own media keys. Never fetched: only our
// own origin and /media/ paths are understood; anything else is refused.
async function ownKeyFromUrl(
  deps: AppDeps,
  userId: string,
  raw: string,
  file: string | RegExp,
): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw, deps.config.PUBLIC_URL);
  } catch {
    throw new AppError(ErrorCode.VALIDATION, 400, "That is not a valid URL");
  }
  if (url.origin !== deps.config.publicOrigin || !url.pathname.startsWith("/media/")) {
    throw new AppError(ErrorCode.VALIDATION, 400, "Only files you generated here can be downloaded");
  }
  const key = safeDecode(url.pathname.slice("/media/".length));
  const owned = await ownedMedia(deps, key, { userId });
  const named = owned && (typeof file === "string" ? owned.name === file : file.test(owned.name));
  if (!named) throw new AppError(ErrorCode.NOT_FOUND, 404, "File not found");
  return key;
}

export function generationsRoutes() {
  const app = new Hono<AppEnv>();
  app.use("/generations/*", requireUser);
  app.use("/generations", requireUser);
  for (const path of ["/text-to-script/*", "/video/*", "/image/*", "/facelessvideo/*"])
    app.use(path, requireUser);

  // ---------------------------------------------------------------- asynchronous API
  app.post("/generations", async (c) => {
    const body = await parseJson(c, ZCreateGeneration);
    const row = await createGeneration(c.get("deps"), c.get("user").id, body);
    return c.json({ id: row.id, generation: toGenerationView(row) }, 202);
  });

  app.get("/generations", async (c) => {
    const limit = Math.min(50, Math.max(1, Number(c.req.query("limit") ?? 20) || 20));
    const kind = c.req.query("kind");
    if (kind && !GENERATION_KINDS.includes(kind as TGenerationKind)) {
      throw new AppError(ErrorCode.VALIDATION, 400, `kind must be one of ${GENERATION_KINDS.join(", ")}`);
    }
    const page = await listGenerations(c.get("deps"), c.get("user").id, {
      limit,
      cursor: c.req.query("cursor"),
      kind: kind as TGenerationKind | undefined,
    });
    return c.json({ items: page.rows.map(toGenerationView), nextCursor: page.nextCursor });
  });

  app.get("/generations/:id", async (c) => {
    const row = await getOwnGeneration(c.get("deps"), c.get("user").id, c.req.param("id"));
    return c.json(toGenerationView(row));
  });

  // Live progress as server-sent events: one "progress" event per change, the last one when the
  // generation ends. Reads the row, so it follows a job running in any process.
  app.get("/generations/:id/events", async (c) => {
    const deps = c.get("deps");
    const userId = c.get("user").id;
    const first = await getOwnGeneration(deps, userId, c.req.param("id"));
    return streamSSE(c, async (stream) => {
      let last = "";
      let row = first;
      let aborted = false;
      stream.onAbort(() => {
        aborted = true;
      });
      for (;;) {
        const view = JSON.stringify(toGenerationView(row));
        if (view !== last) {
          await stream.writeSSE({ event: "progress", data: view, id: String(row.updatedAt.getTime()) });
          last = view;
        }
        if (aborted || !["queued", "running"].includes(row.status)) return;
        await stream.sleep(500);
        row = await getOwnGeneration(deps, userId, row.id);
      }
    });
  });

  app.post("/generations/:id/cancel", async (c) => {
    const row = await cancelGeneration(c.get("deps"), c.get("user").id, c.req.param("id"));
    return c.json(toGenerationView(row));
  });

  app.delete("/generations/:id", async (c) => {
    await deleteGeneration(c.get("deps"), c.get("user").id, c.req.param("id"));
    return c.json({ message: "Deleted" });
  });

  app.post("/generations/:id/share", async (c) => {
    const deps = c.get("deps");
    const { language } = await parseJson(c, ZShareRequest);
    const row = await getOwnGeneration(deps, c.get("user").id, c.req.param("id"));
    const stored = row.result as StoredResult | null;
    const assets = stored?.assets ?? {};
    let key = assets["video.mp4"] ?? assets["image.png"];
    if (row.status !== "succeeded" || !key) {
      throw new AppError(ErrorCode.CONFLICT, 409, "Only a finished video or image can be shared");
    }
    // Another language of the video: its own file; the primary language (or none named): video.mp4.
    const code = language?.toLowerCase();
    if (code && code !== stored?.language?.code?.toLowerCase()) {
      key = assets[`video.${code}.mp4`];
      if (!key) {
        const made = [stored?.language?.code, ...(stored?.alternates ?? []).map((a) => a.code)].filter(
          Boolean,
        );
        throw new AppError(
          ErrorCode.NOT_FOUND,
          404,
          `This video has no "${language}" version${made.length ? ` (it was made in ${made.join(", ")})` : ""}`,
        );
      }
    }
    const { shareKey, config } = generationsFor(deps);
    const expires = Math.floor(deps.now() / 1000) + config.shareTtlSeconds;
    return c.json({
      url: absolute(deps, `${mediaPath(key)}?${shareQuery(shareKey, key, expires)}`),
      expiresAt: new Date(expires * 1000).toISOString(),
    });
  });

  // ---------------------------------------------------------------- the spec's calls (SPEC 7)
  app.post("/text-to-script/generate", async (c) => {
    const deps = c.get("deps");
    const input = await parseJson(c, ZScriptInput);
    const row = await waitForGeneration(
      deps,
      await createGeneration(deps, c.get("user").id, { kind: "script", input }),
    );
    return c.json({ result: (row.result as StoredResult).text ?? "", id: row.id });
  });

  app.post("/video/generate", async (c) => {
    const deps = c.get("deps");
    const input = await parseJson(c, ZVideoInput);
    const row = await waitForGeneration(
      deps,
      await createGeneration(deps, c.get("user").id, { kind: "video", input }),
    );
    return c.json({ videoUrl: absolute(deps, mediaPath(assetOf(row, "video.mp4"))), id: row.id });
  });

  app.post("/video/download", async (c) => {
    const deps = c.get("deps");
    const { VideoUrl } = await parseJson(c, ZVideoDownloadRequest);
    // The primary video or one of its other languages (video.<code>.mp4).
    const key = await ownKeyFromUrl(deps, c.get("user").id, VideoUrl, /^video(\.[a-z]{2,3})?\.mp4$/);
    return sendMedia(deps, key, { range: c.req.header("range"), download: "output.mp4" });
  });

  app.get("/video/download", async (c) => {
    const deps = c.get("deps");
    const [latest] = await deps.db
      .select()
      .from(generation)
      .where(
        and(
          eq(generation.userId, c.get("user").id),
          inArray(generation.kind, ["video", "faceless"]),
          eq(generation.status, "succeeded"),
        ),
      )
      .orderBy(desc(generation.createdAt))
      .limit(1);
    if (!latest) throw new AppError(ErrorCode.NOT_FOUND, 404, "You have no video yet");
    return sendMedia(deps, assetOf(latest, "video.mp4"), {
      range: c.req.header("range"),
      download: "output.mp4",
    });
  });

  app.post("/image/generate", async (c) => {
    const deps = c.get("deps");
    const input = await parseJson(c, ZImageInput);
    const row = await waitForGeneration(
      deps,
      await createGeneration(deps, c.get("user").id, { kind: "image", input }),
    );
    return c.json({ imageUrl: absolute(deps, mediaPath(assetOf(row, "image.png"))), id: row.id });
  });

  app.post("/image/download", async (c) => {
    const deps = c.get("deps");
    const { imageUrl } = await parseJson(c, ZImageDownloadRequest);
    const key = await ownKeyFromUrl(deps, c.get("user").id, imageUrl, "image.png");
    return sendMedia(deps, key, { download: "image.png" });
  });

  app.post("/facelessvideo/generate", async (c) => {
    const deps = c.get("deps");
    const input = await parseJson(c, ZFacelessInput);
    const row = await waitForGeneration(
      deps,
      await createGeneration(deps, c.get("user").id, { kind: "faceless", input }),
    );
    const response = await sendMedia(deps, assetOf(row, "video.mp4"), { download: "output.mp4" });
    response.headers.set("x-generation-id", row.id);
    return response;
  });

  return app;
}
