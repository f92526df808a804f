// The two plan catalogues of SPEC section 9, in one place: the marketing pages render them,
// the billing module maps `planId` to the payment provider's price and enforces `limits`.
// Plain data (no zod) so the marketing bundle can import it without pulling a schema library.

export type PlanPeriod = "monthly" | "yearly";
/** Home, pricing and profile cards: Starter, Pro, Enterprise. */
export type CardTier = "starter" | "pro" | "enterprise";
/** The tool pages' paid plans (SPEC 9): Plus, Max, Generative (Free is the trial). */
export type ToolTier = "plus" | "max" | "generative";
export type PlanTier = CardTier | ToolTier;

/**
 * Minutes of AI generation a month of the tool pages' plans (SPEC 9), metered as the seconds of
 * video and audio actually rendered (`generationSeconds`): the results of `SECONDS_METERED` features
 * are not counted on these plans.
 */
export const TOOL_GENERATION_MINUTES: Record<ToolTier, number> = { plus: 50, max: 200, generative: 50 };

/**
 * The Free plan's (the trial's) "10 minutes a week of AI generation" (SPEC 9), in seconds of output:
 * besides its monthly counts, the trial's results of `SECONDS_METERED` kinds may add up to this many
 * seconds over any 7 days (asked for when reserved, rendered once done; refunded ones not counted).
 */
export const FREE_WEEKLY_GENERATION_SECONDS = 10 * 60;
export const FREE_WEEK_DAYS = 7;

/**
 * The Free plan's (the trial's) "4 exports a week with the product logo" (SPEC 9, decision record 31):
 * a trial account may download at most this many different video or image files of its results over
 * any 7 days (downloading the same file again within them is free), each with the ReelForge logo
 * burned in. Paid plans export without a limit and without the logo.
 */
export const FREE_WEEKLY_EXPORTS = 4;

/**
 * The usage catalogue: every metered feature, its name in messages and its monthly allowance on
 * the trial and on each tier. The usage ledger keys its counters by these names, so a new
 * feature is one entry here (no migration); a generator names its feature in its registry entry.
 */
const SECONDS = {
  plus: TOOL_GENERATION_MINUTES.plus * 60,
  max: TOOL_GENERATION_MINUTES.max * 60,
  generative: TOOL_GENERATION_MINUTES.generative * 60,
};
// The tool plans meter these results by their seconds (below), so they count none of them.
const BY_SECONDS = { plus: 0, max: 0, generative: 0 };
export const USAGE_CATALOGUE = {
  images: {
    name: "images",
    ...{ trial: 5, starter: 50, pro: 200, enterprise: 1000 },
    ...{ plus: 200, max: 800, generative: 400 },
  },
  videos: {
    name: "videos",
    ...{ trial: 2, starter: 20, pro: 60, enterprise: 200 },
    ...BY_SECONDS,
  },
  facelessVideos: {
    name: "faceless videos",
    ...{ trial: 2, starter: 20, pro: 60, enterprise: 200 },
    ...BY_SECONDS,
  },
  scripts: {
    name: "scripts",
    ...{ trial: 10, starter: 200, pro: 1000, enterprise: 5000 },
    ...{ plus: 1000, max: 4000, generative: 1000 },
  },
  slideshows: {
    name: "slideshows",
    ...{ trial: 3, starter: 30, pro: 100, enterprise: 300 },
    ...BY_SECONDS,
  },
  voiceOvers: {
    name: "voice-overs",
    ...{ trial: 5, starter: 60, pro: 250, enterprise: 1000 },
    ...BY_SECONDS,
  },
  // A link video is a prompt video made from a web page: the videos' allowance, counted on its own.
  linkVideos: {
    name: "link videos",
    ...{ trial: 2, starter: 20, pro: 60, enterprise: 200 },
    ...BY_SECONDS,
  },
  // The tool plans' minutes of AI generation, in seconds of output rendered; the other plans count
  // results instead and have none.
  generationSeconds: {
    name: "seconds of AI generation",
    ...{ trial: 0, starter: 0, pro: 0, enterprise: 0 },
    ...SECONDS,
  },
  // Clips cut from the user's own long video (issue 13): one request, however many clips it makes.
  clips: {
    name: "clip sets",
    ...{ trial: 3, starter: 30, pro: 100, enterprise: 300 },
    ...{ plus: 100, max: 400, generative: 200 },
  },
} as const satisfies Record<string, { name: string; trial: number } & Record<PlanTier, number>>;

export type UsageFeature = keyof typeof USAGE_CATALOGUE;
export const USAGE_FEATURES = Object.keys(USAGE_CATALOGUE) as UsageFeature[];

/**
 * The results a tool plan (Plus, Max, Generative) meters as seconds of output: a request reserves
 * the seconds it asks for from `generationSeconds` (the limit is checked before the job), is charged
 * the seconds actually rendered when it succeeds, and gets them all back when it fails.
 */
export const SECONDS_METERED: readonly UsageFeature[] = [
  "videos",
  "facelessVideos",
  "linkVideos",
  "slideshows",
  "voiceOvers",
];

const TOOL_TIER_IDS: readonly PlanTier[] = ["plus", "max", "generative"];

/** True when the plan (as the usage ledger names it) meters SECONDS_METERED results by the second. */
export function metersSeconds(plan: string): boolean {
  const tier = findPlanCard(plan)?.tier;
  return tier !== undefined && TOOL_TIER_IDS.includes(tier);
}

/** "12.5 minutes", "1 minute", "50 minutes": seconds of generation as the screens say them. */
export function formatMinutes(seconds: number): string {
  const minutes = Math.floor((seconds / 60) * 10) / 10;
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** Monthly usage allowance per feature (SPEC 3, subscription status response). */
export type UsageLimits = Record<UsageFeature, number>;

function limitsOf(level: PlanTier | "trial"): UsageLimits {
  return Object.fromEntries(USAGE_FEATURES.map((f) => [f, USAGE_CATALOGUE[f][level]])) as UsageLimits;
}

/** Free trial allowance, granted to every new account until it subscribes. */
export const TRIAL_LIMITS: UsageLimits = limitsOf("trial");

export const TIER_LIMITS: Record<PlanTier, UsageLimits> = {
  starter: limitsOf("starter"),
  pro: limitsOf("pro"),
  enterprise: limitsOf("enterprise"),
  plus: limitsOf("plus"),
  max: limitsOf("max"),
  generative: limitsOf("generative"),
};

const GB = 1024 ** 3;
const MB = 1024 ** 2;

/**
 * Storage of uploaded media per plan (SPEC 9: Free 10 GB, Plus 100 GB, Max 400 GB, Generative 100 GB):
 * the trial is the Free plan's 10 GB, Starter Plus's 100 GB, Pro Max's 400 GB, Enterprise 1 TB. `uploadMaxBytes` is the
 * largest single file. An ended subscription keeps the Free plan's storage.
 */
export const STORAGE_CATALOGUE = {
  trial: { storageBytes: 10 * GB, uploadMaxBytes: 500 * MB },
  starter: { storageBytes: 100 * GB, uploadMaxBytes: 2 * GB },
  pro: { storageBytes: 400 * GB, uploadMaxBytes: 4 * GB },
  enterprise: { storageBytes: 1024 * GB, uploadMaxBytes: 10 * GB },
  plus: { storageBytes: 100 * GB, uploadMaxBytes: 2 * GB },
  max: { storageBytes: 400 * GB, uploadMaxBytes: 4 * GB },
  generative: { storageBytes: 100 * GB, uploadMaxBytes: 2 * GB },
} as const satisfies Record<PlanTier | "trial", { storageBytes: number; uploadMaxBytes: number }>;

export type StorageLimits = { storageBytes: number; uploadMaxBytes: number };

/** "10 GB", "1 TB", "9.99 GB": sizes as the cards and messages show them (rounded down, never overstated). */
export function formatBytes(bytes: number): string {
  const down = (value: number, digits: number) => Math.floor(value * 10 ** digits) / 10 ** digits;
  if (bytes >= 1024 * GB && bytes % (1024 * GB) === 0) return `${bytes / (1024 * GB)} TB`;
  if (bytes >= GB) return `${down(bytes / GB, 2)} GB`;
  if (bytes >= MB) return `${down(bytes / MB, 1)} MB`;
  if (bytes >= 1024) return `${down(bytes / 1024, 1)} KB`;
  return `${bytes} bytes`;
}

/** The storage of a plan as the usage ledger names it ("trial", a plan id, or anything else). */
export function storageOfPlan(plan: string): StorageLimits {
  const tier = findPlanCard(plan)?.tier;
  return STORAGE_CATALOGUE[tier ?? "trial"];
}

/** Plan card on the home, pricing and profile pages (SPEC 3 "Plan card"). */
export interface PlanCard {
  /** Stable id; the server maps it to the payment provider's price id. */
  planId: `${PlanTier}-${PlanPeriod}`;
  tier: PlanTier;
  period: PlanPeriod;
  type: "Starter" | "Pro" | "Enterprise" | "Plus" | "Max" | "Generative";
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

// The plan's monthly allowances; the tool plans state their metered results as minutes instead.
function limitServices(limits: UsageLimits, bySeconds = false): string[] {
  return USAGE_FEATURES.filter(
    (f) => f !== "generationSeconds" && !(bySeconds && SECONDS_METERED.includes(f)),
  ).map((f) => `${limits[f]} ${USAGE_CATALOGUE[f].name} a month`);
}

const TIERS: { tier: CardTier; type: PlanCard["type"]; monthly: number; yearly: number; label?: string }[] = [
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
    services: [
      ...COMMON_SERVICES,
      ...limitServices(TIER_LIMITS[tier]),
      `${formatBytes(STORAGE_CATALOGUE[tier].storageBytes)} storage for your uploads`,
    ],
    limits: TIER_LIMITS[tier],
  }));
}

export const PLAN_CARDS: Record<PlanPeriod, PlanCard[]> = {
  monthly: cardsFor("monthly"),
  yearly: cardsFor("yearly"),
};

/**
 * The tool pages' paid plans as the billing module sells them (their cards are TOOL_PLANS below):
 * the spec's price per month, charged monthly or, yearly, twelve months at once.
 */
const TOOL_TIERS: { tier: ToolTier; type: PlanCard["type"]; monthly: number; yearly: number }[] = [
  { tier: "plus", type: "Plus", monthly: 25, yearly: 20 },
  { tier: "max", type: "Max", monthly: 80, yearly: 64 },
  { tier: "generative", type: "Generative", monthly: 120, yearly: 96 },
];

function toolCardsFor(period: PlanPeriod): PlanCard[] {
  return TOOL_TIERS.map(({ tier, type, monthly, yearly }) => {
    const limits = TIER_LIMITS[tier];
    return {
      planId: `${tier}-${period}` as const,
      tier,
      period,
      type,
      price: period === "monthly" ? monthly : yearly * 12,
      services: [
        `${TOOL_GENERATION_MINUTES[tier]} minutes a month of AI generation`,
        "Videos, slideshows and voice-overs use the minutes by the second",
        ...limitServices(limits, true),
        `${formatBytes(STORAGE_CATALOGUE[tier].storageBytes)} storage for your uploads`,
        "Unlimited exports",
      ],
      limits,
    };
  });
}

/** The tool pages' plans that can be bought (Plus, Max, Generative), by period. */
export const TOOL_PLAN_CARDS: Record<PlanPeriod, PlanCard[]> = {
  monthly: toolCardsFor("monthly"),
  yearly: toolCardsFor("yearly"),
};

const ALL_PLAN_CARDS = [
  ...PLAN_CARDS.monthly,
  ...PLAN_CARDS.yearly,
  ...TOOL_PLAN_CARDS.monthly,
  ...TOOL_PLAN_CARDS.yearly,
];
export const PLAN_IDS = ALL_PLAN_CARDS.map((plan) => plan.planId);
export type PlanId = PlanCard["planId"];

export function findPlanCard(planId: string): PlanCard | undefined {
  return ALL_PLAN_CARDS.find((plan) => plan.planId === planId);
}

/**
 * The allowance of a plan as the usage ledger stores it: "trial", a plan id, or anything else
 * (an ended subscription) for nothing. A feature added to the catalogue later gets its allowance
 * from here the first time an existing account uses it.
 */
export function limitsOfPlan(plan: string): UsageLimits {
  if (plan === "trial") return TRIAL_LIMITS;
  const card = findPlanCard(plan);
  return card ? card.limits : (Object.fromEntries(USAGE_FEATURES.map((f) => [f, 0])) as UsageLimits);
}

/**
 * A path of this site to come back to (the checkout's Cancel, the page a plan was chosen on):
 * one leading slash, no scheme, host or backslash, so it can never lead off the site. Anything
 * else is undefined.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 300) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\s]/.test(value)) return undefined;
  return value;
}

/** Plan card on the tool landing pages (SPEC 3 "Plan (tool pages)"; `lable` spelled so). */
export interface ToolPlan {
  lable?: string;
  title: "Free" | "Plus" | "Max" | "Generative";
  /** The plan its button buys (TOOL_PLAN_CARDS); none for Free, which is the free trial. */
  planId: PlanId | null;
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
      planId: null,
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
      planId: `plus-${period}`,
      price: yearly ? 20 : 25,
      btn: "Choose Plus",
      addOns: { credits: "0s", boosts: 50, iStocks: 80 },
      services: PLUS_SERVICES,
    },
    {
      title: "Max",
      planId: `max-${period}`,
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
      planId: `generative-${period}`,
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
