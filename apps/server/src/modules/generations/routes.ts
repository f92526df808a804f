import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  cancelGenerationRoute,
  createEditRoute,
  createGenerationRoute,
  deleteGenerationRoute,
  downloadImageRoute,
  downloadLatestVideoRoute,
  downloadVideoRoute,
  ErrorCode,
  generateFacelessRoute,
  generateImageRoute,
  generateScriptRoute,
  generateVideoRoute,
  generationEventsRoute,
  getEditableInputRoute,
  getGenerationRoute,
  getStoryboardRoute,
  illustrationImageRoute,
  listGenerationsRoute,
  listMemeTemplatesRoute,
  listVersionsRoute,
  MEME_TEMPLATES,
  previewEditRoute,
  restoreVersionRoute,
  searchVisualsRoute,
  shareGenerationRoute,
  type TCreateGeneration,
  type TVisualChoice,
  voicePreviewRoute,
} from "@reelforge/contract";
import {
  editableView,
  iconNameOfId,
  iconSvg,
  illustrationImagePath,
  resolveLanguage,
  searchIllustrations,
} from "@reelforge/studio";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { implement, routeApp } from "../../platform/validate.ts";
import { requireUserOrToken } from "../tokens/require-token.ts";
import { createVersion, listVersions, loadVersion, planEdit, restoreVersion } from "./edit-service.ts";
import { generationEvents } from "./event-stream.ts";
import { sendExport } from "./exports.ts";
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
import { editableInput, isInputEditKind, planInputEdit } from "./input-edit.ts";
import { ownedMedia, safeDecode } from "./media-routes.ts";
import { shareQuery } from "./share-link.ts";
import { searchStock } from "./stock-search.ts";
import { generation } from "./tables.ts";
import { previewVoice } from "./voice-preview.ts";

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

// The spec's synchronous calls: a generation for the caller, answered once it has finished.
async function generateAndWait(c: Context<AppEnv>, request: TCreateGeneration): Promise<GenerationRow> {
  const deps = c.get("deps");
  return waitForGeneration(deps, await createGeneration(deps, c.get("user").id, request));
}

/** Seconds of a rendered video before its first scene (the brand kit's intro clip). */
const leadOf = (row: GenerationRow) => (row.result as StoredResult | null)?.leadSeconds ?? 0;

export function generationsRoutes(): OpenAPIHono<AppEnv> {
  const app = routeApp();
  // A session, or a personal API token with the call's scope (tokens never reach account, token
  // or billing calls: those take the session only).
  const canGenerate = [requireUserOrToken("generate")];
  const canRead = [requireUserOrToken("read")];

  // The meme maker's templates: plain data, no session needed.
  implement(app, listMemeTemplatesRoute, (c) =>
    c.json({ items: MEME_TEMPLATES.map((t) => ({ ...t, fields: [...t.fields] })) }, 200),
  );

  // ---------------------------------------------------------------- asynchronous API
  implement(
    app,
    createGenerationRoute,
    async (c) => {
      const body = c.req.valid("json");
      const row = await createGeneration(c.get("deps"), c.get("user").id, body, {
        apiTokenId: c.get("apiTokenId"),
      });
      return c.json({ id: row.id, generation: toGenerationView(row) }, 202);
    },
    canGenerate,
  );

  implement(
    app,
    listGenerationsRoute,
    async (c) => {
      const { limit, cursor, kind, versions } = c.req.valid("query");
      const page = await listGenerations(c.get("deps"), c.get("user").id, { limit, cursor, kind, versions });
      const items = page.rows.map((row) => {
        const count = page.versionCounts.get(row.rootId ?? row.id);
        return { ...toGenerationView(row), ...(count && count > 1 ? { versionCount: count } : {}) };
      });
      return c.json({ items, nextCursor: page.nextCursor }, 200);
    },
    canRead,
  );

  implement(
    app,
    getGenerationRoute,
    async (c) => {
      const row = await getOwnGeneration(c.get("deps"), c.get("user").id, c.req.valid("param").id);
      return c.json(toGenerationView(row), 200);
    },
    canRead,
  );

  // Live progress as server-sent events (event-stream.ts): follows a job running in any process.
  implement(
    app,
    generationEventsRoute,
    (c) => {
      const deps = c.get("deps");
      const { eventStreams } = generationsFor(deps);
      return generationEvents(c, deps, eventStreams, c.get("user").id, c.req.valid("param").id);
    },
    canRead,
  );

  implement(
    app,
    cancelGenerationRoute,
    async (c) => {
      const row = await cancelGeneration(c.get("deps"), c.get("user").id, c.req.valid("param").id);
      return c.json(toGenerationView(row), 200);
    },
    canGenerate,
  );

  implement(
    app,
    deleteGenerationRoute,
    async (c) => {
      await deleteGeneration(c.get("deps"), c.get("user").id, c.req.valid("param").id);
      return c.json({ message: "Deleted" }, 200);
    },
    canGenerate,
  );

  implement(
    app,
    shareGenerationRoute,
    async (c) => {
      const deps = c.get("deps");
      const { language } = c.req.valid("json");
      const row = await getOwnGeneration(deps, c.get("user").id, c.req.valid("param").id);
      const stored = row.result as StoredResult | null;
      const assets = stored?.assets ?? {};
      let key = assets["video.mp4"] ?? assets["image.png"] ?? assets["narration.mp3"];
      if (row.status !== "succeeded" || !key) {
        throw new AppError(
          ErrorCode.CONFLICT,
          409,
          "Only a finished video, image or voice-over can be shared",
        );
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
      return c.json(
        {
          url: absolute(deps, `${mediaPath(key)}?${shareQuery(shareKey, key, expires)}`),
          expiresAt: new Date(expires * 1000).toISOString(),
        },
        200,
      );
    },
    canRead,
  );

  implement(
    app,
    voicePreviewRoute,
    async (c) => {
      const deps = c.get("deps");
      const query = c.req.valid("query");
      const file = await previewVoice(deps, c.get("user").id, query);
      return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
        status: 200,
        headers: {
          "content-type": "audio/mpeg",
          "content-length": String((await stat(file)).size),
          // The same voice always says the same line: the browser may keep it for a day.
          "cache-control": "private, max-age=86400",
        },
      });
    },
    canRead,
  );

  // ---------------------------------------------------------------- editing (issue 12)
  implement(
    app,
    getStoryboardRoute,
    async (c) => {
      const { row, storyboard } = await loadVersion(c.get("deps"), c.get("user").id, c.req.valid("param").id);
      return c.json(editableView(row.id, storyboard, undefined, leadOf(row)), 200);
    },
    canRead,
  );

  implement(
    app,
    getEditableInputRoute,
    async (c) => {
      const deps = c.get("deps");
      const row = await getOwnGeneration(deps, c.get("user").id, c.req.valid("param").id);
      if (!isInputEditKind(row.kind)) {
        throw new AppError(
          ErrorCode.CONFLICT,
          409,
          "This video is edited by its scenes: see GET /api/generations/{id}/storyboard",
        );
      }
      return c.json(await editableInput(deps, row), 200);
    },
    canRead,
  );

  implement(
    app,
    previewEditRoute,
    async (c) => {
      const deps = c.get("deps");
      const own = await getOwnGeneration(deps, c.get("user").id, c.req.valid("param").id);
      if (isInputEditKind(own.kind)) {
        const plan = await planInputEdit(deps, own, c.req.valid("json"));
        return c.json(
          { operations: plan.operations, message: plan.message, cost: plan.cost, input: plan.after },
          200,
        );
      }
      const plan = await planEdit(
        c.get("deps"),
        c.get("user").id,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(
        {
          operations: plan.operations,
          message: plan.message,
          cost: plan.cost,
          storyboard: editableView(plan.row.id, plan.after, undefined, leadOf(plan.row)),
        },
        200,
      );
    },
    canRead,
  );

  implement(
    app,
    createEditRoute,
    async (c) => {
      const deps = c.get("deps");
      const own = await getOwnGeneration(deps, c.get("user").id, c.req.valid("param").id);
      if (isInputEditKind(own.kind)) {
        // A meme, subtitles or clips: its kind's pipeline makes the new version from the edited input.
        const plan = await planInputEdit(deps, own, c.req.valid("json"));
        const { scenesToRender, scenes, units } = plan.cost;
        const created = await createVersion(
          deps,
          plan.row,
          null,
          plan.message,
          units,
          { apiTokenId: c.get("apiTokenId") },
          scenes ? scenesToRender / scenes : 1,
          plan.input,
        );
        return c.json({ id: created.id, parentId: own.id, message: plan.message, cost: plan.cost }, 202);
      }
      const plan = await planEdit(deps, c.get("user").id, c.req.valid("param").id, c.req.valid("json"));
      const { scenesToRender, scenes, units } = plan.cost;
      const created = await createVersion(
        deps,
        plan.row,
        plan.after,
        plan.message,
        units,
        { apiTokenId: c.get("apiTokenId") },
        scenes ? scenesToRender / scenes : 1,
      );
      return c.json({ id: created.id, parentId: plan.row.id, message: plan.message, cost: plan.cost }, 202);
    },
    canGenerate,
  );

  implement(
    app,
    searchVisualsRoute,
    async (c) => {
      const { q, language } = c.req.valid("query");
      let code: string;
      try {
        code = resolveLanguage(language ?? "en").code;
      } catch {
        throw new AppError(ErrorCode.VALIDATION, 400, `language: unknown language "${language}"`);
      }
      const aspect = c.req.valid("query").aspect;
      const items: TVisualChoice[] = searchIllustrations(q, code, 24).map((hit) => ({
        id: hit.id,
        label: hit.label,
        source: "illustration" as const,
        media: "illustration" as const,
        thumbnailUrl: illustrationImagePath(hit.id),
        license: hit.licence,
        use: { illustration: hit.id },
      }));
      const sources = ["the built-in illustration library (Fluent Emoji, MIT)"];
      const stock = await searchStock(c.get("deps"), q, aspect);
      return c.json({ items: [...items, ...stock.items], sources: [...sources, ...stock.sources] }, 200);
    },
    canRead,
  );

  implement(
    app,
    illustrationImageRoute,
    async (c) => {
      const name = iconNameOfId(c.req.valid("param").id);
      const svg = name ? iconSvg(name, 128) : null;
      if (!svg) throw new AppError(ErrorCode.NOT_FOUND, 404, "No such illustration");
      return new Response(svg, {
        status: 200,
        headers: {
          "content-type": "image/svg+xml",
          // The library's artwork never changes under an id; shown in <img> only, never as a document.
          "cache-control": "private, max-age=86400",
          "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
          "x-content-type-options": "nosniff",
        },
      });
    },
    canRead,
  );

  implement(
    app,
    listVersionsRoute,
    async (c) => {
      const items = await listVersions(c.get("deps"), c.get("user").id, c.req.valid("param").id);
      return c.json({ items }, 200);
    },
    canRead,
  );

  implement(
    app,
    restoreVersionRoute,
    async (c) => {
      const restored = await restoreVersion(c.get("deps"), c.get("user").id, c.req.valid("param").id, {
        apiTokenId: c.get("apiTokenId"),
      });
      return c.json(
        {
          id: restored.row.id,
          parentId: c.req.valid("param").id,
          message: restored.message,
          cost: restored.cost,
        },
        202,
      );
    },
    canGenerate,
  );

  // ---------------------------------------------------------------- the spec's calls (SPEC 7)
  implement(
    app,
    generateScriptRoute,
    async (c) => {
      const row = await generateAndWait(c, { kind: "script", input: c.req.valid("json") });
      return c.json({ result: (row.result as StoredResult).text ?? "", id: row.id }, 200);
    },
    canGenerate,
  );

  implement(
    app,
    generateVideoRoute,
    async (c) => {
      const row = await generateAndWait(c, { kind: "video", input: c.req.valid("json") });
      // Same-origin and relative, like imageUrl and the library's URLs: right whatever host or port
      // the client reached us on (PUBLIC_URL may name another).
      return c.json({ videoUrl: mediaPath(assetOf(row, "video.mp4")), id: row.id }, 200);
    },
    canGenerate,
  );

  implement(
    app,
    downloadVideoRoute,
    async (c) => {
      const deps = c.get("deps");
      const { VideoUrl } = c.req.valid("json");
      // The primary video or one of its other languages (video.<code>.mp4).
      const userId = c.get("user").id;
      const key = await ownKeyFromUrl(deps, userId, VideoUrl, /^video(\.[a-z]{2,3})?\.mp4$/);
      return sendExport(deps, key, {
        ownerId: userId,
        counted: true,
        range: c.req.header("range"),
        download: "output.mp4",
      });
    },
    canRead,
  );

  implement(
    app,
    downloadLatestVideoRoute,
    async (c) => {
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
      return sendExport(deps, assetOf(latest, "video.mp4"), {
        ownerId: latest.userId,
        counted: true,
        range: c.req.header("range"),
        download: "output.mp4",
      });
    },
    canRead,
  );

  implement(
    app,
    generateImageRoute,
    async (c) => {
      const row = await generateAndWait(c, { kind: "image", input: c.req.valid("json") });
      // Same-origin relative, like every media URL the app shows: right on any host or port.
      return c.json({ imageUrl: mediaPath(assetOf(row, "image.png")), id: row.id }, 200);
    },
    canGenerate,
  );

  implement(
    app,
    downloadImageRoute,
    async (c) => {
      const deps = c.get("deps");
      const { imageUrl } = c.req.valid("json");
      const userId = c.get("user").id;
      const key = await ownKeyFromUrl(deps, userId, imageUrl, "image.png");
      return sendExport(deps, key, { ownerId: userId, counted: true, download: "image.png" });
    },
    canRead,
  );

  implement(
    app,
    generateFacelessRoute,
    async (c) => {
      const deps = c.get("deps");
      const row = await generateAndWait(c, { kind: "faceless", input: c.req.valid("json") });
      // The generation's answer, not an export: not counted, but the Free plan's has the logo.
      const response = await sendExport(deps, assetOf(row, "video.mp4"), {
        ownerId: row.userId,
        counted: false,
        download: "output.mp4",
      });
      response.headers.set("x-generation-id", row.id);
      return response;
    },
    canGenerate,
  );

  return app;
}
