// The eleven tool landing pages of SPEC 2.1, plus /voice-over-generator (linked from the mobile menu).
export const TOOL_PATHS = [
  "ai-video-generator",
  "ai-image-generator",
  "animation-maker",
  "link-to-video",
  "movie-maker",
  "ai-video-meme-maker",
  "tiktok-video-maker",
  "ai-clip-generator",
  "youtube-shorts-generator",
  "ai-subtitle-generator",
  "slide-show-maker",
  "voice-over-generator",
] as const;

export type ToolPath = (typeof TOOL_PATHS)[number];
