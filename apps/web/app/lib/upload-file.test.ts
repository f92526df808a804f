import { describe, expect, it } from "vitest";
import { formatDuration, tooLargeMessage } from "./upload-file";

describe("upload helpers", () => {
  it("formats durations as a clock", () => {
    expect(formatDuration(7.4)).toBe("0:07");
    expect(formatDuration(65)).toBe("1:05");
    expect(formatDuration(3725)).toBe("1:02:05");
  });
  it("names a file too large for the plan in plain words", () => {
    const file = new File([new Uint8Array(3 * 1024 * 1024)], "holiday.mov");
    expect(tooLargeMessage(file, 2 * 1024 * 1024)).toBe(
      "“holiday.mov” is too large (3 MB): your plan accepts files up to 2 MB.",
    );
    expect(tooLargeMessage(file, 4 * 1024 * 1024)).toBeNull();
  });
});
