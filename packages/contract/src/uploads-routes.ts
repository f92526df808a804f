import { z } from "zod";
import { ZMessageResponse } from "./accounts.ts";
import {
  defineRoute,
  errorResponses,
  fileResponse,
  fileUploadBody,
  jsonResponse,
  RANGE_NOT_SATISFIABLE,
  SESSION_OR_TOKEN_SECURITY,
} from "./route.ts";
import {
  UPLOAD_MAX_DURATION_SECONDS,
  UPLOAD_MAX_PIXELS,
  ZUpload,
  ZUploadList,
  ZUploadListQuery,
} from "./uploads.ts";

// The user's media library: upload, list, read, delete, and the stored files.

const tags = ["Uploads"];
const security = SESSION_OR_TOKEN_SECURITY;
const idParams = z.object({ id: z.string() });

export const createUploadRoute = defineRoute({
  operationId: "createUpload",
  method: "post",
  path: "/api/uploads",
  tags,
  security,
  summary: "Upload a photo, video clip or sound",
  description: `multipart/form-data with the file in the field \`file\`. The type is read from the content (never the name or Content-Type): JPEG, PNG, WebP images; MP4, MOV, WebM video; MP3, WAV, M4A, OGG audio. Refused: playlists and files that refer to other files or URLs, files over the plan's upload size or storage, video or audio over ${UPLOAD_MAX_DURATION_SECONDS / 60} minutes, images over ${UPLOAD_MAX_PIXELS / 1e6} megapixels, empty, truncated or unknown files. Images are stored re-encoded with their orientation applied and all metadata (GPS, camera) removed. A personal API token needs the "generate" scope.`,
  request: { body: fileUploadBody("file") },
  responses: {
    201: jsonResponse(ZUpload, "Stored"),
    ...errorResponses(400, 401, 403, 413, 429, 500),
  },
});

export const listUploadsRoute = defineRoute({
  operationId: "listUploads",
  method: "get",
  path: "/api/uploads",
  tags,
  security,
  summary: "Your uploads, newest first (`kind` filters, `cursor` pages)",
  request: { query: ZUploadListQuery },
  responses: {
    200: jsonResponse(ZUploadList, "A page of uploads"),
    ...errorResponses(400, 401, 403, 429, 500),
  },
});

export const getUploadRoute = defineRoute({
  operationId: "getUpload",
  method: "get",
  path: "/api/uploads/{id}",
  tags,
  security,
  summary: "One of your uploads",
  request: { params: idParams },
  responses: { 200: jsonResponse(ZUpload, "The upload"), ...errorResponses(401, 403, 404, 429, 500) },
});

export const deleteUploadRoute = defineRoute({
  operationId: "deleteUpload",
  method: "delete",
  path: "/api/uploads/{id}",
  tags,
  security,
  summary: "Delete one of your uploads and its stored files",
  request: { params: idParams },
  responses: {
    200: jsonResponse(ZMessageResponse, "Deleted"),
    ...errorResponses(401, 403, 404, 429, 500),
  },
});

export const uploadMediaRoute = defineRoute({
  operationId: "uploadMedia",
  method: "get",
  path: "/media/up/{uploadId}/{name}",
  tags: ["Media"],
  security,
  summary: "An uploaded file or its thumbnail",
  description:
    "The `url` and `thumbnailUrl` of an upload, for its owner only. Byte ranges are served with 206.",
  request: {
    params: z.object({ uploadId: z.string(), name: z.string() }),
    query: z.object({ download: z.string().optional() }),
  },
  responses: {
    200: fileResponse("The file", [
      "image/jpeg",
      "image/png",
      "image/webp",
      "video/mp4",
      "video/quicktime",
      "video/webm",
      "audio/mpeg",
      "audio/wav",
      "audio/mp4",
      "audio/ogg",
    ]),
    206: fileResponse("Part of the file", ["video/mp4", "audio/mpeg"]),
    ...errorResponses(401, 403, 404, 500),
    416: RANGE_NOT_SATISFIABLE,
  },
});
