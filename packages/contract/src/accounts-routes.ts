import { z } from "zod";
import {
  ZCheckAuthResponse,
  ZForgetPasswordRequest,
  ZGoogleAuthRequest,
  ZGoogleAuthResponse,
  ZHealthResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZPublicConfig,
  ZResetPasswordRequest,
  ZSignupRequest,
  ZSignupResponse,
  ZVerifyRequest,
  ZVerifyResponse,
} from "./accounts.ts";
import { defineRoute, errorResponses, jsonBody, jsonResponse, SESSION_SECURITY } from "./route.ts";

// SPEC 7: the /api/user/* calls at their exact paths (typos included), and the system calls.

const tags = ["Accounts"];

export const signupRoute = defineRoute({
  operationId: "signup",
  method: "post",
  path: "/api/user/signup",
  tags,
  summary: "Create an account",
  description:
    "Creates the account and e-mails a 4 digit code; a pending-signup cookie carries the browser to `POST /api/user/verify`. If the code cannot be mailed the account is not kept (503), so signing up again sends a new code.",
  request: { body: jsonBody(ZSignupRequest) },
  responses: {
    200: jsonResponse(ZSignupResponse, "Account created, code sent"),
    ...errorResponses(400, 409, 429, 500, 503),
  },
});

export const verifyRoute = defineRoute({
  operationId: "verifyEmail",
  method: "post",
  path: "/api/user/verify",
  tags,
  summary: "Verify the e-mail with the 4 digit code",
  description: "Reads the pending-signup cookie set by sign-up or login; answers with a session cookie.",
  request: { body: jsonBody(ZVerifyRequest) },
  responses: {
    200: jsonResponse(ZVerifyResponse, "E-mail verified, signed in"),
    ...errorResponses(400, 429, 500),
  },
});

export const resendOtpRoute = defineRoute({
  operationId: "resendOtp",
  method: "post",
  path: "/api/user/resend-otp",
  tags,
  summary: "Send a new verification code",
  responses: {
    200: jsonResponse(ZMessageResponse, "A new code was sent"),
    ...errorResponses(400, 429, 500, 503),
  },
});

export const loginRoute = defineRoute({
  operationId: "login",
  method: "post",
  path: "/api/user/login",
  tags,
  summary: "Log in with e-mail and password",
  description: "Answers with a session cookie (`rf.session_token`, HttpOnly).",
  request: { body: jsonBody(ZLoginRequest) },
  responses: {
    200: jsonResponse(ZLoginResponse, "Signed in"),
    ...errorResponses(400, 401, 403, 429, 500),
  },
});

export const logoutRoute = defineRoute({
  operationId: "logout",
  method: "post",
  path: "/api/user/logout",
  tags,
  summary: "Log out (ends this session)",
  responses: { 200: jsonResponse(ZMessageResponse, "Signed out"), ...errorResponses(500) },
});

export const checkAuthRoute = defineRoute({
  operationId: "checkAuth",
  method: "get",
  path: "/api/user/checkAuthroute",
  tags,
  summary: "The signed-in user",
  description:
    "The session's user; a signed-up user still waiting for the code gets the pending user with `emailVerified: false`.",
  security: SESSION_SECURITY,
  responses: { 200: jsonResponse(ZCheckAuthResponse, "The user"), ...errorResponses(401, 500) },
});

export const forgetPasswordRoute = defineRoute({
  operationId: "forgetPassword",
  method: "post",
  path: "/api/user/forgetpassword",
  tags,
  summary: "E-mail a password reset code",
  description: "The answer is the same whether or not the account exists.",
  request: { body: jsonBody(ZForgetPasswordRequest) },
  responses: {
    200: jsonResponse(ZMessageResponse, "Code sent if the account exists"),
    ...errorResponses(400, 429, 500),
  },
});

export const resetPasswordRoute = defineRoute({
  operationId: "resetPassword",
  method: "post",
  path: "/api/user/resetpassword",
  tags,
  summary: "Set a new password with the e-mailed code",
  description: "Ends every session of the account.",
  request: { body: jsonBody(ZResetPasswordRequest) },
  responses: {
    200: jsonResponse(ZMessageResponse, "Password changed"),
    ...errorResponses(400, 429, 500),
  },
});

export const googleAuthRoute = defineRoute({
  operationId: "googleAuth",
  method: "post",
  path: "/api/user/googleAuth",
  tags,
  summary: "Sign in with a Google ID token",
  description: "Only the signed Google ID token in `credential` is trusted; the other fields are ignored.",
  request: { body: jsonBody(ZGoogleAuthRequest) },
  responses: {
    200: jsonResponse(ZGoogleAuthResponse, "Signed in"),
    ...errorResponses(400, 401, 429, 500, 503),
  },
});

export const healthRoute = defineRoute({
  operationId: "health",
  method: "get",
  path: "/api/health",
  tags: ["System"],
  summary: "Health: database and ffmpeg versions",
  responses: { 200: jsonResponse(ZHealthResponse, "Healthy"), ...errorResponses(500) },
});

export const publicConfigRoute = defineRoute({
  operationId: "publicConfig",
  method: "get",
  path: "/api/config",
  tags: ["System"],
  summary: "Public configuration the web app needs (Google client id)",
  responses: { 200: jsonResponse(ZPublicConfig, "Public configuration") },
});

export const openApiRoute = defineRoute({
  operationId: "openApiDocument",
  method: "get",
  path: "/api/openapi.json",
  tags: ["System"],
  summary: "This API as an OpenAPI 3.1 document",
  responses: {
    200: jsonResponse(z.record(z.string(), z.unknown()), "The OpenAPI 3.1 document"),
  },
});
