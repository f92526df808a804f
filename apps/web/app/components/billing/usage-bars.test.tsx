import type { TSubscriptionStatusResponse } from "@reelforge/contract";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatMinSec, UsageBars, usageBarsOf, WeeklyExports, WeeklyGenerationBar } from "./usage-bars";

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

  it("show the Free plan's week as minutes and seconds with an accessible bar", () => {
    expect([0, 45, 60, 200, 600, 601].map(formatMinSec)).toEqual([
      "0 s",
      "45 s",
      "1 min",
      "3 min 20 s",
      "10 min",
      "10 min 1 s",
    ]);
    const html = renderToStaticMarkup(
      <WeeklyGenerationBar weekly={{ limitSeconds: 600, usedSeconds: 200, remainingSeconds: 400 }} />,
    );
    expect(html).toContain("AI generation this week");
    expect(html).toContain("3 min 20 s of 10 min used");
    expect(html).toContain('aria-label="AI generation used this week"');
    expect(html).toContain('aria-valuemax="600"');
    expect(html).toContain('aria-valuenow="200"');
    expect(html).toContain("width:33%");
    expect(html).toContain("6 min 40 s left.");
    const full = renderToStaticMarkup(
      <WeeklyGenerationBar weekly={{ limitSeconds: 600, usedSeconds: 640, remainingSeconds: 0 }} />,
    );
    expect(full).toContain('aria-valuenow="600"');
    expect(full).toContain("width:100%");
    expect(full).toContain("None left this week.");
  });

  it("show the Free plan's exports of the week, and when the next frees up once none is left", () => {
    const some = renderToStaticMarkup(
      <WeeklyExports exports={{ limit: 4, used: 1, remaining: 3, nextFreeAt: "2026-12-05T14:03:00.000Z" }} />,
    );
    expect(some).toContain("Exports this week: 1 of 4");
    expect(some).not.toContain("frees up");
    expect(some).toContain("ReelForge logo");
    const none = renderToStaticMarkup(
      <WeeklyExports exports={{ limit: 4, used: 4, remaining: 0, nextFreeAt: "2026-12-05T14:03:00.000Z" }} />,
    );
    expect(none).toContain("Exports this week: 4 of 4");
    expect(none).toMatch(/the next one frees up on Sat 5 Dec/);
  });
});
