// Public routes and the heading each must show (SPEC 2.1-2.4); shared by the marketing journeys.
export const TOOL_PAGE_HEADINGS: Record<string, string> = {
  "/ai-video-generator": "AI Video Generator",
  "/ai-image-generator": "AI Image Generator",
  "/animation-maker": "Animation Maker",
  "/link-to-video": "Link To Video",
  "/movie-maker": "Movie Maker",
  "/ai-video-meme-maker": "AI Video Meme Maker",
  "/tiktok-video-maker": "TikTok Video Maker",
  "/ai-clip-generator": "AI Clip Generator",
  "/youtube-shorts-generator": "YouTube Shorts Generator",
  "/ai-subtitle-generator": "AI Subtitle Generator",
  "/slide-show-maker": "AI Slideshow Maker",
  "/voice-over-generator": "Voice Over Generator",
};

export const PUBLIC_ROUTES: { path: string; h1: RegExp; headings: string[] }[] = [
  {
    path: "/",
    h1: /Create stunning AI videos/,
    headings: ["Create Videos in Minutes", "Frequently asked questions"],
  },
  { path: "/help", h1: /^Help$/, headings: ["Generate months of social media content in minutes"] },
  { path: "/pricing", h1: /^Pricing Plan$/, headings: ["Simple plans that grow with you"] },
  {
    path: "/contact",
    h1: /^Contact$/,
    headings: ["Have any questions for us?", "Phone Number", "Email Address", "Location"],
  },
  { path: "/about", h1: /About ReelForge/, headings: ["How it works"] },
  { path: "/pages", h1: /All pages/, headings: ["Tools"] },
  ...Object.entries(TOOL_PAGE_HEADINGS).map(([path, name]) => ({
    path,
    h1: new RegExp(`^${name}`),
    headings: path === "/ai-image-generator" ? [] : ["Prompt", "Generate", "Edit", "Publish"],
  })),
];
