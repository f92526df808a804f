import type { TSubscriptionStatusResponse } from "@reelforge/contract";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UsageBars, usageBarsOf } from "./usage-bars";

function status(
  plan: string,
  meteredBySeconds: boolean,
  used: number,
  limit: number,
): TSubscriptionStatusResponse {
  return {
    subscriptionStatus: "active",
    subscriptionPlan: plan,
    imageGenerationCount: 3,
    imageGenerationLimit: 200,
    videoGenerationCount: 0,
    videoGenerationLimit: meteredBySeconds ? 0 : 60,
    facelessGenerationCount: 0,
    facelessGenerationLimit: meteredBySeconds ? 0 : 60,
    scriptGenerationCount: 1,
    scriptGenerationLimit: 1000,
    slideshowGenerationCount: 0,
    slideshowGenerationLimit: meteredBySeconds ? 0 : 100,
    voiceOverGenerationCount: 0,
    voiceOverGenerationLimit: meteredBySeconds ? 0 : 250,
    linkVideoGenerationCount: 0,
    linkVideoGenerationLimit: meteredBySeconds ? 0 : 60,
    clipGenerationCount: 0,
    clipGenerationLimit: 100,
    meteredBySeconds,
    generationSecondsUsed: used,
    generationSecondsLimit: limit,
    monthlyResetDate: "2026-12-26T00:00:00.000Z",
    cancelAt: null,
    currentPeriodEnd: null,
  };
}

describe("usage bars", () => {
  it("show a tool plan's minutes used and allowed in place of the results they pay for", () => {
    const bars = usageBarsOf(status("plus-monthly", true, 750, 3000));
    expect(bars.map((b) => b.label)).toEqual(["Minutes of AI generation", "Images", "Scripts", "Clip sets"]);
    expect(bars[0]).toMatchObject({ count: 750, limit: 3000, text: "12.5 / 50 minutes" });
    const html = renderToStaticMarkup(<UsageBars status={status("plus-monthly", true, 750, 3000)} />);
    expect(html).toContain('aria-label="Minutes of AI generation used this month"');
    expect(html).not.toContain("Videos used this month");
  });

  it("count results on the other plans", () => {
    const bars = usageBarsOf(status("pro-monthly", false, 0, 0));
    expect(bars.map((b) => b.label)).toEqual([
      "Images",
      "Videos",
      "Faceless videos",
      "Scripts",
      "Slideshows",
      "Voice-overs",
      "Link videos",
      "Clip sets",
    ]);
    expect(bars[1]?.text).toBe("0 / 60");
  });
});
