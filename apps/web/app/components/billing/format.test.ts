import { describe, expect, it } from "vitest";
import { billingText, formatAmount, planName } from "./format";

describe("billing display", () => {
  it("shows amount_total divided by 100 with its currency (SPEC 9)", () => {
    expect(formatAmount(2900, "usd")).toBe("$29.00");
    expect(formatAmount(12000, "usd")).toBe("$120.00");
    expect(formatAmount(4550, "eur")).toBe("€45.50");
    expect(formatAmount(null, "usd")).toBe("—");
  });

  it("names catalogue plans and the trial", () => {
    expect(planName("pro-monthly")).toBe("Pro · Monthly");
    expect(planName("enterprise-yearly")).toBe("Enterprise · Yearly");
    expect(planName("trial")).toBe("Free trial");
  });

  it("says how often the amount is paid in words that cannot be misread", () => {
    expect(billingText("$45.00", "yearly")).toBe("$45.00, paid once a year");
    expect(billingText("$29.00", "monthly")).toBe("$29.00, paid every month");
  });
});
