// Provider wrappers that fall back to the built-in when a remote provider fails with a ProviderError
// (bad key, quota, outage, malformed answers after retries), so one failing service never takes a
// render down. The result's credit says what happened: fallbackFrom = the failed provider's id and
// fallbackReason = its message. A caller's cancellation and our own bugs are never swallowed.
import type {
  CallOptions,
  ImageProvider,
  LlmProvider,
  ProviderCredit,
  StockProvider,
  TtsProvider,
} from "../types.ts";
import { ProviderError } from "../types.ts";

export interface FallbackEvent {
  from: string;
  to: string;
  reason: string;
}

export interface FallbackOptions {
  /** Told about each fallback (logging, storyboard notes). */
  onFallback?: (event: FallbackEvent) => void;
}

type AnyProvider = LlmProvider | TtsProvider | ImageProvider | StockProvider;

export function withFallback(primary: LlmProvider, builtin: LlmProvider, opts?: FallbackOptions): LlmProvider;
export function withFallback(primary: TtsProvider, builtin: TtsProvider, opts?: FallbackOptions): TtsProvider;
export function withFallback(
  primary: ImageProvider,
  builtin: ImageProvider,
  opts?: FallbackOptions,
): ImageProvider;
export function withFallback(
  primary: StockProvider,
  builtin: StockProvider | null,
  opts?: FallbackOptions,
): StockProvider;
export function withFallback(
  primary: AnyProvider,
  builtin: AnyProvider | null,
  opts: FallbackOptions = {},
): AnyProvider {
  if ("writeScript" in primary) return llmWithFallback(primary, builtin as LlmProvider, opts);
  if ("synthesize" in primary) return ttsWithFallback(primary, builtin as TtsProvider, opts);
  if ("generate" in primary) return imageWithFallback(primary, builtin as ImageProvider, opts);
  return stockWithFallback(primary, builtin as StockProvider | null, opts);
}

/** Runs `call` on the primary; on a ProviderError runs it on the fallback and marks the credit. */
async function attempt<R extends { credit: ProviderCredit }>(
  primary: { id: string },
  fallback: { id: string },
  signal: AbortSignal | undefined,
  opts: FallbackOptions,
  viaPrimary: () => Promise<R>,
  viaFallback: () => Promise<R>,
): Promise<R> {
  try {
    return await viaPrimary();
  } catch (err) {
    if (signal?.aborted || !(err instanceof ProviderError)) throw err;
    opts.onFallback?.({ from: primary.id, to: fallback.id, reason: err.message });
    const result = await viaFallback();
    return { ...result, credit: { ...result.credit, fallbackFrom: primary.id, fallbackReason: err.message } };
  }
}

export function llmWithFallback(
  primary: LlmProvider,
  builtin: LlmProvider,
  opts: FallbackOptions = {},
): LlmProvider {
  if (primary === builtin) return primary;
  return {
    id: primary.id,
    writeScript: (req, call?: CallOptions) =>
      attempt(
        primary,
        builtin,
        call?.signal,
        opts,
        () => primary.writeScript(req, call),
        () => builtin.writeScript(req, call),
      ),
    complete: (prompt, call) =>
      attempt(
        primary,
        builtin,
        call?.signal,
        opts,
        () => primary.complete(prompt, call),
        () => builtin.complete(prompt, call),
      ),
  };
}

export function ttsWithFallback(
  primary: TtsProvider,
  builtin: TtsProvider,
  opts: FallbackOptions = {},
): TtsProvider {
  if (primary === builtin) return primary;
  return {
    id: primary.id,
    synthesize: (text, voice, outDir, call) =>
      attempt(
        primary,
        builtin,
        call?.signal,
        opts,
        () => primary.synthesize(text, voice, outDir, call),
        // A provider-specific voice id means nothing to the built-in.
        () => builtin.synthesize(text, { ...voice, voiceId: undefined }, outDir, call),
      ),
  };
}

export function imageWithFallback(
  primary: ImageProvider,
  builtin: ImageProvider,
  opts: FallbackOptions = {},
): ImageProvider {
  if (primary === builtin) return primary;
  return {
    id: primary.id,
    generate: (req, outDir, call) =>
      attempt(
        primary,
        builtin,
        call?.signal,
        opts,
        () => primary.generate(req, outDir, call),
        () => builtin.generate(req, outDir, call),
      ),
  };
}

/** Stock has no built-in: the fallback is another stock service, or nothing (null = no match). */
export function stockWithFallback(
  primary: StockProvider,
  fallback: StockProvider | null,
  opts: FallbackOptions = {},
): StockProvider {
  return {
    id: primary.id,
    ...(primary.search ? { search: primary.search.bind(primary) } : {}),
    ...(primary.fetch ? { fetch: primary.fetch.bind(primary) } : {}),
    async find(query, outDir, call) {
      try {
        return await primary.find(query, outDir, call);
      } catch (err) {
        if (call?.signal?.aborted || !(err instanceof ProviderError)) throw err;
        opts.onFallback?.({ from: primary.id, to: fallback?.id ?? "none", reason: err.message });
        if (!fallback) return null;
        const asset = await fallback.find(query, outDir, call);
        return (
          asset && {
            ...asset,
            credit: { ...asset.credit, fallbackFrom: primary.id, fallbackReason: err.message },
          }
        );
      }
    },
  };
}

/**
 * Several stock services as one: each is asked in turn until one has a match; a failing one is
 * skipped (and noted in the credit of what the next one finds). Throws only when all of them failed.
 */
export function stockChain(providers: StockProvider[], opts: FallbackOptions = {}): StockProvider {
  if (providers.length === 1) return providers[0]!;
  return {
    id: providers.map((p) => p.id).join("+"),
    // Every service's results, each service's in its own order (a failing one is left out; all failing
    // is an error).
    async search(query, call) {
      const settled = await Promise.allSettled(
        providers.map((p) => (p.search ? p.search(query, call) : Promise.resolve([]))),
      );
      const failed = settled.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
      if (failed.length === providers.length) throw failed[0];
      return settled.flatMap((r) => (r.status === "fulfilled" ? r.value : []));
    },
    // A chosen item comes from the service that offered it.
    async fetch(item, frame, outDir, call) {
      const owner = providers.find((p) => p.id === item.provider);
      if (!owner?.fetch) {
        throw new ProviderError(item.provider, `${item.provider} is not a configured stock service`);
      }
      return owner.fetch(item, frame, outDir, call);
    },
    async find(query, outDir, call) {
      const failures: ProviderError[] = [];
      for (const p of providers) {
        try {
          const asset = await p.find(query, outDir, call);
          if (!asset) continue;
          const first = failures[0];
          return first
            ? {
                ...asset,
                credit: { ...asset.credit, fallbackFrom: first.provider, fallbackReason: first.message },
              }
            : asset;
        } catch (err) {
          if (call?.signal?.aborted || !(err instanceof ProviderError)) throw err;
          failures.push(err);
          opts.onFallback?.({ from: p.id, to: "next stock service", reason: err.message });
        }
      }
      if (failures.length === providers.length) {
        throw new ProviderError(
          failures[0]!.provider,
          `every stock service failed: ${failures.map((f) => f.message).join("; ")}`,
          { status: failures[0]!.status, retryable: failures.some((f) => f.retryable) },
        );
      }
      return null;
    },
  };
}
