import { z } from "zod";
import { ZMessageResponse } from "./accounts.ts";
import {
  GENERATION_KINDS,
  MEME_TEMPLATE_IDS,
  ZCreateGeneration,
  ZFacelessInput,
  ZGeneration,
  ZGenerationList,
  ZImageDownloadRequest,
  ZImageInput,
  ZImageResponse,
  ZScriptInput,
  ZScriptResponse,
  ZShareRequest,
  ZShareResponse,
  ZVideoDownloadRequest,
  ZVideoInput,
  ZVideoResponse,
  ZVoicePreviewQuery,
} from "./generations.ts";
import { listQuery } from "./list-query.ts";
import {
  defineRoute,
  errorResponses,
  fileResponse,
  jsonBody,
  jsonResponse,
  RANGE_NOT_SATISFIABLE,
  SESSION_OR_TOKEN_SECURITY,
} from "./route.ts";

// Generations: the asynchronous API the dashboard uses (create, follow, library, cancel, delete,
// share), the spec's synchronous calls (SPEC 7) and the media files.

const tags = ["Generations"];
const security = SESSION_OR_TOKEN_SECURITY;
const idParams = z.object({ id: z.string() });

export const ZCreatedGeneration = z
  .object({ id: z.string(), generation: ZGeneration })
  .meta({ id: "CreatedGeneration" });
export type TCreatedGeneration = z.infer<typeof ZCreatedGeneration>;

// 1 to 50 a page, 20 when not said.
/**
 * The library's query. A video edited into versions (issue 12) is listed once, as its newest finished
 * version (its first version while no edit has finished), with versionCount; `versions=all` lists every
 * version as its own entry.
 */
export const ZGenerationListQuery = listQuery(GENERATION_KINDS, { max: 50, default: 20 }).extend({
  versions: z.enum(["latest", "all"], { error: "versions must be latest or all" }).default("latest"),
});

export const createGenerationRoute = defineRoute({
  operationId: "createGeneration",
  method: "post",
  path: "/api/generations",
  tags,
  security,
  summary: "Start a generation (answers at once; follow it with the events or get calls)",
  description: `\`kind\` is one of ${GENERATION_KINDS.join(", ")}; \`input\` is that kind's input (the same fields as its synchronous call). Each generation counts against the plan's monthly usage.`,
  request: { body: jsonBody(ZCreateGeneration) },
  responses: {
    202: jsonResponse(ZCreatedGeneration, "Queued"),
    ...errorResponses(400, 401, 404, 429, 500, 503),
  },
});

export const listGenerationsRoute = defineRoute({
  operationId: "listGenerations",
  method: "get",
  path: "/api/generations",
  tags,
  security,
  summary: "The library: your generations, newest first",
  request: { query: ZGenerationListQuery },
  responses: {
    200: jsonResponse(ZGenerationList, "A page of generations; pass nextCursor as cursor for the next"),
    ...errorResponses(400, 401, 500),
  },
});

export const getGenerationRoute = defineRoute({
  operationId: "getGeneration",
  method: "get",
  path: "/api/generations/{id}",
  tags,
  security,
  summary: "One generation: status, progress and result URLs",
  request: { params: idParams },
  responses: { 200: jsonResponse(ZGeneration, "The generation"), ...errorResponses(401, 404, 500) },
});

export const generationEventsRoute = defineRoute({
  operationId: "generationEvents",
  method: "get",
  path: "/api/generations/{id}/events",
  tags,
  security,
  summary: "Live progress as server-sent events",
  description:
    "One `progress` event (data: the generation as JSON) per change, a `: keep-alive` comment line when nothing changed for a while; the stream ends after the event showing a final state (succeeded, failed or cancelled). At most 4 streams per user are open at a time (429 beyond).",
  request: { params: idParams },
  responses: {
    200: {
      description: "An event stream",
      content: { "text/event-stream": { schema: { type: "string" } } },
    },
    ...errorResponses(401, 404, 429, 500),
  },
});

export const cancelGenerationRoute = defineRoute({
  operationId: "cancelGeneration",
  method: "post",
  path: "/api/generations/{id}/cancel",
  tags,
  security,
  summary: "Cancel a queued or running generation",
  request: { params: idParams },
  responses: {
    200: jsonResponse(ZGeneration, "The generation, cancelled"),
    ...errorResponses(401, 404, 409, 500),
  },
});

export const deleteGenerationRoute = defineRoute({
  operationId: "deleteGeneration",
  method: "delete",
  path: "/api/generations/{id}",
  tags,
  security,
  summary: "Delete a generation and its files",
  request: { params: idParams },
  responses: {
    200: jsonResponse(ZMessageResponse, "Deleted"),
    ...errorResponses(401, 404, 409, 500),
  },
});

export const shareGenerationRoute = defineRoute({
  operationId: "shareGeneration",
  method: "post",
  path: "/api/generations/{id}/share",
  tags,
  security,
  summary: "A signed link that plays the video (or shows the image) without signing in",
  request: { params: idParams, body: jsonBody(ZShareRequest) },
  responses: {
    200: jsonResponse(ZShareResponse, "The link and when it expires"),
    ...errorResponses(400, 401, 404, 409, 500),
  },
});

export const voicePreviewRoute = defineRoute({
  operationId: "voicePreview",
  method: "get",
  path: "/api/voice-over/preview",
  tags,
  security,
  summary: "Hear a voice before generating: a few seconds of it as MP3",
  description:
    "The voice of `language`, `gender`, `accent` and `speed` saying one short line in that language. Made once and cached; free, but limited to 30 previews a minute per account.",
  request: { query: ZVoicePreviewQuery },
  responses: {
    200: fileResponse("The sample as MP3", ["audio/mpeg"]),
    ...errorResponses(400, 401, 403, 429, 500),
  },
});

// The meme video maker's templates (issue 13): plain data, public (the tool pages may show them too).
export const ZMemeTemplateList = z
  .object({
    items: z.array(
      z.object({
        id: z.enum(MEME_TEMPLATE_IDS),
        name: z.string(),
        description: z.string(),
        fields: z.array(
          z.object({
            name: z.enum(["topText", "bottomText"]),
            label: z.string(),
            placeholder: z.string(),
            maxLength: z.number().int(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: "MemeTemplateList" });

export const listMemeTemplatesRoute = defineRoute({
  operationId: "listMemeTemplates",
  method: "get",
  path: "/api/meme-templates",
  tags,
  summary: "The meme video maker's templates",
  description:
    "Each template's `id` is the `template` of a `meme` generation; `fields` are the texts it shows (at least one of `topText` and `bottomText` is needed).",
  responses: {
    200: jsonResponse(ZMemeTemplateList, "The templates, in the picker's order"),
    ...errorResponses(500),
  },
});

const syncErrors = errorResponses(400, 401, 422, 429, 500, 503, 504);

export const generateScriptRoute = defineRoute({
  operationId: "generateScript",
  method: "post",
  path: "/api/text-to-script/generate",
  tags,
  security,
  summary: "Write a video script (waits for the result)",
  request: { body: jsonBody(ZScriptInput) },
  responses: {
    200: jsonResponse(ZScriptResponse.extend({ id: z.string() }), "The script"),
    ...syncErrors,
  },
});

export const generateVideoRoute = defineRoute({
  operationId: "generateVideo",
  method: "post",
  path: "/api/video/generate",
  tags,
  security,
  summary: "Make a video from a description (waits for the result)",
  request: { body: jsonBody(ZVideoInput) },
  responses: {
    200: jsonResponse(ZVideoResponse.extend({ id: z.string() }), "The video's URL"),
    ...syncErrors,
  },
});

export const generateImageRoute = defineRoute({
  operationId: "generateImage",
  method: "post",
  path: "/api/image/generate",
  tags,
  security,
  summary: "Make an image from a prompt (waits for the result)",
  request: { body: jsonBody(ZImageInput) },
  responses: {
    200: jsonResponse(ZImageResponse.extend({ id: z.string() }), "The image's URL"),
    ...syncErrors,
  },
});

export const generateFacelessRoute = defineRoute({
  operationId: "generateFacelessVideo",
  method: "post",
  path: "/api/facelessvideo/generate",
  tags,
  security,
  summary: "Make a faceless video from a script (waits, answers the MP4)",
  description: "The answer's `x-generation-id` header names the generation.",
  request: { body: jsonBody(ZFacelessInput) },
  responses: { 200: fileResponse("The video", ["video/mp4"]), ...syncErrors },
});

// A download of a video or image is an export (decision record 31): on the Free plan 4 different files
// over any 7 days (429 past them) with the ReelForge logo (503 when that copy cannot be made).
const downloadErrors = {
  ...errorResponses(400, 401, 404, 429, 500, 503),
  416: RANGE_NOT_SATISFIABLE,
};

export const downloadVideoRoute = defineRoute({
  operationId: "downloadVideo",
  method: "post",
  path: "/api/video/download",
  tags,
  security,
  summary: "Download one of your videos by its URL (saved as output.mp4)",
  description: "Byte ranges (`Range: bytes=...`) are served with 206.",
  request: { body: jsonBody(ZVideoDownloadRequest) },
  responses: {
    200: fileResponse("The video", ["video/mp4"]),
    206: fileResponse("Part of the video", ["video/mp4"]),
    ...downloadErrors,
  },
});

export const downloadLatestVideoRoute = defineRoute({
  operationId: "downloadLatestVideo",
  method: "get",
  path: "/api/video/download",
  tags,
  security,
  summary: "Download your newest video (saved as output.mp4)",
  responses: {
    200: fileResponse("The video", ["video/mp4"]),
    206: fileResponse("Part of the video", ["video/mp4"]),
    ...downloadErrors,
  },
});

export const downloadImageRoute = defineRoute({
  operationId: "downloadImage",
  method: "post",
  path: "/api/image/download",
  tags,
  security,
  summary: "Download one of your images by its URL",
  request: { body: jsonBody(ZImageDownloadRequest) },
  responses: { 200: fileResponse("The image", ["image/png"]), ...downloadErrors },
});

export const mediaRoute = defineRoute({
  operationId: "media",
  method: "get",
  path: "/media/gen/{generationId}/{name}",
  tags: ["Media"],
  security: [{ sessionCookie: [] }, {}],
  summary: "A generated file (video, image, subtitles, thumbnail, storyboard)",
  description:
    "The URLs in a generation's result. The owner's session, or a share link's `expires` and `sig`, opens it; `download=1` answers it as an attachment. Byte ranges are served with 206. The owner's `download=1` of a video or image is an export: on the Free plan at most 4 different files over any 7 days (the same file again is free; 429 past them), with the ReelForge logo in the corner.",
  request: {
    params: z.object({ generationId: z.string(), name: z.string() }),
    query: z.object({
      download: z.string().optional(),
      expires: z.string().optional(),
      sig: z.string().optional(),
    }),
  },
  responses: {
    200: fileResponse("The file", [
      "video/mp4",
      "image/png",
      "image/jpeg",
      "text/vtt",
      "application/x-subrip",
      "application/json",
    ]),
    206: fileResponse("Part of the file", ["video/mp4"]),
    ...errorResponses(401, 404, 429, 500, 503),
    416: RANGE_NOT_SATISFIABLE,
  },
});
