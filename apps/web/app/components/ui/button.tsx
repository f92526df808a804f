import type { ComponentProps } from "react";
import { Link } from "react-router";
import { Spinner } from "./spinner";

// The one button look of the web app, used by marketing and dashboard screens alike.
// Variants set colours, sizes set shape and spacing: the round sm/md/lg buttons of the marketing
// pages, and `block`, the full-width rounded-square submit button of the dashboard's forms
// (usually with the `strong` variant), and `box`, the dashboard's rounded-square action button
// (Share, Download, Cancel; usually `outline`).
export type ButtonVariant =
  | "primary"
  | "strong"
  | "secondary"
  | "ghost"
  | "outline"
  | "light"
  | "danger"
  | "danger-outline"
  | "link";
export type ButtonSize = "sm" | "md" | "lg" | "block" | "box" | "inline";

const base =
  "inline-flex items-center justify-center gap-2 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm shadow-brand-600/25 hover:bg-brand-700",
  strong:
    "bg-brand-600 text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700 dark:bg-brand-500 dark:shadow-brand-900/40 dark:hover:bg-brand-400",
  secondary:
    "bg-brand-50 text-brand-700 hover:bg-brand-100 dark:bg-brand-900/40 dark:text-brand-100 dark:hover:bg-brand-900/70",
  outline:
    "border border-slate-300 bg-white text-slate-900 hover:border-brand-400 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-400 dark:hover:text-brand-200",
  light: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
  danger: "bg-red-600 text-white hover:bg-red-700",
  link: "text-brand-700 underline hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200",
  "danger-outline":
    "border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-500/50 dark:text-red-300 dark:hover:bg-red-500/10",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 rounded-full px-4 text-sm",
  md: "h-11 rounded-full px-5 text-sm",
  lg: "h-12 rounded-full px-7 text-base",
  block: "w-full rounded-xl px-4 py-3 text-[15px] active:translate-y-px",
  box: "rounded-xl px-4 py-2.5 text-sm",
  // Text-sized, inside a sentence (usually the `link` variant).
  inline: "rounded-sm",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = "") {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type Common = { variant?: ButtonVariant; size?: ButtonSize };

// While `pending` the label gives way to a spinner that says `pendingLabel` (SPEC 4), and the
// button stays disabled in place so the layout does not jump.
export function Button({
  variant,
  size,
  className = "",
  type = "button",
  pending = false,
  pendingLabel,
  disabled,
  children,
  ...rest
}: ComponentProps<"button"> & Common & { pending?: boolean; pendingLabel?: string }) {
  return (
    <button
      type={type}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={buttonClasses(variant, size, className)}
      {...rest}
    >
      {pending ? <Spinner label={pendingLabel} /> : children}
    </button>
  );
}

export function ButtonLink({ variant, size, className = "", ...rest }: ComponentProps<typeof Link> & Common) {
  return <Link className={buttonClasses(variant, size, className)} {...rest} />;
}
