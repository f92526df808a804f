import { type Dispatch, useLayoutEffect, useRef } from "react";
import type { OtpAction, OtpState } from "../../lib/otp-boxes";

// Four one-digit boxes driven by the pure otpReducer; this component only wires browser events
// to its actions and moves the real focus to where the reducer says.
export function OtpInput({
  state,
  dispatch,
  invalid,
  describedBy,
  disabled,
}: {
  state: OtpState;
  dispatch: Dispatch<OtpAction>;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const total = state.digits.length;

  // A layout effect, so the focus has moved before the next key arrives (a passive effect may wait
  // for the next frame, and a fast typist's or a password manager's next digit lands in this box).
  useLayoutEffect(() => {
    const box = boxes.current[state.focus];
    if (box && document.activeElement !== box) box.focus();
    box?.select();
  }, [state.focus]);

  return (
    <fieldset className="min-w-0" aria-describedby={describedBy}>
      <legend className="mb-3 text-sm font-medium text-slate-700 dark:text-slate-200">
        Verification code
      </legend>
      <div className="flex gap-3 sm:gap-4">
        {state.digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are a fixed row; the position is the identity
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digit}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={`Digit ${index + 1} of ${total}`}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            onChange={(event) => dispatch({ type: "input", index, value: event.target.value })}
            onFocus={(event) => {
              event.target.select();
              if (state.focus !== index) dispatch({ type: "focus", index });
            }}
            onKeyDown={(event) => {
              if (event.key === "Backspace") {
                event.preventDefault();
                dispatch({ type: "backspace", index });
              } else if (event.key === "ArrowLeft") {
                event.preventDefault();
                dispatch({ type: "focus", index: index - 1 });
              } else if (event.key === "ArrowRight") {
                event.preventDefault();
                dispatch({ type: "focus", index: index + 1 });
              }
            }}
            onPaste={(event) => {
              event.preventDefault();
              dispatch({ type: "paste", index, text: event.clipboardData.getData("text") });
            }}
            className={`size-14 rounded-2xl border bg-white text-center text-2xl font-semibold text-slate-900 shadow-sm tabular-nums transition focus:outline-none focus:ring-4 sm:size-16 dark:bg-slate-900 dark:text-white ${
              invalid
                ? "border-red-500 focus:ring-red-500/15"
                : "border-slate-300 focus:border-brand-500 focus:ring-brand-500/15 dark:border-slate-700"
            }`}
          />
        ))}
      </div>
    </fieldset>
  );
}
