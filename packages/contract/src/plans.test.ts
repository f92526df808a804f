import { describe, expect, it } from "vitest";
import {
  findPlanCard,
  formatBytes,
  formatMinutes,
  limitsOfPlan,
  metersSeconds,
  PLAN_CARDS,
  PLAN_IDS,
  SECONDS_METERED,
  STORAGE_CATALOGUE,
  storageOfPlan,
  TOOL_GENERATION_MINUTES,
  TOOL_PLANS,
  TRIAL_LIMITS,
} from "./plans.ts";

// SPEC 9's constants, checked as a reader of the spec would.
describe("home/pricing/profile plan cards", () => {
  it("are Starter, Pro and Enterprise at 19/29/39 monthly and 45/85/120 yearly", () => {
    expect(PLAN_CARDS.monthly.map((p) => [p.type, p.price])).toEqual([
      ["Starter", 19],
      ["Pro", 29],
      ["Enterprise", 39],
    ]);
    expect(PLAN_CARDS.yearly.map((p) => [p.type, p.price])).toEqual([
      ["Starter", 45],
      ["Pro", 85],
      ["Enterprise", 120],
    ]);
  });

  it("label only Pro as Most Popular and list the common services plus the plan's limits", () => {
    expect(PLAN_CARDS.monthly.filter((p) => p.label).map((p) => [p.type, p.label])).toEqual([
      ["Pro", "Most Popular"],
    ]);
    for (const plan of [...PLAN_CARDS.monthly, ...PLAN_CARDS.yearly]) {
      expect(plan.services).toEqual(
        expect.arrayContaining([
          "70+ use-cases",
          "20k characters generated",
          "90+ copywriting tools",
          "29+ languages",
        ]),
      );
      expect(plan.services).toContain(`${plan.limits.videos} videos a month`);
      expect(plan.limits.images).toBeGreaterThan(TRIAL_LIMITS.images);
    }
  });

  it("have distinct stable plan ids (six cards, six tool-page plans) that resolve back to their card", () => {
    expect(new Set(PLAN_IDS).size).toBe(12);
    expect(findPlanCard("pro-yearly")).toMatchObject({ type: "Pro", period: "yearly", price: 85 });
    expect(findPlanCard("price_123")).toBeUndefined();
  });
});

describe("tool-page plans", () => {
  it("are Free/Plus/Max/Generative at 0/25/80/120 monthly and 0/20/64/96 yearly (20% off)", () => {
    expect(TOOL_PLANS.monthly.map((p) => [p.title, p.price])).toEqual([
      ["Free", 0],
      ["Plus", 25],
      ["Max", 80],
      ["Generative", 120],
    ]);
    expect(TOOL_PLANS.yearly.map((p) => p.price)).toEqual([0, 20, 64, 96]);
    for (const [i, plan] of TOOL_PLANS.monthly.entries()) {
      expect(TOOL_PLANS.yearly[i]?.price).toBe(Math.round(plan.price * 0.8));
    }
  });

  it("carry the add-on values and the Best Value ribbon of the spec", () => {
    const [free, plus, max, generative] = TOOL_PLANS.monthly;
    expect(free?.addOns).toBeNull();
    expect(free?.services).toEqual(expect.arrayContaining(["no iStock", "no generative credits"]));
    expect(plus?.addOns).toEqual({ credits: "0s", boosts: 50, iStocks: 80 });
    expect(max?.addOns).toEqual({ credits: "180s", boosts: 200, iStocks: 320 });
    expect(generative?.addOns).toEqual({ credits: "15m", boosts: 50, iStocks: 80 });
    expect(generative?.lable).toBe("Best Value");
  });

  it("can be bought: each paid plan's button names a catalogue plan with the spec's limits", () => {
    expect(TOOL_PLANS.monthly[0]?.planId).toBeNull();
    expect(TOOL_PLANS.monthly.map((p) => p.planId)).toEqual([
      null,
      "plus-monthly",
      "max-monthly",
      "generative-monthly",
    ]);
    expect(TOOL_PLANS.yearly.map((p) => p.planId)).toEqual([
      null,
      "plus-yearly",
      "max-yearly",
      "generative-yearly",
    ]);
    const plus = findPlanCard("plus-monthly");
    expect(plus).toMatchObject({ type: "Plus", period: "monthly", price: 25 });
    // Yearly: the card's price a month, twelve months at once.
    expect(findPlanCard("max-yearly")).toMatchObject({ type: "Max", period: "yearly", price: 64 * 12 });
    expect(findPlanCard("generative-yearly")?.price).toBe(96 * 12);
    // Minutes of generation, storage and exports as SPEC 9 lists them.
    expect(TOOL_GENERATION_MINUTES).toEqual({ plus: 50, max: 200, generative: 50 });
    expect(plus?.services).toEqual(
      expect.arrayContaining([
        "50 minutes a month of AI generation",
        "100 GB storage for your uploads",
        "Unlimited exports",
      ]),
    );
    expect(findPlanCard("max-monthly")?.services).toContain("200 minutes a month of AI generation");
    expect(storageOfPlan("plus-yearly").storageBytes).toBe(100 * 1024 ** 3);
    expect(storageOfPlan("max-monthly").storageBytes).toBe(400 * 1024 ** 3);
    expect(storageOfPlan("generative-monthly").storageBytes).toBe(100 * 1024 ** 3);
    // The minutes are metered as seconds of output (not converted to counts of results).
    expect(limitsOfPlan("plus-monthly").generationSeconds).toBe(50 * 60);
    expect(limitsOfPlan("max-yearly").generationSeconds).toBe(200 * 60);
    expect(limitsOfPlan("generative-monthly").generationSeconds).toBe(50 * 60);
    for (const plan of ["plus-monthly", "max-yearly", "generative-yearly"]) {
      expect(metersSeconds(plan)).toBe(true);
      for (const feature of SECONDS_METERED) expect(limitsOfPlan(plan)[feature]).toBe(0);
      // The card states minutes, not counts of the results they pay for.
      const services = findPlanCard(plan)?.services.join("\n") ?? "";
      expect(services).not.toMatch(/\d+ (videos|faceless videos|link videos|slideshows|voice-overs|seconds)/);
    }
    expect(limitsOfPlan("plus-monthly").images).toBeGreaterThan(TRIAL_LIMITS.images);
    // The trial and the home page's plans count results and have no seconds.
    for (const plan of ["trial", "starter-monthly", "pro-yearly", "enterprise-monthly"]) {
      expect(metersSeconds(plan)).toBe(false);
      expect(limitsOfPlan(plan).generationSeconds).toBe(0);
      expect(limitsOfPlan(plan).videos).toBeGreaterThan(0);
    }
    expect(findPlanCard("pro-monthly")?.services.join("\n")).not.toMatch(/second/);
    expect(formatMinutes(90)).toBe("1.5 minutes");
    expect(formatMinutes(60)).toBe("1 minute");
    expect(formatMinutes(3000)).toBe("50 minutes");
  });
});

describe("storage per plan", () => {
  it("gives the trial the Free plan's 10 GB, Starter 100 GB, Pro 400 GB, and shows it on the cards", () => {
    expect(storageOfPlan("trial").storageBytes).toBe(10 * 1024 ** 3);
    expect(storageOfPlan("starter-monthly").storageBytes).toBe(100 * 1024 ** 3);
    expect(storageOfPlan("pro-yearly").storageBytes).toBe(400 * 1024 ** 3);
    expect(storageOfPlan("inactive")).toEqual(storageOfPlan("trial"));
    expect(findPlanCard("pro-monthly")?.services).toContain("400 GB storage for your uploads");
    expect(findPlanCard("enterprise-yearly")?.services).toContain("1 TB storage for your uploads");
    for (const tier of ["trial", "starter", "pro", "enterprise"] as const) {
      expect(STORAGE_CATALOGUE[tier].uploadMaxBytes).toBeLessThan(STORAGE_CATALOGUE[tier].storageBytes);
    }
    expect(formatBytes(10 * 1024 ** 3 - 100 * 1024)).toBe("9.99 GB");
    expect(formatBytes(500 * 1024 ** 2)).toBe("500 MB");
  });
});
