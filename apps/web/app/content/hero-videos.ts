import type { HeroMedia } from "./types";

// Hero clips rendered by our own studio (apps/web/scripts/make-hero-videos.ts writes
// public/videos/<name>.mp4 and its poster <name>.webp). Sizes are the clips' own.
const LABELS: Record<string, string> = {
  home: "A short video made with ReelForge: three scenes with bold captions reading “Type a prompt, get a video with captions and voice”",
  "ai-video-generator":
    "A generated video from a prompt: a forest at dawn, a fox and sunrise over hills, with clean captions",
  "youtube-shorts-generator":
    "A vertical YouTube Short about space facts, with Hormozi-style captions over galaxy and planet scenes",
  "tiktok-video-maker": "A vertical TikTok about a coffee shop, with banger-style captions over cozy scenes",
  "ai-subtitle-generator":
    "A vertical video with karaoke subtitles highlighting each word in time, over podcast, stage and world-map scenes",
  "slide-show-maker":
    "A slideshow of summer photos sliding from one to the next, with a caption on each slide",
};

export const HERO_VIDEO_NAMES = Object.keys(LABELS);

export function heroVideo(name: string, portrait: boolean): HeroMedia["video"] {
  const label = LABELS[name];
  if (!label) return undefined;
  return {
    label,
    src: `/videos/${name}.mp4`,
    type: "video/mp4",
    poster: `/videos/${name}.webp`,
    width: portrait ? 540 : 960,
    height: portrait ? 960 : 540,
  };
}
