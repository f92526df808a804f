import { z } from "zod";

// The one error body every failing API call answers with. The web app's toasts read `message`
// and, for validation failures, `extraDetails` (SPEC section 8).
export const ZApiError = z
  .object({
    message: z.string(),
    extraDetails: z.string().optional(),
    code: z.string(),
  })
  .meta({ id: "Error" });
export type TApiError = z.infer<typeof ZApiError>;

// Stable machine-readable codes; clients branch on these, never on message text.
export const ErrorCode = {
  VALIDATION: "VALIDATION",
  NOT_FOUND: "NOT_FOUND",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  CROSS_SITE: "CROSS_SITE",
  RATE_LIMITED: "RATE_LIMITED",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_FILE: "UNSUPPORTED_FILE",
  STORAGE_FULL: "STORAGE_FULL",
  CONFLICT: "CONFLICT",
  EMAIL_TAKEN: "EMAIL_TAKEN",
  EMAIL_NOT_VERIFIED: "EMAIL_NOT_VERIFIED",
  INVALID_CREDENTIALS: "INVALID_CREDENTIALS",
  OTP_INVALID: "OTP_INVALID",
  OTP_EXPIRED: "OTP_EXPIRED",
  OTP_TOO_MANY_ATTEMPTS: "OTP_TOO_MANY_ATTEMPTS",
  NO_PENDING_SIGNUP: "NO_PENDING_SIGNUP",
  GOOGLE_NOT_CONFIGURED: "GOOGLE_NOT_CONFIGURED",
  GOOGLE_TOKEN_INVALID: "GOOGLE_TOKEN_INVALID",
  UNAVAILABLE: "UNAVAILABLE",
  INTERNAL: "INTERNAL",
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
