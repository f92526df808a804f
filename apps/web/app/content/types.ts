// Shapes of the static page content (SPEC section 3, "Static page content"). Field names are the
// spec's (MHP1, disc, lable ...) so content can be checked against it line by line.

export interface HeroMedia {
  /** Poster image (SVG/WebP) shown until, or instead of, a looping video. */
  img: { src: string; alt: string; width: number; height: number };
  /**
   * Optional short looping muted clip shown instead of the image: `poster` is a frame of the clip
   * (what the prerendered page paints first) and width/height are the clip's own, so no layout shift.
   */
  video?: {
    src: string;
    type: "video/mp4" | "video/webm";
    poster: string;
    /** What the clip shows, for screen readers (the image's alt describes the still, not the clip). */
    label: string;
    width: number;
    height: number;
  };
}

export interface HeroContent {
  headingPart1: string;
  headingPart2: string;
  disc: string;
  button: string;
  creditText: string | null;
  media: HeroMedia;
}

export interface FeatureCard {
  cardHeading: string;
  cardDisc: string;
  cardBtn: string;
  cardImg: { src: string; alt: string };
  /** Optional short list shown under the description (styles, fonts ...). */
  points?: string[];
}

export interface CardSectionContent {
  MHP1: string;
  MHP2: string;
  cards: FeatureCard[];
}

export interface MiniCarouselEntry {
  img?: string;
  carouselHeading: string;
  name: string;
  /** One entry of the source data holds the string '5'; normalise with `toStars`. */
  stars: number | string;
}

export interface MiniCarouselContent {
  mainHeading1: string;
  mainHeading2: string | null;
  card: { cardH: string; cardP: string; icon: "star" | "users" };
  carouselData: MiniCarouselEntry[];
}

export interface HowToStep {
  id: 1 | 2 | 3 | 4;
  name: "Prompt" | "Generate" | "Edit" | "Publish";
  disc: string;
}

export interface HowToContent {
  MHP1: string;
  MHP2: string;
  carousels: HowToStep[];
}

export interface Testimonial {
  stars: number;
  title: string;
  text: string;
  image: string;
  name: string;
  designation: string;
}

export interface BenefitCard {
  icon: "globe" | "megaphone" | "share" | "briefcase";
  name: string;
  description: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface PageSeo {
  title: string;
  description: string;
}

/** Clamp a rating from the content (number or numeric string) to a whole 0..5. */
export function toStars(value: number | string): number {
  const n = typeof value === "number" ? value : Number.parseInt(value, 10);
  return Number.isFinite(n) ? Math.min(5, Math.max(0, Math.round(n))) : 0;
}
