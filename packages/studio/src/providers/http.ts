// The one way remote adapters talk HTTP: a per-attempt timeout joined with the caller's signal,
// bounded retries with exponential backoff and jitter on failures that are safe to repeat (429, 5xx,
// network errors, timeouts, truncated or malformed bodies), Retry-After honoured but capped, and a
// ProviderError with a readable message at the end. Nothing here knows any one vendor.
import { ProviderError } from "./types.ts";

export interface RetryPolicy {
  /** Extra attempts after the first one. */
  retries: number;
  /** First backoff delay; doubles each attempt. Tests use ~10 ms. */
  baseDelayMs: number;
  /** Ceiling of one backoff delay. */
  maxDelayMs: number;
  /** Limit of one attempt, response body included. */
  timeoutMs: number;
  /** Ceiling of a server-requested Retry-After wait; a longer request fails instead of hanging a render. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retries: 3,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  timeoutMs: 60_000,
  maxRetryAfterMs: 30_000,
};

/** What every adapter factory accepts besides its credentials, so tests can make retries fast. */
export interface HttpOptions {
  retry?: Partial<RetryPolicy>;
}

/** Thrown by a response reader when the body is not what the service documents. */
export class MalformedResponseError extends Error {
  override readonly name = "MalformedResponseError";
}

export interface RequestSpec<T> {
  /** Provider id used in errors ("openai", "elevenlabs"...). */
  provider: string;
  url: string | URL;
  init?: Omit<RequestInit, "signal">;
  /** Reads the successful response inside the attempt, so a stalled body also times out. */
  read: (res: Response) => Promise<T>;
  signal?: AbortSignal;
  retry?: Partial<RetryPolicy>;
  /** Env var holding the key, named in 401/403 errors so users know what to fix. */
  keyEnv?: string;
  /** Response statuses other than 2xx that `read` handles itself (e.g. 404 = nothing found). */
  acceptStatus?: number[];
}

const RETRYABLE_STATUS = new Set([408, 425, 429, 500, 502, 503, 504, 520, 522, 524, 529]);

/**
 * Performs a request with retries and returns what `read` made of the response.
 * The body must be re-sendable (string, bytes, URLSearchParams or FormData), which every adapter uses.
 */
export async function requestWithRetry<T>(spec: RequestSpec<T>): Promise<T> {
  const policy = { ...DEFAULT_RETRY_POLICY, ...spec.retry };
  const label = describeUrl(spec.url);
  let lastError: ProviderError | undefined;
  for (let attempt = 0; attempt <= policy.retries; attempt++) {
    spec.signal?.throwIfAborted();
    const timeout = AbortSignal.timeout(policy.timeoutMs);
    const signal = spec.signal ? AbortSignal.any([spec.signal, timeout]) : timeout;
    let retryAfterMs: number | undefined;
    try {
      const res = await fetch(spec.url, { ...spec.init, signal, redirect: spec.init?.redirect ?? "follow" });
      if (res.ok || spec.acceptStatus?.includes(res.status)) {
        try {
          return await spec.read(res);
        } catch (err) {
          if (err instanceof ProviderError) throw err;
          if (err instanceof MalformedResponseError) {
            lastError = new ProviderError(
              spec.provider,
              `${spec.provider} returned a malformed response from ${label}: ${err.message}`,
              { status: res.status, retryable: true, cause: err },
            );
          } else if (spec.signal?.aborted || timeout.aborted || isNetworkError(err)) {
            throw err;
          } else {
            // A failure of our own while reading (disk full, a bug) is not the service's: no retry.
            throw new PassThrough(err);
          }
        }
      } else {
        const detail = await errorDetail(res);
        const retryable = RETRYABLE_STATUS.has(res.status);
        const message = statusMessage(spec.provider, res.status, detail, label, spec.keyEnv);
        lastError = new ProviderError(spec.provider, message, { status: res.status, retryable });
        if (!retryable) throw lastError;
        retryAfterMs = parseRetryAfter(res.headers.get("retry-after"), Date.now());
        if (retryAfterMs !== undefined && retryAfterMs > policy.maxRetryAfterMs) {
          throw new ProviderError(
            spec.provider,
            `${message} (the service asked to wait ${Math.ceil(retryAfterMs / 1000)} s, longer than the ${Math.round(policy.maxRetryAfterMs / 1000)} s we allow)`,
            { status: res.status, retryable: true },
          );
        }
      }
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      if (err instanceof PassThrough) throw err.error;
      // The caller's own cancellation is not a provider failure: pass it through untouched.
      if (spec.signal?.aborted) throw spec.signal.reason;
      if (timeout.aborted) {
        lastError = new ProviderError(
          spec.provider,
          `${spec.provider} did not answer ${label} within ${policy.timeoutMs} ms`,
          { retryable: true, cause: err },
        );
      } else {
        lastError = new ProviderError(
          spec.provider,
          `${spec.provider} could not be reached at ${label}: ${networkReason(err)}`,
          { retryable: true, cause: err },
        );
      }
    }
    if (attempt < policy.retries) {
      await sleep(retryAfterMs ?? backoffDelay(attempt, policy), spec.signal);
    }
  }
  const final = lastError!;
  throw new ProviderError(final.provider, `${final.message} (gave up after ${policy.retries + 1} attempts)`, {
    status: final.status,
    retryable: final.retryable,
    cause: final.cause,
  });
}

/** Carries a non-provider error out of an attempt untouched. */
class PassThrough {
  readonly error: unknown;
  constructor(error: unknown) {
    this.error = error;
  }
}

/** fetch's own failures: connection refused/reset, or a body cut off mid-way ("terminated"). */
function isNetworkError(err: unknown): boolean {
  if (!(err instanceof TypeError)) return false;
  const code = (err as { cause?: { code?: string } }).cause?.code ?? "";
  return /fetch failed|terminated/i.test(err.message) || /^(UND_ERR|E[A-Z]+)/.test(code);
}

/** Exponential backoff with "equal jitter": half fixed, half random, so clients spread out. */
export function backoffDelay(
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return ceiling / 2 + random() * (ceiling / 2);
}

/** Retry-After as milliseconds from `nowMs`: delta-seconds or an HTTP date; undefined when absent/invalid. */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

/** Reads a JSON body; a body that is not JSON is a malformed response (retried, then reported). */
export async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedResponseError(`expected JSON but got ${JSON.stringify(text.slice(0, 120))}`);
  }
}

/** Reads a binary body up to `maxBytes`, refusing larger ones before they fill memory or disk. */
export async function readBytes(res: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel();
    throw new MalformedResponseError(`body of ${declared} bytes exceeds the ${maxBytes}-byte limit`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  if (!res.body) return Buffer.alloc(0);
  for await (const chunk of res.body) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      await res.body.cancel().catch(() => {});
      throw new MalformedResponseError(`body exceeds the ${maxBytes}-byte limit`);
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** Joins a base URL and a path without losing the base's own path (".../v1" + "/chat/completions"). */
export function joinUrl(base: string, path: string): URL {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  return url;
}

/**
 * Media URLs returned by a service are fetched only over https, or from the configured service's own
 * origin (a self-hosted or test server), so a response cannot point us at arbitrary internal hosts.
 */
export function assertDownloadAllowed(provider: string, url: string, baseUrl: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ProviderError(provider, `${provider} returned an invalid media URL ${JSON.stringify(url)}`);
  }
  if (parsed.protocol === "https:" || parsed.origin === new URL(baseUrl).origin) return parsed;
  throw new ProviderError(
    provider,
    `${provider} returned a media URL we will not download (${parsed.protocol}//${parsed.host}): only https or the configured service's own host are allowed`,
  );
}

function statusMessage(
  provider: string,
  status: number,
  detail: string,
  label: string,
  keyEnv?: string,
): string {
  const suffix = detail ? `: ${detail}` : "";
  if (status === 401 || status === 403) {
    const hint = keyEnv ? ` (check ${keyEnv})` : "";
    return `${provider} rejected the credentials with HTTP ${status}${hint}${suffix}`;
  }
  if (status === 429) return `${provider} is rate limiting us (HTTP 429) at ${label}${suffix}`;
  if (status >= 500) return `${provider} had a server error (HTTP ${status}) at ${label}${suffix}`;
  return `${provider} refused the request with HTTP ${status} at ${label}${suffix}`;
}

/** Pulls the human part out of the error bodies vendors send (OpenAI, ElevenLabs, Stability, plain text). */
async function errorDetail(res: Response): Promise<string> {
  let text = "";
  try {
    text = (await res.text()).trim();
  } catch {
    return "";
  }
  if (!text) return "";
  try {
    const found = findMessage(JSON.parse(text));
    if (found) return clip(found);
  } catch {
    // Not JSON: plain text or an HTML error page; keep a short, single-line excerpt.
  }
  return clip(text.replace(/<[^>]*>/g, " "));
}

function findMessage(body: unknown): string | undefined {
  if (typeof body === "string") return body;
  if (!body || typeof body !== "object") return undefined;
  const o = body as Record<string, unknown>;
  if (Array.isArray(o.errors) && o.errors.length > 0) return o.errors.map(String).join("; ");
  for (const key of ["error", "detail", "message"]) {
    const found = findMessage(o[key]);
    if (found) return found;
  }
  return undefined;
}

function clip(s: string): string {
  const one = s.replace(/\s+/g, " ").trim();
  return one.length > 300 ? `${one.slice(0, 300)}...` : one;
}

/** Host and path only: query strings may carry keys (Pixabay takes the key as ?key=). */
function describeUrl(url: string | URL): string {
  const u = new URL(url);
  return `${u.host}${u.pathname}`;
}

function networkReason(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
