import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./spinner";

export const primaryButtonClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-3 text-[15px] font-semibold text-white shadow-lg shadow-brand-600/25 transition hover:bg-brand-700 active:translate-y-px disabled:cursor-not-allowed disabled:opacity-70 dark:bg-brand-500 dark:hover:bg-brand-400 dark:shadow-brand-900/40";

// The form's submit button; while `pending` the label is replaced by a spinner (SPEC 4) and the
// button stays in place so the layout does not jump.
export function PrimaryButton({
  pending = false,
  pendingLabel,
  children,
  className = "",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean; pendingLabel: string }) {
  return (
    <button
      type="submit"
      {...props}
      disabled={pending || props.disabled}
      aria-busy={pending || undefined}
      className={`${primaryButtonClass} ${className}`}
    >
      {pending ? <Spinner label={pendingLabel} /> : children}
    </button>
  );
}
