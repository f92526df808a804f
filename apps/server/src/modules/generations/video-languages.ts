import type { TVideoInput } from "@reelforge/contract";
import { resolveLanguage } from "@reelforge/studio";

// The languages a prompt video is made in, each once, in the order chosen; the first narrates the
// primary video and each other one is a video of its own (and a usage unit of its own).
export function videoLanguages(input: Pick<TVideoInput, "languages">): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const language of input.languages ?? []) {
    const code = resolveLanguage(language).code;
    if (seen.has(code)) continue;
    seen.add(code);
    out.push(language);
  }
  return out;
}
