import type { ApiInput, ApiKey, ApiOk } from "@reelforge/contract";
import { detailsSentence } from "./field-errors";

// The web app's one API client. Calls are named by the route table's keys ("POST /api/user/login")
// and typed by the contract's routes: the input (params, query, json or form) and the success
// answer come from the same schemas the server implements, so a change of shape fails `tsc` on
// both sides. Only types come from the contract: the client itself is these few lines, light
// enough for the marketing pages.

// One error type for every failed API call, carrying the server's `{ message, extraDetails?, code }`
// so screens can pick the field the spec asks for (message, or extraDetails first).
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly code: string;
  readonly extraDetails?: string;
  constructor(status: number, code: string, message: string, extraDetails?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.extraDetails = extraDetails;
  }
}

// Network failures and unreadable bodies have no server wording (SPEC 8), so they get ours.
const NETWORK_MESSAGE = "Could not reach the server. Check your connection and try again.";

/** The JSON body a route takes. */
export type JsonOf<K extends ApiKey> = ApiInput<K> extends { json: infer J } ? J : never;

export type CallInit = { credentials?: RequestCredentials; signal?: AbortSignal; headers?: HeadersInit };
// biome-ignore lint/complexity/noBannedTypes: `{}` is "no input needed" here
type Args<K extends ApiKey> =
  {} extends ApiInput<K> ? [input?: ApiInput<K>, init?: CallInit] : [input: ApiInput<K>, init?: CallInit];
type AnyInput = {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  form?: FormData;
};

/** The one error parser: the API's error shape, or a plain sentence with the status. */
export async function apiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (typeof body?.message === "string" && typeof body.code === "string") {
    const extra = typeof body.extraDetails === "string" ? body.extraDetails : undefined;
    return new ApiError(response.status, body.code, body.message, extra);
  }
  return new ApiError(
    response.status,
    "HTTP_ERROR",
    `The server answered ${response.status}. Please try again.`,
  );
}

/** A client for the API at `base` (the page's own origin by default). */
export function createApiClient(base = "") {
  async function send(key: string, input: AnyInput = {}, init: CallInit = {}): Promise<Response> {
    const space = key.indexOf(" ");
    let path = key
      .slice(space + 1)
      .replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(input.params?.[name] ?? ""));
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(input.query ?? {}))
      if (value !== undefined) query.set(name, String(value));
    if (query.size > 0) path += `?${query}`;
    const headers = new Headers(init.headers);
    headers.set("Accept", "application/json");
    let body: BodyInit | undefined;
    if (input.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(input.json);
    } else if (input.form) {
      body = input.form;
    }
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: key.slice(0, space),
        credentials: init.credentials ?? "include",
        headers,
        body,
        signal: init.signal,
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new ApiError(0, "NETWORK", NETWORK_MESSAGE);
    }
    if (!response.ok) throw await apiError(response);
    return response;
  }

  return {
    /** Calls a JSON route; answers its success body, throws ApiError otherwise. */
    async api<K extends ApiKey>(key: K, ...[input, init]: Args<K>): Promise<ApiOk<K>> {
      const response = await send(key, input as AnyInput, init);
      try {
        return (await response.json()) as ApiOk<K>;
      } catch {
        throw new ApiError(response.status, "BAD_RESPONSE", "The server sent an unexpected answer.");
      }
    },
    /** Calls a route that answers a file (downloads); answers the bytes. */
    async apiFile<K extends ApiKey>(key: K, ...[input, init]: Args<K>): Promise<Blob> {
      return (await send(key, input as AnyInput, init)).blob();
    },
  };
}

export const { api, apiFile } = createApiClient();

/** The text the spec shows for a failure: extraDetails first where the spec says so, else message. */
export function errorText(error: unknown, preferExtraDetails = false): string {
  if (error instanceof ApiError) {
    return preferExtraDetails && error.extraDetails ? detailsSentence(error.extraDetails) : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
