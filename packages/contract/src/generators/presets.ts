import type { GeneratorIcon } from "./define.ts";
import type { TGenerationKind } from "./index.ts";

// Tools that are presets of a generator (issue 13): their own dashboard pages, each the video
// generator's form with some choices made (a platform, a style, a length), charged as that generator.
// The route table and the sidebar's "Presets" group read this list, in its order; each page's file is
// apps/web/app/routes/dashboard/<last segment>.tsx.
export type PresetTool = {
  /** The dashboard page. */
  page: `/dashboard/${string}`;
  /** The sidebar's link text (the page's heading). */
  label: string;
  icon: GeneratorIcon;
  /** The generation kind its requests are. */
  kind: TGenerationKind;
};

export const PRESET_TOOLS = [
  { page: "/dashboard/tiktok-maker", label: "TikTok video maker", icon: "faceless", kind: "video" },
  { page: "/dashboard/animation-maker", label: "Animation maker", icon: "animation", kind: "video" },
  { page: "/dashboard/movie-maker", label: "Movie maker", icon: "movie", kind: "video" },
] as const satisfies readonly PresetTool[];
