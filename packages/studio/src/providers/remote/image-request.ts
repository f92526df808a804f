// Checks shared by the image adapters: the size asked for (it ends up in an ffmpeg scale/crop
// argument, so only plain integers in range pass) and the brand palette turned into prompt text.
import type { ImageRequest } from "../types.ts";
import { ProviderError } from "../types.ts";

export function checkImageRequest(provider: string, req: ImageRequest): void {
  for (const [name, v] of [
    ["width", req.width],
    ["height", req.height],
  ] as const) {
    if (!Number.isInteger(v) || v < 16 || v > 8192) {
      throw new ProviderError(
        provider,
        `${provider}: image ${name} must be a whole number from 16 to 8192, got ${v}`,
      );
    }
  }
  if (!req.prompt?.trim()) throw new ProviderError(provider, `${provider}: the image prompt is empty`);
}

/** The prompt plus the brand colours, if any were given as #rrggbb. */
export function promptWithPalette(req: ImageRequest): string {
  const colours = (req.palette ?? []).filter((c) => /^#[0-9a-f]{6}$/i.test(c));
  const prompt = req.prompt.trim();
  return colours.length ? `${prompt}. Colour palette: ${colours.join(", ")}.` : prompt;
}
