// The four verification-code boxes (SPEC 5) as a pure reducer: one digit per box, non-digits
// rejected, focus forward after a digit, back on Backspace in an empty box, a pasted code fills
// the boxes from the one pasted into.

export const OTP_LENGTH = 4;

export type OtpState = { digits: readonly string[]; focus: number };

export type OtpAction =
  | { type: "input"; index: number; value: string }
  | { type: "backspace"; index: number }
  | { type: "paste"; index: number; text: string }
  | { type: "focus"; index: number }
  | { type: "reset" };

export function initialOtpState(length = OTP_LENGTH): OtpState {
  return { digits: Array.from({ length }, () => ""), focus: 0 };
}

const clamp = (index: number, length: number) => Math.min(Math.max(index, 0), length - 1);

export function otpReducer(state: OtpState, action: OtpAction): OtpState {
  const length = state.digits.length;
  switch (action.type) {
    case "input": {
      const typed = action.value.replace(/\D/g, "");
      if (typed.length === 0) {
        // A non-digit (or an emptied box) leaves the box empty and the focus where it is.
        if (action.value !== "") return { ...state, focus: action.index };
        const digits = [...state.digits];
        digits[action.index] = "";
        return { digits, focus: action.index };
      }
      // Typing into a filled box: the browser gives the old digit plus the new one (on either
      // side of it, by caret position), so the new digit is what remains without the old one.
      const old = state.digits[action.index] ?? "";
      if (typed.length === 2 && old !== "" && typed.includes(old)) {
        const digits = [...state.digits];
        digits[action.index] = typed.replace(old, "");
        return { digits, focus: clamp(action.index + 1, length) };
      }
      return otpReducer(state, { type: "paste", index: action.index, text: typed });
    }
    case "paste": {
      const typed = action.text.replace(/\D/g, "").slice(0, length - action.index);
      if (typed.length === 0) return state;
      const digits = [...state.digits];
      for (let i = 0; i < typed.length; i++) digits[action.index + i] = typed[i]!;
      return { digits, focus: clamp(action.index + typed.length, length) };
    }
    case "backspace": {
      const digits = [...state.digits];
      if (digits[action.index] !== "") {
        digits[action.index] = "";
        return { digits, focus: action.index };
      }
      const previous = clamp(action.index - 1, length);
      digits[previous] = "";
      return { digits, focus: previous };
    }
    case "focus":
      return { ...state, focus: clamp(action.index, length) };
    case "reset":
      return initialOtpState(length);
  }
}

/** The code is the digits joined; complete only when every box holds a digit. */
export function otpCode(state: OtpState): string {
  return state.digits.join("");
}

export function isOtpComplete(state: OtpState): boolean {
  return state.digits.every((digit) => /^\d$/.test(digit));
}
