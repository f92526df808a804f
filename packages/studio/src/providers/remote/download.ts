// Downloads media a service pointed us at (stock clips, generated images by URL). Every hop, redirects
// included, must be https or the configured service's own origin, so a response can never make us
// request an internal address; the body is streamed to disk under a size limit.
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { dirname } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import {
  assertDownloadAllowed,
  MalformedResponseError,
  type RetryPolicy,
  requestWithRetry,
} from "../http.ts";
import { ProviderError } from "../types.ts";

const REDIRECTS = [301, 302, 303, 307, 308];
const MAX_HOPS = 5;

export async function downloadTo(opts: {
  provider: string;
  url: string;
  /** The configured service URL: its origin may serve plain http (self-hosted or test servers). */
  baseUrl: string;
  path: string;
  maxBytes: number;
  /** Extra headers for the service's own origin only (never sent to a CDN). */
  ownOriginHeaders?: Record<string, string>;
  signal?: AbortSignal;
  retry?: Partial<RetryPolicy>;
}): Promise<void> {
  const own = new URL(opts.baseUrl).origin;
  let current = assertDownloadAllowed(opts.provider, opts.url, opts.baseUrl);
  await mkdir(dirname(opts.path), { recursive: true });
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const from = current;
    const next = await requestWithRetry({
      provider: opts.provider,
      url: from,
      init: { redirect: "manual", headers: from.origin === own ? opts.ownOriginHeaders : undefined },
      signal: opts.signal,
      retry: { timeoutMs: 300_000, ...opts.retry },
      acceptStatus: REDIRECTS,
      read: async (res): Promise<string | null> => {
        if (REDIRECTS.includes(res.status)) {
          await res.body?.cancel();
          const location = res.headers.get("location");
          if (!location) throw new MalformedResponseError(`redirect ${res.status} without a location`);
          return new URL(location, from).href;
        }
        await saveBody(opts.provider, res, opts.path, opts.maxBytes);
        return null;
      },
    });
    if (next === null) return;
    current = assertDownloadAllowed(opts.provider, next, opts.baseUrl);
  }
  throw new ProviderError(opts.provider, `${opts.provider} media URL redirected more than ${MAX_HOPS} times`);
}

async function saveBody(provider: string, res: Response, path: string, maxBytes: number): Promise<void> {
  const declared = Number(res.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel();
    throw new ProviderError(
      provider,
      `${provider} media is ${declared} bytes, over our ${maxBytes}-byte limit`,
    );
  }
  if (!res.body) throw new MalformedResponseError("empty media body");
  let total = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _enc, done) {
      total += chunk.length;
      if (total > maxBytes)
        done(new ProviderError(provider, `${provider} media exceeds our ${maxBytes}-byte limit`));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(res.body as WebReadableStream), limit, createWriteStream(path));
  } catch (err) {
    await rm(path, { force: true });
    if (err instanceof ProviderError) throw err;
    throw new MalformedResponseError(`download broke off: ${(err as Error).message}`);
  }
  if (total === 0) throw new MalformedResponseError("empty media body");
}
