import type { ComponentProps } from "react";
import { Link } from "react-router";
import { Spinner } from "./spinner";

// The one button look of the web app, used by marketing and dashboard screens alike.
// Variants set colours, sizes set shape and spacing: the round sm/md/lg buttons of the marketing
// pages, and `block`, the full-width rounded-square submit button of the dashboard's forms
// (usually with the `strong` variant), and `box`, the dashboard's rounded-square action button
// (Share, Download, Cancel; usually `outline`). `chip`/`chip-on` are the toggle chips (with
// aria-pressed), the `icon*` sizes the round icon-only buttons (give them an aria-label), and
// `row` a full-width disclosure row (FAQ question, menu section), and `picture`, `word` and
// `bare` content-sized buttons whose content keeps its own font weight.
export type ButtonVariant =
  | "primary"
  | "strong"
  | "secondary"
  | "ghost"
  | "outline"
  | "light"
  | "danger"
  | "danger-outline"
  | "brand-outline"
  | "link"
  | "chip"
  | "chip-on"
  | "raised"
  | "quiet"
  | "quiet-danger"
  | "overlay"
  | "on-dark"
  | "tile"
  | "tile-on"
  | "plain";
export type ButtonSize =
  | "sm"
  | "md"
  | "lg"
  | "block"
  | "box"
  | "inline"
  | "chip"
  | "icon"
  | "icon-sm"
  | "icon-xs"
  | "icon-lg"
  | "row"
  | "tile"
  | "picture"
  | "word"
  | "bare";

// The display and the justification come with the size (a `row` is a block, left-aligned).
const base =
  "items-center gap-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

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
  "brand-outline":
    "border border-brand-600 text-brand-700 hover:bg-brand-50 dark:border-brand-400 dark:text-brand-200 dark:hover:bg-brand-500/10",
  chip: "border border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-400 dark:hover:text-brand-200",
  "chip-on": "border border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500",
  // Floats over content (carousel arrows).
  raised:
    "bg-white text-slate-800 shadow ring-1 ring-slate-200 hover:text-brand-700 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700",
  // Small secondary actions beside content (remove, dismiss, close).
  quiet:
    "text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white",
  "quiet-danger":
    "text-slate-500 hover:bg-red-50 hover:text-red-700 dark:text-slate-400 dark:hover:bg-red-400/10 dark:hover:text-red-300",
  // Over a video picture, and on the player's dark control bar.
  overlay: "bg-white/90 text-slate-900 shadow-xl hover:scale-105",
  "on-dark": "text-slate-200 hover:bg-white/10",
  // A picture to pick (media picker), with aria-pressed.
  tile: "border-2 border-slate-200 hover:border-brand-300 dark:border-slate-800 dark:hover:border-brand-500/60",
  "tile-on": "border-2 border-brand-600 ring-4 ring-brand-500/20 dark:border-brand-400",
  // No colours of its own: a whole row of content that is one button (a scene to show).
  plain: "",
};

const sizes: Record<ButtonSize, string> = {
  sm: "inline-flex justify-center h-9 rounded-full px-4 text-sm",
  md: "inline-flex justify-center h-11 rounded-full px-5 text-sm",
  lg: "inline-flex justify-center h-12 rounded-full px-7 text-base",
  block: "inline-flex justify-center w-full rounded-xl px-4 py-3 text-[15px] active:translate-y-px",
  box: "inline-flex justify-center rounded-xl px-4 py-2.5 text-sm",
  // Text-sized, inside a sentence (usually the `link` variant).
  inline: "inline-flex justify-center rounded-sm",
  chip: "inline-flex justify-center min-h-9 shrink-0 rounded-full px-3.5 py-1.5 text-sm",
  "icon-lg": "inline-flex justify-center size-16 shrink-0 rounded-full",
  icon: "inline-flex justify-center size-11 shrink-0 rounded-full",
  "icon-sm": "inline-flex justify-center size-9 shrink-0 rounded-full",
  "icon-xs": "inline-flex justify-center size-7 shrink-0 rounded-full",
  row: "flex w-full justify-start text-left",
  tile: "group relative block w-full overflow-hidden rounded-2xl text-left",
  // A picture with its name under it, to choose (the editor's picture dialog; with `tile`).
  picture: "block w-full rounded-2xl p-2 text-center",
  // A word to click among others (where to split a scene; with `chip`).
  word: "inline-flex justify-center rounded-lg px-2 py-1 text-sm",
  // Only a flex row: the content sets the rest (with `plain`).
  bare: "flex",
};

// Content-sized buttons keep their content's own weights; every other button's label is semibold.
const plainWeight: ReadonlySet<ButtonSize> = new Set(["picture", "word", "bare"]);

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = "") {
  const weight = plainWeight.has(size) ? "" : "font-semibold";
  return `${base} ${weight} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
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
