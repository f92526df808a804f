import { ErrorCode, GENDERS, idOf, type TVoicePreviewQuery } from "@reelforge/contract";
import { voicePreview } from "@reelforge/studio";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { generationsFor } from "./generations-runtime.ts";

// A voice's sample before generating: free, made once per voice and cached by the studio, and
// limited per account so it cannot be used as a free speech service.
export const PREVIEWS_PER_MINUTE = 30;

export async function previewVoice(
  deps: AppDeps,
  userId: string,
  query: TVoicePreviewQuery,
): Promise<string> {
  const limit = await deps.rateLimiter.hit(`voice-preview:${userId}`, PREVIEWS_PER_MINUTE, 60_000);
  if (!limit.allowed) {
    throw new AppError(
      ErrorCode.RATE_LIMITED,
      429,
      "Too many voice previews: please wait a moment",
      `Try again in ${limit.retryAfterSeconds} seconds.`,
    );
  }
  const runtime = generationsFor(deps);
  return voicePreview(
    {
      language: query.language,
      gender: idOf(GENDERS, query.gender) ?? "female",
      accent: query.accent,
      speed: query.speed,
    },
    { providers: runtime.providers, cacheDir: runtime.config.cacheDir },
  );
}
