import type { BenefitCard } from "./types";

// SPEC 2.3: the four copywriting benefit cards.
export const COPYWRITING_BENEFITS: BenefitCard[] = [
  {
    icon: "globe",
    name: "Website Copy & SEO",
    description:
      "Headlines, page sections and meta tags written for search and for people, in 29+ languages.",
  },
  {
    icon: "megaphone",
    name: "Digital Ad Copy",
    description: "Social ad copy in several variations, so you can test hooks instead of guessing.",
  },
  {
    icon: "share",
    name: "Social Media & Ads",
    description: "Facebook or Google ads, video descriptions and titles that match the video you just made.",
  },
  {
    icon: "briefcase",
    name: "Job Description",
    description: "Clear job postings with responsibilities, requirements and benefits, ready to publish.",
  },
];

/** The neutral "trusted by" marks (SPEC: five brand logos); drawn by us, not real brands. */
export const TRUSTED_MARKS = ["Northwind", "Lumen", "Orbitly", "Cobalt", "Fernhill"] as const;
