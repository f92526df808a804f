import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  AVATAR_MAX_BYTES,
  changePasswordRoute,
  ErrorCode,
  getAvatarRoute,
  getProfileRoute,
  updateProfileRoute,
  uploadAvatarRoute,
} from "@reelforge/contract";
import { isAPIError } from "better-auth/api";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../platform/errors.ts";
import { implement, routeApp } from "../../platform/validate.ts";
import { isCommonPassword } from "../accounts/common-passwords.ts";
import { requireUser } from "../accounts/require-user.ts";
import { appendSetCookies } from "../accounts/set-cookies.ts";
import { readAvatar, readProfile, saveAvatar, saveProfile, sniffImageType } from "./profile-service.ts";

// SPEC 2.6 "Profile Details": read and save the profile, upload an avatar, change the password.
export function profileRoutes(): OpenAPIHono<AppEnv> {
  const app = routeApp();

  implement(
    app,
    getProfileRoute,
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json({ profile: await readProfile(c.get("deps").db, c.get("user").id) }, 200);
    },
    [requireUser],
  );

  implement(
    app,
    updateProfileRoute,
    async (c) => {
      const body = c.req.valid("json");
      const { db, auth } = c.get("deps");
      const userId = c.get("user").id;
      await saveProfile(db, userId, body);
      // The display name (sidebar, top bar) follows the first and last name, through Better Auth.
      const name = [body.firstName, body.lastName].filter(Boolean).join(" ");
      await auth.api.updateUser({ body: { name }, headers: c.req.raw.headers });
      return c.json({ message: "Profile updated", profile: await readProfile(db, userId) }, 200);
    },
    [requireUser],
  );

  implement(
    app,
    uploadAvatarRoute,
    async (c) => {
      const form = await c.req.formData().catch(() => {
        throw new AppError(
          ErrorCode.VALIDATION,
          400,
          "Send the image as multipart/form-data in the field avatar",
        );
      });
      const file = form.get("avatar");
      if (!(file instanceof File)) throw new AppError(ErrorCode.VALIDATION, 400, "Choose an image to upload");
      if (file.size > AVATAR_MAX_BYTES) {
        throw new AppError(
          ErrorCode.PAYLOAD_TOO_LARGE,
          413,
          `The image must be at most ${Math.round(AVATAR_MAX_BYTES / 1024)} KB`,
        );
      }
      const bytes = Buffer.from(await file.arrayBuffer());
      const type = sniffImageType(bytes);
      if (!type)
        throw new AppError(ErrorCode.VALIDATION, 400, "The avatar must be a PNG, JPEG or WebP image");
      const { db, auth } = c.get("deps");
      const userId = c.get("user").id;
      const savedAt = await saveAvatar(db, userId, type, bytes);
      // The version parameter makes browsers fetch the new image instead of a cached one.
      const image = `/api/user/avatar/${encodeURIComponent(userId)}?v=${savedAt.getTime()}`;
      await auth.api.updateUser({ body: { image }, headers: c.req.raw.headers });
      return c.json({ message: "Avatar updated", profile: await readProfile(db, userId) }, 200);
    },
    [requireUser],
  );

  // Avatars are private to their owner (the page showing them is signed in).
  implement(
    app,
    getAvatarRoute,
    async (c) => {
      if (c.req.valid("param").userId !== c.get("user").id)
        throw new AppError(ErrorCode.NOT_FOUND, 404, "Avatar not found");
      const avatar = await readAvatar(c.get("deps").db, c.get("user").id);
      if (!avatar) throw new AppError(ErrorCode.NOT_FOUND, 404, "Avatar not found");
      return c.body(new Uint8Array(avatar.bytes), 200, {
        "content-type": avatar.contentType,
        "cache-control": "private, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      });
    },
    [requireUser],
  );

  implement(
    app,
    changePasswordRoute,
    async (c) => {
      const body = c.req.valid("json");
      if (isCommonPassword(body.password)) {
        const message = "This password is too common. Choose a less predictable one.";
        throw new AppError(ErrorCode.VALIDATION, 400, message, `password: ${message}`);
      }
      const { auth } = c.get("deps");
      try {
        const { headers } = await auth.api.changePassword({
          body: {
            currentPassword: body.currentPassword,
            newPassword: body.password,
            revokeOtherSessions: true,
          },
          headers: c.req.raw.headers,
          returnHeaders: true,
        });
        // This device keeps a fresh session; every other session is ended.
        appendSetCookies(c, headers);
      } catch (error) {
        if (!isAPIError(error)) throw error;
        const code = (error.body as { code?: string } | undefined)?.code;
        if (code === "INVALID_PASSWORD") {
          throw new AppError(
            ErrorCode.INVALID_CREDENTIALS,
            400,
            "Current password is incorrect",
            "currentPassword: Current password is incorrect",
          );
        }
        if (code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
          throw new AppError(
            ErrorCode.VALIDATION,
            400,
            "This account signs in with Google and has no password to change",
          );
        }
        throw new AppError(ErrorCode.VALIDATION, 400, error.message || "The password could not be changed");
      }
      return c.json({ message: "Password updated. Other devices have been logged out." }, 200);
    },
    [requireUser],
  );

  return app;
}
