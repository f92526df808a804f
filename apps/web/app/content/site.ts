import type { ToolPath } from "./tool-paths";

// Site-wide constants: brand, origin for canonical URLs, navigation and footer links.

export const BRAND = "ReelForge";

/** Public origin used in canonical and Open Graph URLs (set VITE_PUBLIC_URL at build time). */
export const SITE_URL = (import.meta.env.VITE_PUBLIC_URL ?? "http://localhost:3000").replace(/\/$/, "");

export const SIGNUP_PATH = "/dashboard/signup";
export const LOGIN_PATH = "/dashboard/login";

export interface NavLink {
  label: string;
  to: string;
}

/** The 11 tool routes of SPEC 2.1: each route is the lowercased, hyphenated tool name. */
export const TOOL_LINKS: { label: string; path: ToolPath }[] = [
  { label: "AI Video Generator", path: "ai-video-generator" },
  { label: "AI Image Generator", path: "ai-image-generator" },
  { label: "Animation Maker", path: "animation-maker" },
  { label: "Link To Video", path: "link-to-video" },
  { label: "Movie Maker", path: "movie-maker" },
  { label: "AI Video Meme Maker", path: "ai-video-meme-maker" },
  { label: "TikTok Video Maker", path: "tiktok-video-maker" },
  { label: "AI Clip Generator", path: "ai-clip-generator" },
  { label: "YouTube Shorts Generator", path: "youtube-shorts-generator" },
  { label: "AI Subtitle Generator", path: "ai-subtitle-generator" },
  { label: "Slide Show Maker", path: "slide-show-maker" },
];

/** The mobile AI dropdown adds this one (SPEC 2.3). */
export const VOICE_OVER_LINK = { label: "Voice Over Generator", path: "voice-over-generator" as const };

/** Studio dropdown: two columns, 12 names, each now pointing at a real page. */
export const STUDIO_COLUMNS: { heading: string; links: NavLink[] }[] = [
  {
    heading: "Tools",
    links: [
      { label: "Video Generator", to: "/ai-video-generator" },
      { label: "Image Generator", to: "/ai-image-generator" },
      { label: "Script Writer", to: "/dashboard/text-to-script" },
      { label: "Faceless Videos", to: "/youtube-shorts-generator" },
      { label: "Subtitle Generator", to: "/ai-subtitle-generator" },
      { label: "Voice Over", to: "/voice-over-generator" },
    ],
  },
  {
    heading: "Templates",
    links: [
      { label: "TikTok Videos", to: "/tiktok-video-maker" },
      { label: "YouTube Shorts", to: "/youtube-shorts-generator" },
      { label: "Slideshows", to: "/slide-show-maker" },
      { label: "Video Memes", to: "/ai-video-meme-maker" },
      { label: "Animations", to: "/animation-maker" },
      { label: "Movie Trailers", to: "/movie-maker" },
    ],
  },
];

export const MAIN_NAV = {
  home: { label: "Home", to: "/" },
  after: [
    { label: "Help", to: "/help" },
    { label: "Pricing", to: "/pricing" },
    { label: "Contact", to: "/contact" },
  ],
};

export const FOOTER_COLUMNS: { heading: string; links: NavLink[] }[] = [
  {
    heading: "Product",
    links: [
      { label: "AI Copywriting", to: "/help#copywriting" },
      { label: "AI Chatbot", to: "/dashboard/text-to-script" },
      { label: "AI Research", to: "/about#how-it-works" },
      { label: "AI Videography", to: "/ai-video-generator" },
    ],
  },
  {
    heading: "Company",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Pages", to: "/pages" },
      { label: "Pricing", to: "/pricing" },
      { label: "Contact Us", to: "/contact" },
      { label: "Developers API", to: "/developers" },
    ],
  },
  {
    heading: "Support",
    links: [
      { label: "Help Center", to: "/help" },
      { label: "Submit Feedback", to: "/contact?subject=Feedback" },
      { label: "Contact Us", to: "/contact" },
      { label: "Request Quote", to: "/contact?subject=Request%20a%20quote" },
    ],
  },
];

export const COPYRIGHT_YEAR = 2025;
