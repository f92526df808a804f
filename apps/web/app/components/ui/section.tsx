import type { ReactNode } from "react";
import { Container } from "./container";

// A page section with consistent vertical rhythm; `tone` alternates backgrounds between sections.
export function Section({
  id,
  labelledBy,
  tone = "plain",
  className = "",
  children,
}: {
  id?: string;
  labelledBy?: string;
  tone?: "plain" | "muted";
  className?: string;
  children: ReactNode;
}) {
  const bg = tone === "muted" ? "bg-slate-50 dark:bg-slate-900/60" : "";
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`scroll-mt-20 py-16 sm:py-20 ${bg} ${className}`}
    >
      <Container>{children}</Container>
    </section>
  );
}

/** Section title: optional eyebrow, a heading whose second part is brand-coloured, optional lead. */
export function SectionHeading({
  id,
  eyebrow,
  part1,
  part2,
  lead,
  align = "center",
  as: Tag = "h2",
}: {
  id: string;
  eyebrow?: string;
  part1: string;
  part2?: string;
  lead?: string;
  align?: "center" | "left";
  as?: "h1" | "h2";
}) {
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-600 dark:text-brand-300">
          {eyebrow}
        </p>
      ) : null}
      <Tag id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {part1}
        {part2 ? (
          <>
            {" "}
            <span className="text-brand-600 dark:text-brand-300">{part2}</span>
          </>
        ) : null}
      </Tag>
      {lead ? <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{lead}</p> : null}
    </div>
  );
}
