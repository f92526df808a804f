import { describe, expect, it } from "vitest";
import { SUBSCRIPTION_ACTIONS } from "./subscription-button";

// SPEC 2.2: the sidebar's subscription button, word for word (typos of the paths included).
describe("SUBSCRIPTION_ACTIONS", () => {
  it("offers the upgrade on the trial", () => {
    expect(SUBSCRIPTION_ACTIONS.trial).toMatchObject({
      label: "Upgrade To Pro",
      to: "/dashboard/profile-info?tab=pricing",
    });
  });
  it("shows the subscription when active", () => {
    expect(SUBSCRIPTION_ACTIONS.active).toMatchObject({
      label: "See Your Subscription",
      to: "/dashboard/subscription/stauts",
    });
  });
  it("offers a renewal when inactive", () => {
    expect(SUBSCRIPTION_ACTIONS.inactive).toMatchObject({
      label: "Renew subscription",
      to: "/dashboard/profile-info?tab=pricing",
    });
  });
});
