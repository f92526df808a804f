import { describe, expect, it } from "vitest";
import { afterSignIn, chosenPlanFrom, chosenPlanQuery } from "./chosen-plan";

describe("chosen plan", () => {
  it("keeps a catalogue plan and a path of this site", () => {
    const chosen = chosenPlanFrom(new URLSearchParams("plan=pro-yearly&from=/pricing"));
    expect(chosen).toEqual({ plan: "pro-yearly", from: "/pricing" });
    expect(chosenPlanQuery(chosen)).toBe("?plan=pro-yearly&from=%2Fpricing");
    expect(afterSignIn(chosen, "/dashboard/text-to-script")).toBe(
      "/dashboard/checkout/start?plan=pro-yearly&from=%2Fpricing",
    );
  });

  it("drops an unknown plan, and a return address off the site", () => {
    expect(chosenPlanFrom(new URLSearchParams("plan=gold-forever"))).toBeUndefined();
    expect(chosenPlanFrom(new URLSearchParams("plan=starter-monthly&from=//evil.example"))).toEqual({
      plan: "starter-monthly",
      from: undefined,
    });
    expect(afterSignIn(undefined, "/dashboard/text-to-script")).toBe("/dashboard/text-to-script");
  });
});

describe("chosen tool", () => {
  it("carries a dashboard tool through sign-up and opens it afterwards", () => {
    const chosen = chosenPlanFrom(new URLSearchParams("next=/dashboard/clip-generator"));
    expect(chosen).toEqual({ next: "/dashboard/clip-generator" });
    expect(chosenPlanQuery(chosen)).toBe("?next=%2Fdashboard%2Fclip-generator");
    expect(afterSignIn(chosen, "/dashboard/text-to-script")).toBe("/dashboard/clip-generator");
  });

  it("carries the platform a tool page starts its form on, and no other query", () => {
    const chosen = chosenPlanFrom(
      new URLSearchParams({ next: "/dashboard/faceless-videos?platform=youtube-shorts" }),
    );
    expect(chosen).toEqual({ next: "/dashboard/faceless-videos?platform=youtube-shorts" });
    expect(afterSignIn(chosen, "/dashboard/text-to-script")).toBe(
      "/dashboard/faceless-videos?platform=youtube-shorts",
    );
    for (const next of [
      "/dashboard/faceless-videos?platform=myspace",
      "/dashboard/faceless-videos?next=//evil.example",
      "/dashboard/faceless-videos?platform=youtube-shorts&x=1",
    ]) {
      expect(chosenPlanFrom(new URLSearchParams({ next })), next).toBeUndefined();
    }
  });

  it("carries no address off the dashboard, nor back to the sign-in pages; a plan goes first", () => {
    for (const next of [
      "//evil.example",
      "https://evil.example/dashboard/x",
      "/pricing",
      "/dashboard/login",
    ]) {
      expect(chosenPlanFrom(new URLSearchParams({ next }))).toBeUndefined();
    }
    expect(chosenPlanFrom(new URLSearchParams("plan=pro-monthly&next=/dashboard/clip-generator"))).toEqual({
      plan: "pro-monthly",
      from: undefined,
    });
  });
});
