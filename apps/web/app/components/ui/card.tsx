import { type ComponentProps, createElement } from "react";

// The white (dark: slate) rounded panel of the dashboard: generator forms, results, the library.
export const cardClass =
  "rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900";

type CardTag = "div" | "section" | "form" | "article";

export function Card({
  as = "div",
  className = "",
  ...rest
}: { as?: CardTag } & Omit<ComponentProps<"form">, "ref">) {
  return createElement(as, { className: `${cardClass} ${className}`.trim(), ...rest });
}
