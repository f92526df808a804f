// The two plan catalogues of SPEC section 9, in one place: the marketing pages render them,
// the billing module maps `planId` to the payment provider's price and enforces `limits`.
// Plain data (no zod) so the marketing bundle can import it without pulling a schema library.

export type PlanPeriod = "monthly" | "yearly";
export type PlanTier = "starter" | "pro" | "enterprise";

/** Monthly usage allowance per generator (SPEC 3, subscription status response). */
export interface UsageLimits {
  images: number;
  videos: number;
  facelessVideos: number;
  scripts: number;
}

/** Free trial allowance, granted to every new account until it subscribes. */
export const TRIAL_LIMITS: UsageLimits = { images: 5, videos: 2, facelessVideos: 2, scripts: 10 };

export const TIER_LIMITS: Record<PlanTier, UsageLimits> = {
  starter: { images: 50, videos: 20, facelessVideos: 20, scripts: 200 },
  pro: { images: 200, videos: 60, facelessVideos: 60, scripts: 1000 },
  enterprise: { images: 1000, videos: 200, facelessVideos: 200, scripts: 5000 },
};

/** Plan card on the home, pricing and profile pages (SPEC 3 "Plan card"). */
export interface PlanCard {
  /** Stable id; the server maps it to the payment provider's price id. */
  planId: `${PlanTier}-${PlanPeriod}`;
  tier: PlanTier;
  period: PlanPeriod;
  type: "Starter" | "Pro" | "Enterprise";
  /** Dollars, charged once per period. */
  price: number;
  label?: string;
  services: string[];
  limits: UsageLimits;
}

// SPEC 9: every plan lists these; the cards then state the plan's own monthly limits.
const COMMON_SERVICES = [
  "70+ use-cases",
  "20k characters generated",
  "90+ copywriting tools",
  "Built-in plagiarism checker",
  "29+ languages",
];

function limitServices(limits: UsageLimits): string[] {
  return [
    `${limits.images} images a month`,
    `${limits.videos} videos a month`,
    `${limits.facelessVideos} faceless videos a month`,
    `${limits.scripts} scripts a month`,
  ];
}

const TIERS: { tier: PlanTier; type: PlanCard["type"]; monthly: number; yearly: number; label?: string }[] = [
  { tier: "starter", type: "Starter", monthly: 19, yearly: 45 },
  { tier: "pro", type: "Pro", monthly: 29, yearly: 85, label: "Most Popular" },
  { tier: "enterprise", type: "Enterprise", monthly: 39, yearly: 120 },
];

function cardsFor(period: PlanPeriod): PlanCard[] {
  return TIERS.map(({ tier, type, monthly, yearly, label }) => ({
    planId: `${tier}-${period}` as const,
    tier,
    period,
    type,
    price: period === "monthly" ? monthly : yearly,
    ...(label ? { label } : {}),
    services: [...COMMON_SERVICES, ...limitServices(TIER_LIMITS[tier])],
    limits: TIER_LIMITS[tier],
  }));
}

export const PLAN_CARDS: Record<PlanPeriod, PlanCard[]> = {
  monthly: cardsFor("monthly"),
  yearly: cardsFor("yearly"),
};

export const PLAN_IDS = [...PLAN_CARDS.monthly, ...PLAN_CARDS.yearly].map((plan) => plan.planId);
export type PlanId = PlanCard["planId"];

export function findPlanCard(planId: string): PlanCard | undefined {
  return [...PLAN_CARDS.monthly, ...PLAN_CARDS.yearly].find((plan) => plan.planId === planId);
}

/** Plan card on the tool landing pages (SPEC 3 "Plan (tool pages)"; `lable` spelled so). */
export interface ToolPlan {
  lable?: string;
  title: "Free" | "Plus" | "Max" | "Generative";
  /** Dollars per month. */
  price: number;
  btn: string;
  addOns: { credits: string; boosts: number; iStocks: number } | null;
  /** Entries beginning with "no " are shown greyed with a cross and the prefix stripped. */
  services: string[];
}

const PLUS_SERVICES = [
  "50 minutes a month of AI generation",
  "80 iStock a month",
  "0s generative credits",
  "100 GB storage",
  "Unlimited exports",
  "2 voice clones",
  "Up to 1 user",
];

function toolPlans(period: PlanPeriod): ToolPlan[] {
  const yearly = period === "yearly";
  return [
    {
      title: "Free",
      price: 0,
      btn: "Get started",
      addOns: null,
      services: [
        "10 minutes a week of AI generation",
        "no iStock",
        "no generative credits",
        "10 GB storage",
        "4 exports a week with the ReelForge logo",
        "2.5M+ standard media",
      ],
    },
    {
      title: "Plus",
      price: yearly ? 20 : 25,
      btn: "Choose Plus",
      addOns: { credits: "0s", boosts: 50, iStocks: 80 },
      services: PLUS_SERVICES,
    },
    {
      title: "Max",
      price: yearly ? 64 : 80,
      btn: "Choose Max",
      addOns: { credits: "180s", boosts: 200, iStocks: 320 },
      services: [
        "200 minutes a month of AI generation",
        "320 iStock a month",
        "180s generative credits",
        "400 GB storage",
        "Unlimited exports",
        "5 voice clones",
        "Up to 1 user",
      ],
    },
    {
      lable: "Best Value",
      title: "Generative",
      price: yearly ? 96 : 120,
      btn: "Choose Generative",
      addOns: { credits: "15m", boosts: 50, iStocks: 80 },
      services: PLUS_SERVICES,
    },
  ];
}

export const TOOL_PLANS: Record<PlanPeriod, ToolPlan[]> = {
  monthly: toolPlans("monthly"),
  yearly: toolPlans("yearly"),
};

/** Yearly discount shown on the tool pages' period switch. */
export const YEARLY_DISCOUNT_LABEL = "20% off";
