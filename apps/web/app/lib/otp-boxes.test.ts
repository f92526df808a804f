import { describe, expect, it } from "vitest";
import { initialOtpState, isOtpComplete, type OtpAction, otpCode, otpReducer } from "./otp-boxes";

const run = (...actions: OtpAction[]) => actions.reduce(otpReducer, initialOtpState());

describe("otpReducer", () => {
  it("puts one digit per box and moves the focus forward", () => {
    const state = run({ type: "input", index: 0, value: "4" }, { type: "input", index: 1, value: "2" });
    expect(state.digits).toEqual(["4", "2", "", ""]);
    expect(state.focus).toBe(2);
  });

  it("rejects non-digits and keeps the focus on the box", () => {
    const state = run({ type: "input", index: 0, value: "7" }, { type: "input", index: 1, value: "a" });
    expect(state.digits).toEqual(["7", "", "", ""]);
    expect(state.focus).toBe(1);
  });

  it("replaces the digit when typing into a filled box, whichever side of it the caret was", () => {
    const filled = run({ type: "input", index: 0, value: "3" }, { type: "focus", index: 0 });
    expect(otpReducer(filled, { type: "input", index: 0, value: "35" }).digits[0]).toBe("5");
    expect(otpReducer(filled, { type: "input", index: 0, value: "53" }).digits[0]).toBe("5");
    expect(otpReducer(filled, { type: "input", index: 0, value: "33" }).digits[0]).toBe("3");
  });

  it("stays on the last box after its digit", () => {
    const state = run({ type: "paste", index: 0, text: "123" }, { type: "input", index: 3, value: "4" });
    expect(state.focus).toBe(3);
    expect(otpCode(state)).toBe("1234");
  });

  it("on backspace clears a filled box, or goes back and clears the previous one when empty", () => {
    const two = run({ type: "input", index: 0, value: "1" }, { type: "input", index: 1, value: "2" });
    const cleared = otpReducer(two, { type: "backspace", index: 1 });
    expect(cleared.digits).toEqual(["1", "", "", ""]);
    expect(cleared.focus).toBe(1);
    const back = otpReducer(cleared, { type: "backspace", index: 1 });
    expect(back.digits).toEqual(["", "", "", ""]);
    expect(back.focus).toBe(0);
    expect(otpReducer(back, { type: "backspace", index: 0 }).focus).toBe(0);
  });

  it("fills every box from a pasted 4-digit code, ignoring spaces and dashes", () => {
    const state = run({ type: "paste", index: 0, text: " 98-76 " });
    expect(state.digits).toEqual(["9", "8", "7", "6"]);
    expect(isOtpComplete(state)).toBe(true);
    expect(otpCode(state)).toBe("9876");
  });

  it("fills from the box pasted into and drops digits that do not fit", () => {
    const state = run({ type: "paste", index: 2, text: "5678" });
    expect(state.digits).toEqual(["", "", "5", "6"]);
    expect(isOtpComplete(state)).toBe(false);
  });

  it("treats several digits typed at once (autofill) like a paste", () => {
    expect(run({ type: "input", index: 0, value: "2468" }).digits).toEqual(["2", "4", "6", "8"]);
  });

  it("ignores a paste with no digits", () => {
    const state = run({ type: "input", index: 0, value: "1" }, { type: "paste", index: 1, text: "abc" });
    expect(state.digits).toEqual(["1", "", "", ""]);
  });

  it("resets to empty boxes", () => {
    expect(run({ type: "paste", index: 0, text: "1234" }, { type: "reset" })).toEqual(initialOtpState());
  });
});
