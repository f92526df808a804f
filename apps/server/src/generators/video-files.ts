import { resolveLanguage, type VideoResult } from "@reelforge/studio";
import type { PipelineFile, PipelineOutput } from "./types.ts";

// The files of a rendered video, shared by the video kinds.

/**
 * video.mp4, captions.srt/.vtt, thumbnail.jpg, storyboard.json, the stems voice.wav and music.wav, and
 * NAME.<code>.EXT of other languages.
 */
export const VIDEO_FILES: readonly RegExp[] = [
  /^video(\.[a-z]{2,3}(-[a-z0-9]{2,8})*)?\.mp4$/,
  /^captions(\.[a-z]{2,3}(-[a-z0-9]{2,8})*)?\.(srt|vtt)$/,
  /^thumbnail(\.[a-z]{2,3}(-[a-z0-9]{2,8})*)?\.jpg$/,
  /^storyboard\.json$/,
  /^(voice|music)\.wav$/,
];

// A language as stored and shown: its English name ("France" in the spec's list is French) and code.
export function languageOf(language: string): { language: string; code: string } {
  const { name, code } = resolveLanguage(language);
  return { language: name, code };
}

// A video's media files; a further language's carry its code before the extension (video.es.mp4).
export function mediaFiles(result: VideoResult, code?: string): PipelineFile[] {
  const tag = code ? `.${code}` : "";
  return [
    { name: `video${tag}.mp4`, path: result.video, contentType: "video/mp4" },
    { name: `captions${tag}.srt`, path: result.srt, contentType: "application/x-subrip" },
    { name: `captions${tag}.vtt`, path: result.vtt, contentType: "text/vtt" },
    { name: `thumbnail${tag}.jpg`, path: result.thumbnail, contentType: "image/jpeg" },
  ];
}

export function videoOutput(result: VideoResult, extra: PipelineOutput["credits"]): PipelineOutput {
  const seen = new Set(extra.map((c) => c.part));
  const credits = [...extra, ...result.storyboardData.credits.filter((c) => !seen.has(c.part))];
  // Speech and visuals carry their own credits even when the storyboard's list is short.
  const voice = result.storyboardData.scenes.find((s) => s.speech)?.speech?.credit;
  if (voice && !credits.some((c) => c.part === "voice")) credits.push({ part: "voice", credit: voice });
  const visual = result.storyboardData.scenes.find((s) => s.resolvedVisual)?.resolvedVisual?.credit;
  if (visual && !credits.some((c) => ["visuals", "images", "image"].includes(c.part))) {
    credits.push({ part: "visuals", credit: visual });
  }
  // The voice and the music as they sit in the mix (the first language's video).
  const stems: PipelineFile[] = [];
  if (result.stems?.voice)
    stems.push({ name: "voice.wav", path: result.stems.voice, contentType: "audio/wav" });
  if (result.stems?.music)
    stems.push({ name: "music.wav", path: result.stems.music, contentType: "audio/wav" });
  return {
    files: [
      ...mediaFiles(result),
      { name: "storyboard.json", path: result.storyboard, contentType: "application/json" },
      ...stems,
    ],
    durationSeconds: result.durationSeconds,
    segments: result.segments,
    credits,
  };
}
