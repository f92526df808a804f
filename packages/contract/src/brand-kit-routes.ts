import { ZBrandKit, ZBrandKitUpdate } from "./brand-kit.ts";
import { defineRoute, errorResponses, jsonBody, jsonResponse, SESSION_OR_TOKEN_SECURITY } from "./route.ts";

const tags = ["Uploads"];
const security = SESSION_OR_TOKEN_SECURITY;

export const getBrandKitRoute = defineRoute({
  operationId: "getBrandKit",
  method: "get",
  path: "/api/brand-kit",
  tags,
  security,
  summary: "Your brand kit: logo, colours, caption font, intro and outro clips",
  responses: { 200: jsonResponse(ZBrandKit, "The brand kit"), ...errorResponses(401, 403, 429, 500) },
});

export const putBrandKitRoute = defineRoute({
  operationId: "putBrandKit",
  method: "put",
  path: "/api/brand-kit",
  tags,
  security,
  summary: "Save your brand kit",
  description:
    "The whole kit: `logo` (a photo upload's id), `colors` (up to five #rrggbb), `font` (a caption font), `intro` and `outro` (video upload ids); null or absent clears a part. Another user's upload is answered 404, an upload of the wrong kind 400. Every video you make uses the kit unless its input says `brand: false`. A personal API token needs the \"generate\" scope.",
  request: { body: jsonBody(ZBrandKitUpdate) },
  responses: { 200: jsonResponse(ZBrandKit, "Saved"), ...errorResponses(400, 401, 403, 404, 429, 500) },
});
