import { z } from "zod";
import {
  ZEditableInput,
  ZEditableStoryboard,
  ZEditCreated,
  ZEditPreview,
  ZEditRequest,
  ZVersionList,
  ZVisualSearchQuery,
  ZVisualSearchResult,
} from "./edits.ts";
import {
  defineRoute,
  errorResponses,
  fileResponse,
  jsonBody,
  jsonResponse,
  SESSION_OR_TOKEN_SECURITY,
} from "./route.ts";

// Editing a finished video (issue 12): its storyboard, an edit (operations or a magic-edit command)
// previewed with its cost or saved as a new version, the versions, and restoring one.

const tags = ["Editor"];
const security = SESSION_OR_TOKEN_SECURITY;
const idParams = z.object({ id: z.string() });

export const getStoryboardRoute = defineRoute({
  operationId: "getStoryboard",
  method: "get",
  path: "/api/generations/{id}/storyboard",
  tags,
  security,
  summary: "A video's editable storyboard: scenes, voice, captions, music and format",
  request: { params: idParams },
  responses: {
    200: jsonResponse(ZEditableStoryboard, "The storyboard of this version"),
    ...errorResponses(401, 404, 409, 500),
  },
});

export const getEditableInputRoute = defineRoute({
  operationId: "getEditableInput",
  method: "get",
  path: "/api/generations/{id}/editable",
  tags,
  security,
  summary: "What an edit of a meme, a subtitled video or clips can change, as this version was made",
  description:
    "Videos made without a storyboard are edited by their input: a meme's template, texts and picture (`meme` operation), a subtitled video's cues (`cues`), caption style and font (`captions`), and a set of clips' caption style and font (`captions`). Any other kind answers 409 (its storyboard is at /storyboard).",
  request: { params: idParams },
  responses: {
    200: jsonResponse(ZEditableInput, "What this version was made with"),
    ...errorResponses(401, 404, 409, 500),
  },
});

export const previewEditRoute = defineRoute({
  operationId: "previewEdit",
  method: "post",
  path: "/api/generations/{id}/edits/preview",
  tags,
  security,
  summary: "What an edit would change and what saving it would cost (changes nothing)",
  description:
    "An edit that re-renders less than half of the scenes costs nothing; otherwise one unit of the video's kind. A command the editor cannot map, or an impossible operation, answers 422 with a question in `message`.",
  request: { params: idParams, body: jsonBody(ZEditRequest) },
  responses: {
    200: jsonResponse(ZEditPreview, "The storyboard after the edit and its cost"),
    ...errorResponses(400, 401, 404, 409, 422, 500),
  },
});

export const createEditRoute = defineRoute({
  operationId: "createEdit",
  method: "post",
  path: "/api/generations/{id}/edits",
  tags,
  security,
  summary: "Save an edit: renders a new version (a generation with parentId), re-rendering only what changed",
  description:
    "`{ command }` (magic edit) or `{ operations }`. Answers at once; follow the new generation like any other. A command the editor cannot map, or an impossible operation, answers 422 with a question in `message` and creates nothing.",
  request: { params: idParams, body: jsonBody(ZEditRequest) },
  responses: {
    202: jsonResponse(ZEditCreated, "The new version, queued"),
    ...errorResponses(400, 401, 404, 409, 422, 429, 500, 503),
  },
});

export const listVersionsRoute = defineRoute({
  operationId: "listVersions",
  method: "get",
  path: "/api/generations/{id}/versions",
  tags,
  security,
  summary: "Every version of the video this generation belongs to, oldest first",
  request: { params: idParams },
  responses: { 200: jsonResponse(ZVersionList, "The versions"), ...errorResponses(401, 404, 500) },
});

export const restoreVersionRoute = defineRoute({
  operationId: "restoreVersion",
  method: "post",
  path: "/api/generations/{id}/restore",
  tags,
  security,
  summary: "Restore this version: a new version with its storyboard (re-uses its rendered scenes)",
  request: { params: idParams },
  responses: {
    202: jsonResponse(ZEditCreated, "The new version, queued"),
    ...errorResponses(401, 404, 409, 429, 500, 503),
  },
});

export const searchVisualsRoute = defineRoute({
  operationId: "searchVisuals",
  method: "get",
  path: "/api/visuals/search",
  tags,
  security,
  summary: "Search the built-in illustration library (and stock, when configured) for a scene's new picture",
  description:
    "Words in the language given (English by default). The illustrations of the built-in library come first; with a stock service configured (PEXELS_API_KEY, PIXABAY_API_KEY) its photos and clips follow, each with its `source`, `author` and `pageUrl`. Each item's `use` is what a `visual` operation takes to show exactly it: `{ op: \"visual\", scene, ...use }` (`illustration`, or `stock` and `label`). Without a stock key the answer is the library's alone.",
  request: { query: ZVisualSearchQuery },
  responses: {
    200: jsonResponse(ZVisualSearchResult, "The pictures that match, best first"),
    ...errorResponses(400, 401, 500),
  },
});

export const illustrationImageRoute = defineRoute({
  operationId: "illustrationImage",
  method: "get",
  path: "/api/visuals/illustrations/{id}",
  tags,
  security,
  summary: "One illustration of the built-in library as SVG (its thumbnail)",
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: fileResponse("The illustration", ["image/svg+xml"]),
    ...errorResponses(401, 404, 500),
  },
});
