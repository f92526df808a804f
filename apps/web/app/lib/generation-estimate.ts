import type {
  TGeneration,
  TGenerationKind,
  TSubscriptionStatusResponse,
  UsageFeature,
} from "@reelforge/contract";

// What a generation will cost and about how long it takes, shown before the user generates
// (issue 15). Time comes from the user's own recent generations of the kind when there are
// some, scaled by the length asked for; otherwise from a rough figure per kind.

/** Output seconds a request asks for (videos), or null when the kind has no length. */
export function requestedSeconds(kind: TGenerationKind, input: Record<string, unknown>): number | null {
  if (kind === "video" || kind === "link-video") {
    // "5 Seconds" (the form's words) or 5.
    const duration = Number.parseInt(String(input.videoDuration ?? 5), 10) || 5;
    const languages = Array.isArray(input.languages) ? new Set(input.languages).size : 0;
    return duration * Math.max(1, languages);
  }
  if (kind === "faceless") {
    // Narration at about 2.5 words a second.
    const words = String(input.script ?? "")
      .trim()
      .split(/\s+/)
      .filter(Boolean).length;
    return Math.max(3, Math.round(words / 2.5));
  }
  if (kind === "slideshow") {
    // Slides times their length (a fit to the music is about as long as the slides at 3 s).
    const slides = Array.isArray(input.images) ? input.images.length : 0;
    return Math.max(3, slides * (Number(input.secondsPerSlide) || 3));
  }
  if (kind === "clips") {
    // At most count clips of at most maxSeconds each, cut and reframed.
    return Math.max(3, (Number(input.count) || 3) * (Number(input.maxSeconds) || 60));
  }
  // A meme over a photo or a drawing lasts a few seconds (a clip keeps its own length).
  if (kind === "meme") return 5;
  if (kind === "voice-over") {
    const words = String(input.text ?? "")
      .trim()
      .split(/\s+/)
      .filter(Boolean).length;
    return Math.max(2, Math.round(words / 2.5));
  }
  return null;
}

// Wall-clock seconds when no history is there: fixed per kind, plus render time per output second.
const FIXED: Record<TGenerationKind, number> = {
  script: 3,
  image: 5,
  video: 10,
  faceless: 10,
  slideshow: 8,
  "voice-over": 5,
  "link-video": 15,
  clips: 10,
  subtitles: 10,
  meme: 4,
};
const PER_OUTPUT_SECOND: Record<TGenerationKind, number> = {
  script: 0,
  image: 0,
  video: 2,
  faceless: 1,
  slideshow: 1,
  "voice-over": 0.5,
  "link-video": 2,
  clips: 0.4,
  subtitles: 1,
  meme: 0.6,
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** About how many seconds the request will take. */
export function estimateSeconds(
  kind: TGenerationKind,
  input: Record<string, unknown>,
  recent: readonly TGeneration[],
): number {
  const wanted = requestedSeconds(kind, input);
  const done = recent
    .filter((g) => g.kind === kind && g.status === "succeeded")
    .map((g) => ({
      took: (Date.parse(g.updatedAt) - Date.parse(g.createdAt)) / 1000,
      length: g.result?.durationSeconds,
    }))
    .filter(({ took }) => Number.isFinite(took) && took > 0);
  if (done.length > 0) {
    if (wanted !== null) {
      const perSecond = done.filter((d) => d.length && d.length > 0).map((d) => d.took / (d.length ?? 1));
      if (perSecond.length > 0) return Math.max(1, Math.round(median(perSecond) * wanted));
    } else {
      return Math.max(1, Math.round(median(done.map((d) => d.took))));
    }
  }
  return FIXED[kind] + PER_OUTPUT_SECOND[kind] * (wanted ?? 0);
}

/** "about 20 seconds", "about 2 minutes", "about 1 hour". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) {
    const rounded = seconds < 10 ? Math.max(1, Math.round(seconds)) : Math.round(seconds / 5) * 5;
    return `about ${rounded} second${rounded === 1 ? "" : "s"}`;
  }
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.round(minutes / 60);
  return `about ${hours} hour${hours === 1 ? "" : "s"}`;
}

const STATUS_FIELDS: Record<
  UsageFeature,
  [keyof TSubscriptionStatusResponse, keyof TSubscriptionStatusResponse]
> = {
  images: ["imageGenerationCount", "imageGenerationLimit"],
  videos: ["videoGenerationCount", "videoGenerationLimit"],
  facelessVideos: ["facelessGenerationCount", "facelessGenerationLimit"],
  scripts: ["scriptGenerationCount", "scriptGenerationLimit"],
  slideshows: ["slideshowGenerationCount", "slideshowGenerationLimit"],
  voiceOvers: ["voiceOverGenerationCount", "voiceOverGenerationLimit"],
  linkVideos: ["linkVideoGenerationCount", "linkVideoGenerationLimit"],
  generationSeconds: ["generationSecondsUsed", "generationSecondsLimit"],
  clips: ["clipGenerationCount", "clipGenerationLimit"],
};

/** How many units of `feature` are left this period. */
export function unitsLeft(status: TSubscriptionStatusResponse, feature: UsageFeature): number {
  const [count, limit] = STATUS_FIELDS[feature];
  return Math.max(0, Number(status[limit]) - Number(status[count]));
}
