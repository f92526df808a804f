import { describe, expect, it } from "vitest";
import { addMonths, nextMonthlyBoundary } from "./clock.ts";

// The first boundary after `now`, found by counting month by month: what the direct
// computation must agree with.
function byCounting(anchor: Date, now: Date): Date {
  let months = 1;
  while (addMonths(anchor, months).getTime() <= now.getTime()) months += 1;
  return addMonths(anchor, months);
}

describe("nextMonthlyBoundary", () => {
  it("is the first same-day-of-month boundary after now, clamped to short months", () => {
    const anchor = new Date("2026-01-31T10:00:00.123Z");
    expect(nextMonthlyBoundary(anchor, new Date("2026-02-01T00:00:00Z")).toISOString()).toBe(
      "2026-02-28T10:00:00.123Z",
    );
    expect(nextMonthlyBoundary(anchor, new Date("2026-02-28T10:00:00.123Z")).toISOString()).toBe(
      "2026-03-31T10:00:00.123Z",
    );
    expect(nextMonthlyBoundary(anchor, new Date("2026-01-01T00:00:00Z")).toISOString()).toBe(
      "2026-02-28T10:00:00.123Z",
    );
  });

  it("agrees with counting month by month, for anchors long ago, in one step", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 2000; i++) {
      const anchor = new Date(Date.UTC(1990, 0, 1) + random() * 40 * 365 * 86_400_000);
      const now = new Date(anchor.getTime() + (random() - 0.1) * 20 * 365 * 86_400_000);
      expect(
        nextMonthlyBoundary(anchor, now).toISOString(),
        `${anchor.toISOString()} ${now.toISOString()}`,
      ).toBe(byCounting(anchor, now).toISOString());
    }
    // A reset date from 1970 needs no loop of 680 steps to land after now.
    const now = new Date("2026-11-26T12:00:00Z");
    expect(nextMonthlyBoundary(new Date(0), now).toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });
});
