import {
  generatorOf,
  type TGeneration,
  type TGenerationKind,
  type TGenerationStatus,
} from "@reelforge/contract";
import type { ProviderCredit } from "@reelforge/studio";
import { creditLabel } from "./credit-label.ts";
import type { generation } from "./tables.ts";

export type GenerationRow = typeof generation.$inferSelect;

// What the worker stores in `result`.
export type StoredResult = {
  assets: Record<string, string>;
  text?: string;
  durationSeconds?: number;
  // A prompt video's language, and its further languages (files video.<code>.mp4 and so on).
  language?: { language: string; code: string };
  alternates?: { language: string; code: string; durationSeconds: number }[];
  // Plain notes from the script writer (facts a short video left out, words it could not translate).
  notes?: string[];
  // Clips cut from the user's video: file names (in assets) and their place in the source.
  clips?: { file: string; thumbnail?: string; start: number; end: number }[];
  // Subtitles: the captions as cues (seconds on the video's clock), to edit before burning them in.
  cues?: { start: number; end: number; text: string }[];
  // A video's scene segments: encoded for it, and reused from the cache (an edit reuses most).
  segments?: { rendered: number; reused: number };
  // Seconds of the video before its first scene (the brand kit's intro clip): the storyboard's scene
  // starts are after it.
  leadSeconds?: number;
  credits: { part: string; credit: ProviderCredit }[];
};

export const QUEUE = "generations";

export function assetKey(generationId: string, name: string): string {
  return `gen/${generationId}/${name}`;
}

export function mediaPath(key: string): string {
  return `/media/${key}`;
}

// The kind's own title of its input (stored inputs are the parsed ones).
export function titleOf(kind: TGenerationKind, input: unknown): string {
  try {
    return (generatorOf(kind).title as (input: unknown) => string)(input);
  } catch {
    return "";
  }
}

// A script's message and the reply it follows, so a conversation can be shown again whole.
function conversationOf(row: GenerationRow): { message?: string; follows?: string } {
  if (row.kind !== "script" || !row.input || typeof row.input !== "object") return {};
  const { script, follows } = row.input as { script?: unknown; follows?: unknown };
  return {
    ...(typeof script === "string" ? { message: script } : {}),
    ...(typeof follows === "string" ? { follows } : {}),
  };
}

export function toGenerationView(row: GenerationRow): TGeneration {
  const stored = row.result as StoredResult | null;
  const url = (name: string) => (stored?.assets[name] ? mediaPath(stored.assets[name]) : undefined);
  const alternates = stored?.alternates
    ?.filter((a) => url(`video.${a.code}.mp4`))
    .map((a) => ({
      language: a.language,
      code: a.code,
      videoUrl: url(`video.${a.code}.mp4`) as string,
      ...(url(`captions.${a.code}.srt`) ? { srtUrl: url(`captions.${a.code}.srt`) } : {}),
      ...(url(`captions.${a.code}.vtt`) ? { vttUrl: url(`captions.${a.code}.vtt`) } : {}),
      ...(url(`thumbnail.${a.code}.jpg`) ? { thumbnailUrl: url(`thumbnail.${a.code}.jpg`) } : {}),
      durationSeconds: a.durationSeconds,
    }));
  const result = stored
    ? {
        ...(url("video.mp4") ? { videoUrl: url("video.mp4") } : {}),
        ...(url("image.png") ? { imageUrl: url("image.png") } : {}),
        ...(url("thumbnail.jpg") || url("image.png")
          ? { thumbnailUrl: url("thumbnail.jpg") ?? url("image.png") }
          : {}),
        ...(url("captions.srt") ? { srtUrl: url("captions.srt") } : {}),
        ...(url("captions.vtt") ? { vttUrl: url("captions.vtt") } : {}),
        ...(url("storyboard.json") ? { storyboardUrl: url("storyboard.json") } : {}),
        ...(url("voice.wav") ? { voiceStemUrl: url("voice.wav") } : {}),
        ...(url("music.wav") ? { musicStemUrl: url("music.wav") } : {}),
        ...(url("narration.mp3") ? { audioUrl: url("narration.mp3") } : {}),
        ...(url("narration.wav") ? { wavUrl: url("narration.wav") } : {}),
        ...(stored.text !== undefined ? { text: stored.text } : {}),
        ...(stored.durationSeconds !== undefined ? { durationSeconds: stored.durationSeconds } : {}),
        ...(stored.language
          ? { language: stored.language.language, languageCode: stored.language.code }
          : {}),
        ...(alternates?.length ? { alternates } : {}),
        ...(stored.notes?.length ? { notes: stored.notes } : {}),
        ...(stored.clips?.length
          ? {
              clips: stored.clips
                .filter((c) => url(c.file))
                .map((c) => ({
                  start: c.start,
                  end: c.end,
                  videoUrl: url(c.file) as string,
                  ...(c.thumbnail && url(c.thumbnail) ? { thumbnailUrl: url(c.thumbnail) } : {}),
                })),
            }
          : {}),
        ...(stored.cues ? { cues: stored.cues } : {}),
        credits: stored.credits.map((c) => creditLabel(c.part, c.credit)),
      }
    : null;
  return {
    id: row.id,
    kind: row.kind as TGenerationKind,
    status: row.status as TGenerationStatus,
    stage: row.stage,
    percent: row.percent,
    title: titleOf(row.kind as TGenerationKind, row.input),
    parentId: row.parentId,
    result,
    error: row.error,
    ...conversationOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
