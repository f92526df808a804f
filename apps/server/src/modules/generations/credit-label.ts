import type { ProviderCredit } from "@reelforge/studio";

// How the UI names who made each part. Built-in providers are named as what they are, never as AI.
const BUILTIN_NAMES: Record<string, string> = {
  "builtin-writer": "ReelForge writer (built-in)",
  "espeak-ng": "espeak-ng (built-in)",
  designer: "ReelForge designer (built-in)",
  illustration: "illustration (built-in)",
  "builtin-music": "ReelForge music (built-in)",
  "builtin-aligner": "ReelForge aligner (built-in: your transcript matched to the speech)",
};

const ROLES: Record<string, string> = {
  script: "Script",
  voice: "Voice",
  image: "Image",
  images: "Images",
  visuals: "Visuals",
  music: "Music",
};

export function creditLabel(part: string, credit: ProviderCredit): { role: string; label: string } {
  const name = credit.builtin
    ? (BUILTIN_NAMES[credit.provider] ?? `${credit.provider} (built-in)`)
    : `${credit.provider}${credit.model ? ` ${credit.model}` : ""}`;
  const fallback = credit.fallbackFrom ? `, used because ${credit.fallbackFrom} failed` : "";
  const role = ROLES[part] ?? part.charAt(0).toUpperCase() + part.slice(1);
  return { role, label: `${role}: ${name}${fallback}` };
}
