import { heroVideo } from "./hero-videos";
import { howToSteps } from "./how-to";
import type { ToolPath } from "./tool-paths";
import type { CardSectionContent, HeroContent, HowToContent, PageSeo } from "./types";

// Content of the 12 tool landing pages (SPEC 2.4), keyed by path and rendered by one component.

export type DashboardTool =
  | "/dashboard/video-generator"
  | "/dashboard/link-to-video"
  | "/dashboard/clip-generator"
  | "/dashboard/meme-maker"
  | "/dashboard/subtitle-generator"
  | "/dashboard/tiktok-maker"
  | "/dashboard/animation-maker"
  | "/dashboard/movie-maker"
  | "/dashboard/image-generator"
  | "/dashboard/faceless-videos"
  | "/dashboard/faceless-videos?platform=youtube-shorts"
  | "/dashboard/text-to-script"
  | "/dashboard/slideshow-maker"
  | "/dashboard/voice-over-generator";

export interface ToolPageContent {
  seo: PageSeo;
  /** Where the main button takes a signed-in visitor. */
  dashboardTool: DashboardTool;
  hero: HeroContent;
  cardSection: CardSectionContent;
  benefits: CardSectionContent;
  /** The image page has no how-to carousel. */
  howTo: HowToContent | null;
}

function hero(path: ToolPath, h: Omit<HeroContent, "media">, alt: string, portrait = false): HeroContent {
  return {
    ...h,
    media: {
      img: {
        src: `/images/hero/${path}.svg`,
        alt,
        width: portrait ? 800 : 1200,
        height: portrait ? 1000 : 800,
      },
      video: heroVideo(path, portrait),
    },
  };
}

const img = (name: string, alt: string) => ({ src: `/images/cards/${name}.svg`, alt });

function howTo(MHP1: string, MHP2: string, subject: string): HowToContent {
  return { MHP1, MHP2, carousels: howToSteps(subject) };
}

const FREE = "Trusted by 25mn+ users. No credit card required.";

export const TOOL_PAGES: Record<ToolPath, ToolPageContent> = {
  "ai-video-generator": {
    seo: {
      title: "AI Video Generator",
      description:
        "Generate videos from a text prompt: script, visuals, voiceover in 50+ languages, captions and music, sized for every platform. Free to start.",
    },
    dashboardTool: "/dashboard/video-generator",
    hero: hero(
      "ai-video-generator",
      {
        headingPart1: "AI Video Generator",
        headingPart2: "from text to video in minutes",
        disc: "Describe your idea and get a finished video with a script, matching visuals, a natural voiceover, captions and music.",
        button: "Generate a video",
        creditText: FREE,
      },
      "A generated landscape video with a scene timeline and captions",
    ),
    cardSection: {
      MHP1: "One prompt,",
      MHP2: "a complete video",
      cards: [
        {
          cardHeading: "Script and visuals from a prompt",
          cardDisc:
            "The generator writes a hook, beats and a call to action, then picks a visual for every line.",
          cardBtn: "Generate Now",
          cardImg: img("script-visuals", "A prompt turning into a storyboard of scenes"),
        },
        {
          cardHeading: "Brand story options",
          cardDisc:
            "Set the duration, platform, audience age groups, gender of the voice and languages before you generate.",
          cardBtn: "Get started",
          cardImg: img("brand-story", "Brand story options: platform, duration and audience"),
        },
      ],
    },
    benefits: {
      MHP1: "Why teams use an",
      MHP2: "AI video generator",
      cards: [
        {
          cardHeading: "No equipment, no crew",
          cardDisc: "Professional videos from your laptop, at a fraction of a shoot's cost.",
          cardBtn: "Try now!",
          cardImg: img("benefit-cost", "A price tag next to a video frame"),
        },
        {
          cardHeading: "Higher engagement",
          cardDisc: "Captions and a strong hook keep viewers watching past the first seconds.",
          cardBtn: "Try now!",
          cardImg: img("benefit-engagement", "A rising engagement chart"),
        },
        {
          cardHeading: "Every platform covered",
          cardDisc: "9:16, 16:9, 1:1 and 4:5 versions from the same storyboard.",
          cardBtn: "Try now!",
          cardImg: img("benefit-platforms", "One video in four aspect ratios"),
        },
      ],
    },
    howTo: howTo("How to generate a video", "with AI?", "video"),
  },
  "ai-image-generator": {
    seo: {
      title: "AI Image Generator",
      description:
        "Create images from a prompt for posts, thumbnails and ads. Download PNGs in seconds, free to start.",
    },
    dashboardTool: "/dashboard/image-generator",
    hero: hero(
      "ai-image-generator",
      {
        headingPart1: "AI Image Generator",
        headingPart2: "images from words",
        disc: "Write what you want to see and get a ready-to-use image for posts, thumbnails, slides and ads.",
        button: "Generate a image",
        creditText: FREE,
      },
      "A grid of generated images in different styles",
    ),
    cardSection: {
      MHP1: "Images for",
      MHP2: "every channel",
      cards: [
        {
          cardHeading: "Thumbnails and covers",
          cardDisc: "Bold, readable images sized for YouTube thumbnails and post covers.",
          cardBtn: "Generate Now",
          cardImg: img("thumbnails", "Video thumbnails in a row"),
        },
        {
          cardHeading: "Scenes for your videos",
          cardDisc: "Use generated images as scenes in a slideshow or a faceless video.",
          cardBtn: "Get started",
          cardImg: img("scenes", "Images placed on a video timeline"),
        },
      ],
    },
    benefits: {
      MHP1: "Use the power of",
      MHP2: "AI generated images",
      cards: [
        {
          cardHeading: "No stock hunting",
          cardDisc: "Describe the picture instead of scrolling through stock libraries.",
          cardBtn: "Try now!",
          cardImg: img("benefit-search", "A search box replaced by a prompt"),
        },
        {
          cardHeading: "Consistent look",
          cardDisc: "Keep one style across a campaign by reusing your prompt.",
          cardBtn: "Try now!",
          cardImg: img("benefit-style", "Matching images in one colour palette"),
        },
        {
          cardHeading: "Ready in seconds",
          cardDisc: "Download a PNG and share it straight away.",
          cardBtn: "Try now!",
          cardImg: img("benefit-fast", "A stopwatch next to an image"),
        },
      ],
    },
    howTo: null,
  },
  "animation-maker": {
    seo: {
      title: "Animation Maker",
      description:
        "Make animated explainer videos from a script: motion, voiceover, captions and music added for you.",
    },
    dashboardTool: "/dashboard/animation-maker",
    hero: hero(
      "animation-maker",
      {
        headingPart1: "Animation Maker",
        headingPart2: "explain anything with motion",
        disc: "Turn a script into an animated explainer with moving scenes, a clear voiceover and captions.",
        button: "Create animation",
        creditText: FREE,
      },
      "An animated explainer scene with shapes in motion",
    ),
    cardSection: {
      MHP1: "Animated videos",
      MHP2: "without animators",
      cards: [
        {
          cardHeading: "Motion on every scene",
          cardDisc: "Slow zooms, slides and transitions keep each scene alive.",
          cardBtn: "Generate Now",
          cardImg: img("motion", "Scenes with motion paths"),
        },
        {
          cardHeading: "Explainers that teach",
          cardDisc: "Education series and product walk-throughs with a voice that paces each point.",
          cardBtn: "Get started",
          cardImg: img("explainer", "A step-by-step explainer layout"),
        },
      ],
    },
    benefits: {
      MHP1: "Why make",
      MHP2: "animated videos",
      cards: [
        {
          cardHeading: "Simplify complex ideas",
          cardDisc: "Motion draws the eye to one idea at a time.",
          cardBtn: "Try now!",
          cardImg: img("benefit-ideas", "A lightbulb made of simple shapes"),
        },
        {
          cardHeading: "Fit any brand",
          cardDisc: "Your colours and logo on every scene.",
          cardBtn: "Try now!",
          cardImg: img("benefit-style", "Matching scenes in brand colours"),
        },
        {
          cardHeading: "Reuse across channels",
          cardDisc: "One explainer, every aspect ratio.",
          cardBtn: "Try now!",
          cardImg: img("benefit-platforms", "One video in four aspect ratios"),
        },
      ],
    },
    howTo: howTo("How to make an animation", "with AI?", "animation"),
  },
  "link-to-video": {
    seo: {
      title: "Link To Video",
      description:
        "Paste a blog post or product page link and get a short video with script, visuals, voiceover and captions.",
    },
    dashboardTool: "/dashboard/link-to-video",
    hero: hero(
      "link-to-video",
      {
        headingPart1: "Link To Video",
        headingPart2: "any page, now a video",
        disc: "Paste a link to a blog post or product page. ReelForge reads it, writes a short script and turns it into a video.",
        button: "Paste a link",
        creditText: FREE,
      },
      "A web page turning into a short vertical video",
    ),
    cardSection: {
      MHP1: "From article",
      MHP2: "to video",
      cards: [
        {
          cardHeading: "Blog posts to clips",
          cardDisc: "Summarise a long article into a 30 second video that links back to it.",
          cardBtn: "Generate Now",
          cardImg: img("article", "An article summarised into scenes"),
        },
        {
          cardHeading: "Product pages to ads",
          cardDisc: "Features, price and a call to action, read from the page you already have.",
          cardBtn: "Get started",
          cardImg: img("product", "A product card becoming an ad"),
        },
      ],
    },
    benefits: {
      MHP1: "Get more from",
      MHP2: "the content you have",
      cards: [
        {
          cardHeading: "Repurpose in minutes",
          cardDisc: "Every post becomes a video without rewriting it.",
          cardBtn: "Try now!",
          cardImg: img("benefit-fast", "A stopwatch next to a video"),
        },
        {
          cardHeading: "Drive traffic back",
          cardDisc: "Short videos that send viewers to the full page.",
          cardBtn: "Try now!",
          cardImg: img("benefit-engagement", "A rising traffic chart"),
        },
        {
          cardHeading: "Stay on message",
          cardDisc: "The script sticks to what the page says.",
          cardBtn: "Try now!",
          cardImg: img("benefit-ideas", "Highlighted key points"),
        },
      ],
    },
    howTo: howTo("How to turn a link", "into a video?", "link video"),
  },
  "movie-maker": {
    seo: {
      title: "Movie Maker",
      description:
        "Make short films and trailers from a story prompt, with scenes, narration, music and captions.",
    },
    dashboardTool: "/dashboard/movie-maker",
    hero: hero(
      "movie-maker",
      {
        headingPart1: "Movie Maker",
        headingPart2: "short films from a story",
        disc: "Write the story in a sentence or two and get a cinematic short with scenes, narration, music and titles.",
        button: "Make a movie",
        creditText: FREE,
      },
      "A cinematic widescreen frame with title text",
    ),
    cardSection: {
      MHP1: "Tell stories",
      MHP2: "scene by scene",
      cards: [
        {
          cardHeading: "Trailers and teasers",
          cardDisc: "Build suspense with short scenes, bold titles and a rising soundtrack.",
          cardBtn: "Generate Now",
          cardImg: img("trailer", "A film strip with title cards"),
        },
        {
          cardHeading: "Narrated stories",
          cardDisc: "A narrator voice in 50+ languages, timed to every scene.",
          cardBtn: "Get started",
          cardImg: img("narration", "A waveform under a film scene"),
        },
      ],
    },
    benefits: {
      MHP1: "Why make movies",
      MHP2: "with AI",
      cards: [
        {
          cardHeading: "From idea to film fast",
          cardDisc: "Test a story before you invest in a shoot.",
          cardBtn: "Try now!",
          cardImg: img("benefit-fast", "A stopwatch next to a film frame"),
        },
        {
          cardHeading: "Music that fits",
          cardDisc: "Soundtracks ducked under the narration automatically.",
          cardBtn: "Try now!",
          cardImg: img("narration", "A music track under a voice track"),
        },
        {
          cardHeading: "Edit by typing",
          cardDisc: "Cut, reorder or re-voice scenes with the magic edit box.",
          cardBtn: "Try now!",
          cardImg: img("benefit-ideas", "An edit command box"),
        },
      ],
    },
    howTo: howTo("How to make a movie", "with AI?", "movie"),
  },
  "ai-video-meme-maker": {
    seo: {
      title: "AI Video Meme Maker",
      description: "Create video memes with bold captions and timing that lands. Free to start.",
    },
    dashboardTool: "/dashboard/meme-maker",
    hero: hero(
      "ai-video-meme-maker",
      {
        headingPart1: "AI Video Meme Maker",
        headingPart2: "funny, fast, shareable",
        disc: "Pick a template, write the joke and drop in your clip or photo: bold meme lettering, emoji and all, framed for your platform.",
        button: "Make a meme",
        creditText: FREE,
      },
      "A vertical meme video with top and bottom captions",
      true,
    ),
    cardSection: {
      MHP1: "Memes that",
      MHP2: "people share",
      cards: [
        {
          cardHeading: "Caption styles that pop",
          cardDisc: "Banger effect and comic captions built for meme timing.",
          cardBtn: "Generate Now",
          cardImg: img("subtitle-styles", "Caption style samples"),
        },
        {
          cardHeading: "Trend-ready formats",
          cardDisc: "Vertical 9:16 for Reels, TikTok and Shorts out of the box.",
          cardBtn: "Get started",
          cardImg: img("benefit-platforms", "Vertical video formats"),
        },
      ],
    },
    benefits: {
      MHP1: "Why brands make",
      MHP2: "video memes",
      cards: [
        {
          cardHeading: "Relatable content",
          cardDisc: "Humour earns shares that ads cannot buy.",
          cardBtn: "Try now!",
          cardImg: img("benefit-engagement", "A rising share count"),
        },
        {
          cardHeading: "Post every day",
          cardDisc: "A new meme takes minutes, not an afternoon.",
          cardBtn: "Try now!",
          cardImg: img("benefit-fast", "A calendar full of posts"),
        },
        {
          cardHeading: "Grow your audience",
          cardDisc: "Reach new viewers through shares and duets.",
          cardBtn: "Try now!",
          cardImg: img("benefit-ideas", "A growing audience"),
        },
      ],
    },
    howTo: howTo("How to make a video meme", "with AI?", "meme"),
  },
  "tiktok-video-maker": {
    seo: {
      title: "TikTok Video Maker",
      description: "Make TikTok videos with hooks, voiceovers, trending caption styles and music in minutes.",
    },
    dashboardTool: "/dashboard/tiktok-maker",
    hero: hero(
      "tiktok-video-maker",
      {
        headingPart1: "TikTok Video Maker",
        headingPart2: "hooks that stop the scroll",
        disc: "Vertical videos with a strong first line, captions that pop and a voice that keeps the pace.",
        button: "Create a TikTok",
        creditText: FREE,
      },
      "A vertical video with word-by-word captions",
      true,
    ),
    cardSection: {
      MHP1: "Built for",
      MHP2: "vertical video",
      cards: [
        {
          cardHeading: "Hooks in the first second",
          cardDisc: "Scripts open with a question or a bold claim, then pay it off.",
          cardBtn: "Generate Now",
          cardImg: img("script-visuals", "A script with a highlighted hook"),
        },
        {
          cardHeading: "Captions in the safe area",
          cardDisc: "Text stays clear of the app's buttons on every phone.",
          cardBtn: "Get started",
          cardImg: img("subtitle-styles", "Captions placed inside the safe area"),
        },
      ],
    },
    benefits: {
      MHP1: "Grow faster",
      MHP2: "on TikTok",
      cards: [
        {
          cardHeading: "Post more consistently",
          cardDisc: "A week of videos in one sitting.",
          cardBtn: "Try now!",
          cardImg: img("benefit-fast", "A calendar full of posts"),
        },
        {
          cardHeading: "Higher watch time",
          cardDisc: "Karaoke captions keep eyes on the screen.",
          cardBtn: "Try now!",
          cardImg: img("benefit-engagement", "A rising watch-time chart"),
        },
        {
          cardHeading: "Any language",
          cardDisc: "Voiceovers in 50+ languages reach new audiences.",
          cardBtn: "Try now!",
          cardImg: img("languages", "Speech bubbles in several scripts"),
        },
      ],
    },
    howTo: howTo("How to make a TikTok video", "with AI?", "TikTok"),
  },
  "ai-clip-generator": {
    seo: {
      title: "AI Clip Generator",
      description:
        "Cut a long video into short clips at its scene changes and pauses, framed for TikTok, Shorts or Reels.",
    },
    dashboardTool: "/dashboard/clip-generator",
    hero: hero(
      "ai-clip-generator",
      {
        headingPart1: "AI Clip Generator",
        headingPart2: "Short clips from your long video",
        disc: "Upload a talk, stream or vlog: ReelForge finds where the scene changes or the speaker pauses and cuts it into clips framed for your platform.",
        button: "Make clips",
        creditText: FREE,
      },
      "A long video cut into short clips on a timeline",
    ),
    cardSection: {
      MHP1: "Short clips,",
      MHP2: "big impact",
      cards: [
        {
          cardHeading: "Natural cuts",
          cardDisc: "Each clip starts at a new shot or a pause, never mid-sentence.",
          cardBtn: "Generate Now",
          cardImg: img("trailer", "Title cards for intro and outro"),
        },
        {
          cardHeading: "Framed for every platform",
          cardDisc:
            "9:16 for TikTok and Shorts, 16:9 for YouTube: centre crop or the whole picture over a blurred fill.",
          cardBtn: "Get started",
          cardImg: img("product", "Three ad variations side by side"),
        },
      ],
    },
    benefits: {
      MHP1: "Why generate",
      MHP2: "clips with AI",
      cards: [
        {
          cardHeading: "Fast turnaround",
          cardDisc: "A week of short posts from one long video.",
          cardBtn: "Try now!",
          cardImg: img("benefit-fast", "A stopwatch"),
        },
        {
          cardHeading: "The liveliest parts",
          cardDisc: "Asked for fewer clips than the video has parts, it keeps the loudest.",
          cardBtn: "Try now!",
          cardImg: img("benefit-style", "Clips in one palette"),
        },
        {
          cardHeading: "Test more ideas",
          cardDisc: "Each clip ready to download and post.",
          cardBtn: "Try now!",
          cardImg: img("benefit-engagement", "A rising chart"),
        },
      ],
    },
    howTo: howTo("How to generate a clip", "with AI?", "clip"),
  },
  "youtube-shorts-generator": {
    seo: {
      title: "YouTube Shorts Generator",
      description:
        "Faceless YouTube Shorts from a script: AI scripts, voiceovers in any language and accent, captions and music.",
    },
    // The faceless video form, set to YouTube Shorts (9:16).
    dashboardTool: "/dashboard/faceless-videos?platform=youtube-shorts",
    hero: hero(
      "youtube-shorts-generator",
      {
        headingPart1: "YouTube Shorts Generator",
        headingPart2: "faceless Shorts, daily",
        disc: "Write or generate a script, pick a voice in any language and accent, and publish faceless Shorts more often.",
        button: "Create Shorts",
        creditText: FREE,
      },
      "A faceless vertical Short with narration captions",
      true,
    ),
    cardSection: {
      MHP1: "Faceless YouTube",
      MHP2: "shorts with AI",
      cards: [
        {
          cardHeading: "AI scripts for every niche",
          cardDisc: "Facts, stories, tips and lists written to hold attention for 60 seconds.",
          cardBtn: "Generate Now",
          cardImg: img("script-visuals", "A Short script with scenes"),
        },
        {
          cardHeading: "Voices in any accent",
          cardDisc: "Choose the language, accent and gender of the narrator.",
          cardBtn: "Get started",
          cardImg: img("languages", "Speech bubbles in several languages"),
        },
      ],
    },
    benefits: {
      MHP1: "Use the full potential of",
      MHP2: "AI YouTube shorts generator",
      cards: [
        {
          cardHeading: "Al powered scripts to save time",
          cardDisc: "Skip the blank page: get a structured script in seconds and tweak it.",
          cardBtn: "Try now!",
          cardImg: img("benefit-fast", "A script ready in seconds"),
        },
        {
          cardHeading: "Affordable alternative to voice artists",
          cardDisc: "Natural voiceovers in 50+ languages at no extra cost per video.",
          cardBtn: "Try now!",
          cardImg: img("narration", "A voice waveform"),
        },
        {
          cardHeading: "Set yourself up for success",
          cardDisc: "Publish more frequently and let the algorithm find your audience.",
          cardBtn: "Try now!",
          cardImg: img("benefit-engagement", "A growing subscriber chart"),
        },
      ],
    },
    howTo: howTo("How to generate faceless YT", "shorts with AI?", "Short"),
  },
  "ai-subtitle-generator": {
    seo: {
      title: "AI Subtitle Generator",
      description:
        "Add subtitles in six styles and 50+ languages: bold popping, clean, classic Hormozi, comic, banger and karaoke.",
    },
    dashboardTool: "/dashboard/subtitle-generator",
    hero: hero(
      "ai-subtitle-generator",
      {
        headingPart1: "AI Subtitle Generator",
        headingPart2: "captions that keep people watching",
        disc: "Word-perfect subtitles timed to the voice, in six styles and 50+ languages, burned in or exported as SRT and VTT.",
        button: "Get started",
        creditText: FREE,
      },
      "A vertical video with bold popping subtitles",
      true,
    ),
    cardSection: {
      MHP1: "AI video",
      MHP2: "subtitle generator",
      cards: [
        {
          cardHeading: "Subtitle styles",
          cardDisc: "Pick the look that fits your channel; every style is timed word by word.",
          cardBtn: "Generate Now",
          cardImg: img("subtitle-styles", "Samples of the six subtitle styles"),
          points: [
            "Bold with popping effects",
            "Clean",
            "Classic Hormozi",
            "Comic",
            "Banger effect",
            "Karaoke word-by-word",
          ],
        },
        {
          cardHeading: "Subtitles fonts",
          cardDisc:
            "Readable fonts for every script, in 50+ languages including right-to-left and Indic scripts.",
          cardBtn: "Get started",
          cardImg: img("subtitle-fonts", "The four subtitle fonts"),
          points: ["Montserrat", "Roboto", "Arial", "Comic Sans"],
        },
      ],
    },
    benefits: {
      MHP1: "Generate free",
      MHP2: "AI subtitles",
      cards: [
        {
          cardHeading: "Increased retention numbers",
          cardDisc: "Most people watch with the sound off; captions keep them watching.",
          cardBtn: "Try now!",
          cardImg: img("benefit-engagement", "A rising retention chart"),
        },
        {
          cardHeading: "Growing social media",
          cardDisc: "Captioned videos get more shares, saves and follows.",
          cardBtn: "Try now!",
          cardImg: img("benefit-platforms", "Social posts with captions"),
        },
        {
          cardHeading: "Breaking language barriers",
          cardDisc: "Subtitle in 50+ languages and reach viewers worldwide.",
          cardBtn: "Try now!",
          cardImg: img("languages", "Speech bubbles in several scripts"),
        },
      ],
    },
    howTo: howTo("How to generate subtitle", "for a video?", "subtitled video"),
  },
  "slide-show-maker": {
    seo: {
      title: "AI Slideshow Maker",
      description:
        "Turn photos into slideshow videos with music, effects, captions and a voiceover. No learning curve.",
    },
    dashboardTool: "/dashboard/slideshow-maker",
    hero: hero(
      "slide-show-maker",
      {
        headingPart1: "AI Slideshow Maker",
        headingPart2: "photos to video with music",
        disc: "Drop in a few photos or describe them, and get a slideshow video with smooth zooms, transitions, music and captions.",
        button: "Create Now!",
        creditText: FREE,
      },
      "Photos arranged into a slideshow timeline with transitions",
    ),
    cardSection: {
      MHP1: "AI slideshow generator",
      MHP2: "with music and effects",
      cards: [
        {
          cardHeading: "Create AI slideshows",
          cardDisc: "Photos become scenes with slow zooms, slide transitions and a soundtrack.",
          cardBtn: "Try now!",
          cardImg: img("slideshow", "Photo slides with transitions"),
        },
        {
          cardHeading: "No learning curve needed",
          cardDisc: "No timeline to master: describe the result and adjust by typing.",
          cardBtn: "Try now!",
          cardImg: img("benefit-ideas", "A simple prompt box"),
        },
      ],
    },
    benefits: {
      MHP1: "Use the power of",
      MHP2: "AI generated slideshow videos",
      cards: [
        {
          cardHeading: "Enhance your business communications",
          cardDisc: "Updates, reports and announcements people actually watch.",
          cardBtn: "Try now!",
          cardImg: img("explainer", "A business update slideshow"),
        },
        {
          cardHeading: "Impress potential new clients",
          cardDisc: "Polished portfolio and listing videos in your brand colours.",
          cardBtn: "Try now!",
          cardImg: img("product", "A portfolio slideshow"),
        },
        {
          cardHeading: "Create more content, more consistently",
          cardDisc: "A slideshow for every post, listing or event.",
          cardBtn: "Try now!",
          cardImg: img("benefit-fast", "A calendar full of posts"),
        },
      ],
    },
    howTo: howTo("How to make a slideshow", "with AI?", "slideshow"),
  },
  "voice-over-generator": {
    seo: {
      title: "Voice Over Generator",
      description:
        "Natural voiceovers in 50+ languages and accents, timed to your video with matching captions.",
    },
    dashboardTool: "/dashboard/voice-over-generator",
    hero: hero(
      "voice-over-generator",
      {
        headingPart1: "Voice Over Generator",
        headingPart2: "50+ languages, any accent",
        disc: "Paste a script, choose the language, accent, gender and speed, and get a voiceover timed to your scenes with captions to match.",
        button: "Create a voiceover",
        creditText: FREE,
      },
      "A voice waveform with word timings above a video",
    ),
    cardSection: {
      MHP1: "Voiceovers",
      MHP2: "without a studio",
      cards: [
        {
          cardHeading: "Languages and accents",
          cardDisc: "Over 50 languages with regional accents and male or female voices.",
          cardBtn: "Generate Now",
          cardImg: img("languages", "Speech bubbles in several scripts"),
        },
        {
          cardHeading: "Timed captions included",
          cardDisc: "Word timings from the voice drive karaoke captions automatically.",
          cardBtn: "Get started",
          cardImg: img("narration", "A waveform with word markers"),
        },
      ],
    },
    benefits: {
      MHP1: "Why use an",
      MHP2: "AI voice over generator",
      cards: [
        {
          cardHeading: "Affordable",
          cardDisc: "No booth, no booking, no per-minute fees.",
          cardBtn: "Try now!",
          cardImg: img("benefit-cost", "A price tag"),
        },
        {
          cardHeading: "Consistent voice",
          cardDisc: "The same narrator across a whole series.",
          cardBtn: "Try now!",
          cardImg: img("benefit-style", "Matching waveforms"),
        },
        {
          cardHeading: "Reach more viewers",
          cardDisc: "Re-voice one video in several languages.",
          cardBtn: "Try now!",
          cardImg: img("benefit-engagement", "A growing audience"),
        },
      ],
    },
    howTo: howTo("How to generate a voice over", "with AI?", "voiceover"),
  },
};
