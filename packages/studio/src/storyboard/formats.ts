// Output formats: frame size from the platform (spec platforms plus YouTube Shorts) and the safe area
// that keeps captions clear of each platform's own UI.

import { PLATFORM_IDS, type PlatformId } from "@reelforge/contract/vocabularies";

// The platform vocabulary is defined once, in packages/contract.
export const PLATFORMS = PLATFORM_IDS as readonly PlatformId[] as readonly [PlatformId, ...PlatformId[]];
export type Platform = PlatformId;

export const ASPECTS = ["9:16", "16:9", "1:1", "4:5"] as const;
export type Aspect = (typeof ASPECTS)[number];

const ASPECT_SIZE: Record<Aspect, { width: number; height: number }> = {
  "9:16": { width: 1080, height: 1920 },
  "16:9": { width: 1920, height: 1080 },
  "1:1": { width: 1080, height: 1080 },
  "4:5": { width: 1080, height: 1350 },
};

const PLATFORM_ASPECT: Record<Platform, Aspect> = {
  youtube: "16:9",
  "youtube-shorts": "9:16",
  tiktok: "9:16",
  instagram: "9:16",
  facebook: "16:9",
  twitter: "16:9",
  linkedin: "16:9",
};

/** Accepts the spec's spellings ("Youtube", "TikTok", "YouTube Shorts", "shorts", "x"). */
export function resolvePlatform(name: string): Platform {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  const alias: Record<string, Platform> = {
    shorts: "youtube-shorts",
    yt: "youtube",
    x: "twitter",
    ig: "instagram",
  };
  const found = (PLATFORMS as readonly string[]).includes(key) ? (key as Platform) : alias[key];
  if (!found) throw new Error(`Unknown platform "${name}". Choose one of: ${PLATFORMS.join(", ")}.`);
  return found;
}

export function aspectForPlatform(platform: Platform): Aspect {
  return PLATFORM_ASPECT[platform];
}

export function sizeForAspect(aspect: Aspect): { width: number; height: number } {
  return { ...ASPECT_SIZE[aspect] };
}

export interface SafeArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The rectangle (in pixels) captions must stay inside. On 9:16 the short-video apps put the caption,
 * handle and music ticker in the bottom ~20% and the like/share column in the right ~15%; wide formats
 * only need a title-safe margin.
 */
export function safeAreaFor(width: number, height: number): SafeArea {
  const portrait = height / width > 1.5;
  if (portrait) {
    return {
      left: Math.round(width * 0.06),
      top: Math.round(height * 0.1),
      right: Math.round(width * 0.85),
      bottom: Math.round(height * 0.8),
    };
  }
  const m = 0.06;
  return {
    left: Math.round(width * m),
    top: Math.round(height * m),
    right: Math.round(width * (1 - m)),
    bottom: Math.round(height * (1 - 0.1)),
  };
}
