// Renders the marketing heroes' looping clips with our own studio (built-in, offline providers), then
// re-encodes each for the web: no audio track, H.264 yuv420p, faststart, CRF raised until the file fits
// the byte budget, plus a WebP poster from a frame (the prerendered page shows the poster first, so
// the LCP element stays an image; WebP is 35-45% smaller than the JPEG it replaced at the same look).
// Usage: node apps/web/scripts/make-hero-videos.ts [--posters] [name ...]
// (--posters only re-derives the posters from the committed clips).
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type CaptionStyle,
  createProviders,
  renderVideo,
  runFfmpeg,
  type StoryboardInput,
} from "@reelforge/studio";

const outDir = path.resolve(import.meta.dirname, "../public/videos");
const MAX_BYTES = 400 * 1024;
const CRF_STEPS = [26, 28, 30, 32, 34, 36];
const POSTER_AT_SECONDS = 1.2;
// Longest loop we ship: a spoken line can stretch a scene past its two seconds.
const MAX_SECONDS = 8;

type Shape = "landscape" | "portrait";
type Clip = {
  name: string;
  shape: Shape;
  captions: StoryboardInput["captions"];
  transition?: StoryboardInput["transition"];
  scenes: StoryboardInput["scenes"];
  /** One caption style per scene (each scene rendered on its own, then joined) to show several styles. */
  stylePerScene?: CaptionStyle[];
};

const SIZE: Record<Shape, { aspect: "16:9" | "9:16"; width: number; height: number }> = {
  landscape: { aspect: "16:9", width: 960, height: 540 },
  portrait: { aspect: "9:16", width: 540, height: 960 },
};

// Each clip shows what its page promises; two seconds a scene keeps every clip within 4-8 s.
const CLIPS: Clip[] = [
  {
    name: "home",
    shape: "landscape",
    captions: { enabled: true, style: "bold-pop", font: "montserrat", position: "bottom" },
    scenes: [
      scene("s1", "Type a prompt", "a sunrise over mountains, warm light", "zoom-in"),
      scene("s2", "get a video", "a city skyline at night with neon lights", "pan-left"),
      scene("s3", "with captions and voice", "ocean waves on a sandy beach", "zoom-out"),
    ],
  },
  {
    name: "ai-video-generator",
    shape: "landscape",
    captions: { enabled: true, style: "clean", font: "roboto", position: "bottom" },
    scenes: [
      scene("s1", "A forest at dawn", "a misty forest at dawn with tall pine trees", "pan-right"),
      scene("s2", "a fox wakes up", "a red fox in green grass", "zoom-in"),
      scene("s3", "and the day begins", "sun rays through the clouds over hills", "zoom-out"),
    ],
  },
  {
    name: "youtube-shorts-generator",
    shape: "portrait",
    captions: { enabled: true, style: "hormozi", font: "montserrat", position: "middle" },
    scenes: [
      scene("s1", "Three facts about space", "a galaxy full of stars, deep space", "zoom-in"),
      scene("s2", "Saturn could float", "the planet saturn with its rings", "pan-left"),
      scene("s3", "A day on Venus is longer", "the planet venus glowing orange", "zoom-out"),
    ],
  },
  {
    name: "tiktok-video-maker",
    shape: "portrait",
    captions: { enabled: true, style: "banger", font: "montserrat", position: "middle" },
    scenes: [
      scene("s1", "POV you found", "a cozy coffee shop with warm lights", "zoom-in"),
      scene("s2", "the best coffee", "a latte with foam art on a wooden table", "zoom-out"),
      scene("s3", "in town", "a street at golden hour with small shops", "pan-right"),
    ],
  },
  {
    name: "ai-subtitle-generator",
    shape: "portrait",
    captions: { enabled: true, style: "bold-pop", font: "montserrat", position: "middle" },
    stylePerScene: ["bold-pop", "hormozi", "karaoke"],
    scenes: [
      scene("s1", "Bold pop captions", "a podcast microphone in a studio", "zoom-in"),
      scene("s2", "Hormozi style subtitles", "a person speaking on a stage with lights", "zoom-out"),
      scene("s3", "Karaoke word by word", "a world map with glowing connections", "pan-left"),
    ],
  },
  {
    name: "slide-show-maker",
    shape: "landscape",
    captions: { enabled: true, style: "clean", font: "roboto", position: "bottom" },
    transition: { kind: "slideleft", seconds: 0.5 },
    scenes: [
      scene("s1", "Our summer", "a family picnic in a green park", "zoom-in"),
      scene("s2", "the lake", "a calm blue lake with a wooden pier", "pan-right"),
      scene("s3", "the mountains", "snowy mountain peaks under a blue sky", "pan-left"),
      scene("s4", "home again", "a small house with a garden at sunset", "zoom-out"),
    ],
  },
];

function scene(
  id: string,
  narration: string,
  prompt: string,
  motion: "zoom-in" | "zoom-out" | "pan-left" | "pan-right",
): StoryboardInput["scenes"][number] {
  return { id, narration, visual: { kind: "designer", prompt }, durationSeconds: 2, motion };
}

function storyboard(clip: Clip, scenes = clip.scenes, style?: CaptionStyle): StoryboardInput {
  return {
    version: 1,
    title: clip.name,
    format: { ...SIZE[clip.shape], fps: 30 },
    scenes,
    // The voice gives the captions their word timings; its audio track is dropped below.
    voice: { provider: "espeak-ng", language: "en", gender: "female" },
    captions: style ? { ...clip.captions, style } : clip.captions,
    transition: clip.transition ?? { kind: "fade", seconds: 0.4 },
  };
}

/** Renders the clip with the studio; returns the MP4 pieces to join (one unless styles vary per scene). */
async function renderClip(clip: Clip, work: string, providers: ReturnType<typeof createProviders>) {
  const parts = clip.stylePerScene
    ? clip.scenes.map((s, i) => storyboard(clip, [s], clip.stylePerScene?.[i]))
    : [storyboard(clip)];
  const pieces: string[] = [];
  for (const [i, sb] of parts.entries()) {
    const out = path.join(work, `${clip.name}-${i}.mp4`);
    await renderVideo(sb, { out }, { providers, workDir: path.join(work, `${clip.name}-${i}`) });
    pieces.push(out);
  }
  return pieces;
}

async function encodeForWeb(inputs: string[], output: string): Promise<number> {
  // Pieces are joined with the concat filter; the filter text is built from counts only.
  const join =
    inputs.length > 1
      ? [
          "-filter_complex",
          `${inputs.map((_, i) => `[${i}:v:0]`).join("")}concat=n=${inputs.length}:v=1:a=0[v]`,
          "-map",
          "[v]",
        ]
      : ["-map", "0:v:0"];
  for (const crf of CRF_STEPS) {
    await runFfmpeg([
      ...inputs.flatMap((input) => ["-i", input]),
      ...join,
      "-an",
      "-t",
      String(MAX_SECONDS),
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      String(crf),
      "-pix_fmt",
      "yuv420p",
      "-profile:v",
      "high",
      "-movflags",
      "+faststart",
      output,
    ]);
    const bytes = statSync(output).size;
    if (bytes <= MAX_BYTES) return crf;
  }
  throw new Error(`${output} stays above ${MAX_BYTES} bytes even at CRF ${CRF_STEPS.at(-1)}`);
}

async function poster(video: string, output: string) {
  await runFfmpeg([
    "-ss",
    String(POSTER_AT_SECONDS),
    "-i",
    video,
    "-frames:v",
    "1",
    "-c:v",
    "libwebp",
    "-quality",
    "78",
    "-compression_level",
    "6",
    output,
  ]);
}

async function main() {
  const postersOnly = process.argv.includes("--posters");
  const wanted = process.argv.slice(2).filter((a) => a !== "--posters");
  const unknown = wanted.filter((n) => !CLIPS.some((c) => c.name === n));
  if (unknown.length > 0) throw new Error(`unknown clip(s): ${unknown.join(", ")}`);
  mkdirSync(outDir, { recursive: true });
  if (postersOnly) {
    for (const clip of CLIPS.filter((c) => wanted.length === 0 || wanted.includes(c.name))) {
      await poster(path.join(outDir, `${clip.name}.mp4`), path.join(outDir, `${clip.name}.webp`));
    }
    return;
  }
  const work = mkdtempSync(path.join(tmpdir(), "hero-videos-"));
  // Built-in providers only: the clips must be reproducible offline, whatever keys the shell has.
  const providers = createProviders({}, { cacheDir: path.join(work, "cache") });
  try {
    for (const clip of CLIPS.filter((c) => wanted.length === 0 || wanted.includes(c.name))) {
      const pieces = await renderClip(clip, work, providers);
      const mp4 = path.join(outDir, `${clip.name}.mp4`);
      const crf = await encodeForWeb(pieces, mp4);
      await poster(mp4, path.join(outDir, `${clip.name}.webp`));
      console.log(`${clip.name}: ${(statSync(mp4).size / 1024).toFixed(0)} KB at CRF ${crf}`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
