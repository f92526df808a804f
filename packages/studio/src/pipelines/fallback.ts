// Run-time fallback from a remote provider to the built-in one. A remote service that fails (403, quota,
// outage) must not take the render down: the built-in does the work and the storyboard records why.
import { ProviderError } from "../providers/types.ts";

export interface FallbackRecord {
  stage: string;
  from: string;
  to: string;
  reason: string;
}

export async function withFallback<P extends { readonly id: string }, R>(
  stage: string,
  primary: P,
  builtin: P,
  call: (p: P) => Promise<R>,
  record: (f: FallbackRecord) => void,
  signal?: AbortSignal,
): Promise<{ result: R; fellBack: FallbackRecord | null }> {
  try {
    return { result: await call(primary), fellBack: null };
  } catch (err) {
    if (signal?.aborted || primary === builtin || !(err instanceof ProviderError)) throw err;
    const f = { stage, from: primary.id, to: builtin.id, reason: err.message };
    record(f);
    return { result: await call(builtin), fellBack: f };
  }
}
