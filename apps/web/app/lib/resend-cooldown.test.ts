import { describe, expect, it } from "vitest";
import { cooldownSecondsLeft, RESEND_COOLDOWN_MS } from "./resend-cooldown";

describe("cooldownSecondsLeft", () => {
  const sentAt = 1_000_000;
  it("allows a resend when no code was sent", () => {
    expect(cooldownSecondsLeft(null, sentAt)).toBe(0);
  });
  it("counts the minute down in whole seconds, rounding up", () => {
    expect(cooldownSecondsLeft(sentAt, sentAt)).toBe(60);
    expect(cooldownSecondsLeft(sentAt, sentAt + 1)).toBe(60);
    expect(cooldownSecondsLeft(sentAt, sentAt + 59_001)).toBe(1);
  });
  it("allows a resend once the minute is over", () => {
    expect(cooldownSecondsLeft(sentAt, sentAt + RESEND_COOLDOWN_MS)).toBe(0);
    expect(cooldownSecondsLeft(sentAt, sentAt + 10 * RESEND_COOLDOWN_MS)).toBe(0);
  });
  it("never waits longer than the cooldown when the stored time is in the future", () => {
    expect(cooldownSecondsLeft(sentAt + 3_600_000, sentAt)).toBe(60);
  });
  it("ignores an unreadable stored time", () => {
    expect(cooldownSecondsLeft(Number.NaN, sentAt)).toBe(0);
  });
});
