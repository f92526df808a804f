import { heroVideo } from "./hero-videos";
import type { HeroContent } from "./types";

export const HOME_SEO = {
  title: "ReelForge: AI video, image and script generator",
  description:
    "Turn prompts, scripts, images and links into short videos with voiceovers in 50+ languages, captions in six styles and music. Start free, no credit card required.",
};

export const HOME_HERO: HeroContent = {
  headingPart1: "Create stunning AI videos",
  headingPart2: "from a single prompt",
  disc: "ReelForge writes the script, adds visuals, a voiceover in 50+ languages, captions, music and transitions, then hands you a video ready to post. Join 7,000,000+ professionals and teams.",
  button: "Start Creating Free",
  creditText: "No credit card required",
  media: {
    img: {
      src: "/images/hero/home.svg",
      alt: "The ReelForge editor: a vertical video with karaoke captions beside a scene timeline",
      width: 1200,
      height: 800,
    },
    video: heroVideo("home", false),
  },
};

export const HOME_FEATURE = {
  heading: "Create Videos in Minutes",
  disc: "Pick a workflow, describe what you want, and get a finished video with every part already in place.",
  ticks: [
    "A script with a hook, clear beats and a call to action",
    "Voiceover, captions and music matched to every scene",
    "Sized for TikTok, Reels, Shorts, YouTube or LinkedIn",
  ],
  button: "Try For Free",
  img: {
    src: "/images/sections/workflow.svg",
    alt: "Three steps: prompt, generate, publish",
    width: 640,
    height: 480,
  },
};

export const HOME_SOCIAL_PROOF = {
  count: "7000000+",
  text: "professionals and teams create with ReelForge",
};

export const HOME_SPLITS = {
  mobile: {
    id: "mobile",
    eyebrow: "On your phone",
    heading: "Create and post from anywhere",
    disc: "The whole studio works in your phone's browser: write a prompt on the train, review the render at lunch, post before dinner. Add it to your home screen for one-tap access.",
    bullets: ["Vertical previews at full size", "Download straight to your camera roll"],
    button: { label: "Get Started - It's Free", to: "/dashboard/signup" },
    img: {
      src: "/images/sections/mobile.svg",
      alt: "A phone showing a finished vertical video with captions",
      width: 640,
      height: 480,
    },
  },
  business: {
    id: "small-business",
    eyebrow: "For small businesses",
    heading: "Cost-effective videos without equipment or a crew",
    disc: "Product showcases, testimonials, promotions and how-tos from the copy you already have. Paste a product page link and get a video in your brand colours.",
    bullets: ["Turn any link into a product video", "Consistent brand colours and logo on every video"],
    button: { label: "Start Free Trial Today", to: "/dashboard/signup" },
    img: {
      src: "/images/sections/business.svg",
      alt: "A product page becoming a short promotional video",
      width: 640,
      height: 480,
    },
  },
  influencer: {
    id: "influencers",
    eyebrow: "For influencers and creators",
    heading: "Post more often and grow your audience",
    disc: "Faceless Shorts, meme videos and slideshows from a script or a few photos. Captions that pop keep viewers watching, and each video is optimised for the platform you post on.",
    bullets: [
      "Captions in six styles, including karaoke word-by-word",
      "Voiceovers in 50+ languages and accents",
    ],
    button: { label: "Get Started - It's Free", to: "/dashboard/signup" },
    img: {
      src: "/images/sections/creator.svg",
      alt: "Three vertical videos with different caption styles",
      width: 640,
      height: 480,
    },
  },
} as const;

export const COPYWRITING_SECTION = {
  eyebrow: "AI copywriting",
  heading: "Words that work, next to every video",
  disc: "The same engine that writes your video scripts writes the copy around them.",
};

export const TESTIMONIALS_SECTION = {
  eyebrow: "Testimonials",
  heading: "Rated 4.9/5 from over 2,000 reviews",
  usersHeading: "Who uses our product",
};

export const FOOTER_CTA = {
  heading: "Your next video is one prompt away",
  disc: "Start free with 2 videos, 5 images and 10 scripts a month. No credit card required.",
  button: "Get Started - It's Free",
};
