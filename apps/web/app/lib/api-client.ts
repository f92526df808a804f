import { ZApiError } from "@reelforge/contract";
import type { z } from "zod";
import { detailsSentence } from "./field-errors";

// One error type for every failed API call, carrying the server's `{ message, extraDetails?, code }`
// so screens can pick the field the spec asks for (message, or extraDetails first).
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extraDetails?: string,
  ) {
    super(message);
  }
}

// Network failures and unreadable bodies have no server wording (SPEC 8), so they get ours.
const NETWORK_MESSAGE = "Could not reach the server. Check your connection and try again.";

type Method = "GET" | "POST";

/**
 * Calls the product's own API with the session cookie and parses the JSON answer with `schema`.
 * Throws ApiError for non-2xx answers (and for answers that do not match the schema).
 */
export function apiRequest<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  body?: unknown,
): Promise<z.infer<S>> {
  return apiFetch(
    path,
    {
      method,
      credentials: "include",
      headers:
        body === undefined
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    schema,
  );
}

/** The same answer handling for calls that need their own request (uploads, other methods). */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  init: RequestInit,
  schema: S,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, "NETWORK", NETWORK_MESSAGE);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ZApiError.safeParse(json);
    if (parsed.success) {
      throw new ApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.extraDetails);
    }
    throw new ApiError(
      response.status,
      "HTTP_ERROR",
      `The server answered ${response.status}. Please try again.`,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new ApiError(response.status, "BAD_RESPONSE", "The server sent an unexpected answer.");
  return parsed.data;
}

/** The text the spec shows for a failure: extraDetails first where the spec says so, else message. */
export function errorText(error: unknown, preferExtraDetails = false): string {
  if (error instanceof ApiError) {
    return preferExtraDetails && error.extraDetails ? detailsSentence(error.extraDetails) : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
