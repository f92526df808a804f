import { ErrorCode, type TApiError } from "@reelforge/contract";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";

// The one error type of the API; `onError` in app.ts maps it to `{ message, extraDetails?, code }`.
export class AppError extends Error {
  override name = "AppError";
  readonly code: string;
  readonly status: ContentfulStatusCode;
  readonly extraDetails?: string;
  constructor(code: string, status: ContentfulStatusCode, message: string, extraDetails?: string) {
    super(message);
    this.code = code;
    this.status = status;
    this.extraDetails = extraDetails;
  }

  toBody(): TApiError {
    return this.extraDetails === undefined
      ? { message: this.message, code: this.code }
      : { message: this.message, extraDetails: this.extraDetails, code: this.code };
  }
}

// "confirmpassword: Passwords do not match; email: Enter a valid email address"
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
      return `${where}${issue.message}`;
    })
    .join("; ");
}

export function validationError(error: z.ZodError): AppError {
  const first = error.issues[0]?.message ?? "Invalid request";
  return new AppError(ErrorCode.VALIDATION, 400, first, describeZodError(error));
}

// Hono's own refusals (HTTPException from its validators and helpers) in the API's error shape.
const HTTP_CODES: Partial<Record<number, string>> = {
  400: ErrorCode.VALIDATION,
  401: ErrorCode.UNAUTHORIZED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.VALIDATION,
  429: ErrorCode.RATE_LIMITED,
};

export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return validationError(error);
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    return new AppError(
      HTTP_CODES[status] ?? ErrorCode.VALIDATION,
      status,
      error.message || "Invalid request",
    );
  }
  return undefined;
}
