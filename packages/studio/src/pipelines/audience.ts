// What an age group changes in a prompt video: palette, music and caption look here, and narration pace
// (slower for Kid and Old) in `narrationWordsPerMinute` of languages.ts. Each choice is visible or
// audible, so picking "Kid" or "Old" produces a different video.
import type { MusicMood } from "@reelforge/contract/vocabularies";
import { AGE_GROUP_IDS, type AgeGroupId } from "@reelforge/contract/vocabularies";
import type { CaptionStyle } from "../storyboard/schema.ts";

// The age groups are defined once, in packages/contract.
export const AGE_GROUPS: readonly AgeGroupId[] = AGE_GROUP_IDS;
export type AgeGroup = AgeGroupId;

export interface AudienceProfile {
  palette: string[];
  mood: MusicMood;
  captions: CaptionStyle;
  transition: "fade" | "slideleft" | "slideup" | "wipeleft" | "circleopen";
}

const PROFILES: Record<AgeGroup, AudienceProfile> = {
  "all age groups": {
    palette: ["#1e3a8a", "#f59e0b", "#f8fafc"],
    mood: "upbeat",
    captions: "bold-pop",
    transition: "fade",
  },
  young: {
    palette: ["#7c3aed", "#ec4899", "#22d3ee"],
    mood: "upbeat",
    captions: "banger",
    transition: "slideleft",
  },
  "middle-aged": {
    palette: ["#0f172a", "#0ea5e9", "#e2e8f0"],
    mood: "corporate",
    captions: "clean",
    transition: "fade",
  },
  kid: {
    palette: ["#facc15", "#22c55e", "#f97316"],
    mood: "playful",
    captions: "comic",
    transition: "circleopen",
  },
  old: {
    palette: ["#7c2d12", "#d6b98c", "#fef3c7"],
    mood: "calm",
    captions: "clean",
    transition: "fade",
  },
};

export function resolveAgeGroup(name: string): AgeGroup {
  const k = name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, " ")
    .replace("middle aged", "middle-aged");
  const alias: Record<string, AgeGroup> = {
    all: "all age groups",
    kids: "kid",
    children: "kid",
    teen: "young",
    senior: "old",
  };
  const found = (AGE_GROUPS as readonly string[]).includes(k) ? (k as AgeGroup) : alias[k];
  if (!found)
    throw new Error(
      `Unknown age group "${name}". Choose from: All Age Groups, Young, Middle-Aged, Kid, Old.`,
    );
  return found;
}

/** Profile for a list of age groups: the first specific group wins; none or "All Age Groups" -> general. */
export function audienceProfile(groups: string[] = []): AudienceProfile {
  const resolved = groups.map(resolveAgeGroup);
  const specific = resolved.find((g) => g !== "all age groups");
  return PROFILES[specific ?? "all age groups"];
}
