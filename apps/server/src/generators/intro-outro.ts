import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { aacArgs, runFfmpeg, runFfprobeRaw } from "@reelforge/studio";
import type { PipelineOutput } from "./types.ts";

// The brand kit's intro and outro clips around a finished video: each scaled and cropped to the
// video's frame and rate, its sound (or silence) at the video's rate, joined by one encode. The
// captions move by the intro's length. Every path is a file argument; the filter holds numbers.

type Probe = {
  streams: { codec_type: string; width?: number; height?: number; r_frame_rate?: string }[];
  format: { duration?: string };
};

async function probe(file: string): Promise<Probe> {
  return JSON.parse(
    await runFfprobeRaw([
      ...["-print_format", "json", "-show_entries", "stream=codec_type,width,height,r_frame_rate"],
      ...["-show_entries", "format=duration", file],
    ]),
  ) as Probe;
}

const RATE = 48_000;

/** The ffmpeg arguments that join intro, video and outro (pure, tested as data). */
export function joinArgs(spec: {
  video: string;
  intro?: { path: string; seconds: number; audio: boolean };
  outro?: { path: string; seconds: number; audio: boolean };
  width: number;
  height: number;
  fps: string;
  out: string;
}): string[] {
  const parts = [
    ...(spec.intro ? [{ ...spec.intro, main: false }] : []),
    { path: spec.video, seconds: 0, audio: true, main: true },
    ...(spec.outro ? [{ ...spec.outro, main: false }] : []),
  ];
  const args: string[] = [];
  const chains: string[] = [];
  const labels: string[] = [];
  let input = 0;
  for (const [k, part] of parts.entries()) {
    const video = input++;
    args.push("-i", part.path);
    let audio = video;
    if (!part.audio) {
      audio = input++;
      args.push("-f", "lavfi", "-i", `anullsrc=r=${RATE}:cl=stereo`);
    }
    const aformat = `aresample=${RATE},aformat=sample_fmts=fltp:channel_layouts=stereo`;
    if (part.main) {
      chains.push(`[${video}:v]setsar=1,format=yuv420p[v${k}]`, `[${audio}:a]${aformat}[a${k}]`);
    } else {
      const d = part.seconds.toFixed(3);
      chains.push(
        `[${video}:v]scale=${spec.width}:${spec.height}:force_original_aspect_ratio=increase,crop=${spec.width}:${spec.height},setsar=1,fps=${spec.fps},format=yuv420p,trim=duration=${d},setpts=PTS-STARTPTS[v${k}]`,
        `[${audio}:a]${aformat},atrim=duration=${d},asetpts=PTS-STARTPTS,apad=whole_dur=${d}[a${k}]`,
      );
    }
    labels.push(`[v${k}][a${k}]`);
  }
  chains.push(`${labels.join("")}concat=n=${parts.length}:v=1:a=1[v][a]`);
  return [
    ...args,
    "-filter_complex",
    chains.join(";"),
    ...["-map", "[v]", "-map", "[a]"],
    ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "20", "-pix_fmt", "yuv420p"],
    ...aacArgs("160k"),
    ...["-movflags", "+faststart", spec.out],
  ];
}

/** SRT or VTT text with every time moved later by `seconds`. */
export function shiftCaptions(text: string, seconds: number): string {
  return text.replace(/(\d{2}):(\d{2}):(\d{2})([,.])(\d{3})/g, (_m, h, m, s, sep: string, ms) => {
    const total = Math.round(
      (Number(h) * 3600 + Number(m) * 60 + Number(s)) * 1000 + Number(ms) + seconds * 1000,
    );
    const pad = (n: number, w = 2) => String(n).padStart(w, "0");
    return `${pad(Math.floor(total / 3_600_000))}:${pad(Math.floor(total / 60_000) % 60)}:${pad(Math.floor(total / 1000) % 60)}${sep}${pad(total % 1000, 3)}`;
  });
}

async function clip(file: string | undefined) {
  if (!file) return undefined;
  const info = await probe(file);
  const seconds = Number(info.format.duration);
  if (!(seconds > 0))
    throw new Error("The brand kit's intro or outro clip could not be read. Choose another one.");
  // At most 15 seconds of an intro or outro.
  return {
    path: file,
    seconds: Math.min(15, seconds),
    audio: info.streams.some((s) => s.codec_type === "audio"),
  };
}

/** Puts the intro and outro around each video of the output (every language), in place. */
export async function addIntroOutro(
  output: PipelineOutput,
  brand: { intro?: string; outro?: string },
  workDir: string,
  signal: AbortSignal,
): Promise<PipelineOutput> {
  const intro = await clip(brand.intro);
  const outro = await clip(brand.outro);
  if (!intro && !outro) return output;
  const added = (intro?.seconds ?? 0) + (outro?.seconds ?? 0);
  for (const file of output.files) {
    if (/^video(\..+)?\.mp4$/.test(file.name)) {
      const info = await probe(file.path);
      const video = info.streams.find((s) => s.codec_type === "video");
      const out = path.join(workDir, `branded-${file.name}`);
      await runFfmpeg(
        joinArgs({
          video: file.path,
          intro,
          outro,
          width: video?.width ?? 1080,
          height: video?.height ?? 1920,
          fps: video?.r_frame_rate ?? "30",
          out,
        }),
        { signal },
      );
      await rename(out, file.path);
    } else if (intro && /^captions(\..+)?\.(srt|vtt)$/.test(file.name)) {
      await writeFile(file.path, shiftCaptions(await readFile(file.path, "utf8"), intro.seconds));
    }
  }
  return {
    ...output,
    // The scenes start after the intro (the editor's "jump to scene" adds it).
    ...(intro ? { leadSeconds: Math.round(intro.seconds * 1000) / 1000 } : {}),
    ...(output.durationSeconds !== undefined ? { durationSeconds: output.durationSeconds + added } : {}),
    ...(output.alternates
      ? { alternates: output.alternates.map((a) => ({ ...a, durationSeconds: a.durationSeconds + added })) }
      : {}),
  };
}
