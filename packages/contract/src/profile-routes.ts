import { z } from "zod";
import { ZMessageResponse } from "./accounts.ts";
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  ZChangePasswordRequest,
  ZProfile,
  ZProfileResponse,
  ZUpdateProfileRequest,
} from "./billing.ts";
import {
  defineRoute,
  errorResponses,
  fileResponse,
  fileUploadBody,
  jsonBody,
  jsonResponse,
  SESSION_SECURITY,
} from "./route.ts";

// SPEC 2.6 "Profile Details": the profile, the avatar and the password change.

const tags = ["Profile"];
const security = SESSION_SECURITY;

export const ZProfileGetResponse = z.object({ profile: ZProfile });
export type TProfileGetResponse = z.infer<typeof ZProfileGetResponse>;

export const getProfileRoute = defineRoute({
  operationId: "getProfile",
  method: "get",
  path: "/api/user/profile",
  tags,
  security,
  summary: "The signed-in user's profile",
  responses: { 200: jsonResponse(ZProfileGetResponse, "The profile"), ...errorResponses(401, 500) },
});

export const updateProfileRoute = defineRoute({
  operationId: "updateProfile",
  method: "patch",
  path: "/api/user/profile",
  tags,
  security,
  summary: "Save the profile (the display name follows first and last name)",
  request: { body: jsonBody(ZUpdateProfileRequest) },
  responses: {
    200: jsonResponse(ZProfileResponse, "Saved"),
    ...errorResponses(400, 401, 500),
  },
});

export const uploadAvatarRoute = defineRoute({
  operationId: "uploadAvatar",
  method: "post",
  path: "/api/user/avatar",
  tags,
  security,
  summary: "Upload an avatar image",
  description: `multipart/form-data with the image in the field \`avatar\`: ${AVATAR_TYPES.join(", ")}, at most ${Math.round(AVATAR_MAX_BYTES / 1024)} KB.`,
  request: { body: fileUploadBody("avatar") },
  responses: {
    200: jsonResponse(ZProfileResponse, "Saved"),
    ...errorResponses(400, 401, 413, 500),
  },
});

export const getAvatarRoute = defineRoute({
  operationId: "getAvatar",
  method: "get",
  path: "/api/user/avatar/{userId}",
  tags,
  security,
  summary: "The avatar image (its owner only)",
  request: { params: z.object({ userId: z.string() }) },
  responses: {
    200: fileResponse("The image", AVATAR_TYPES),
    ...errorResponses(401, 404, 500),
  },
});

export const changePasswordRoute = defineRoute({
  operationId: "changePassword",
  method: "post",
  path: "/api/user/change-password",
  tags,
  security,
  summary: "Change the password (ends every other session)",
  request: { body: jsonBody(ZChangePasswordRequest) },
  responses: {
    200: jsonResponse(ZMessageResponse, "Changed"),
    ...errorResponses(400, 401, 500),
  },
});
