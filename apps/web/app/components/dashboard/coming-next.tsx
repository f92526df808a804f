import type { ComponentType, ReactNode, SVGProps } from "react";
import { CheckIcon, ClockIcon } from "./icons";

// The honest "coming next" state of a dashboard page whose engine lands in later work: it says
// what the page will do, without fake forms or sample results.
export function ComingNext({
  icon: Icon,
  title,
  lead,
  features,
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  lead: string;
  features: ReactNode[];
  children?: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-8 sm:py-12">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-lg shadow-brand-600/25">
          <Icon className="size-7" />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              {title}
            </h1>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
              <ClockIcon className="size-3.5" /> Coming next
            </span>
          </div>
          <p className="mt-2 max-w-2xl text-[15px] leading-relaxed text-slate-600 dark:text-slate-400">
            {lead}
          </p>
        </div>
      </div>

      <section
        aria-labelledby="coming-next-heading"
        className="mt-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="coming-next-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          What you’ll be able to do here
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {features.map((feature, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a static list that never reorders
              key={index}
              className="flex items-start gap-3 rounded-2xl bg-slate-50 p-4 text-[15px] text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
            >
              <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200">
                <CheckIcon className="size-3.5" />
              </span>
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 border-t border-slate-200 pt-5 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
          The generation engine is being connected to your account. This page switches on as soon as it is
          ready; nothing you need to do.
        </p>
      </section>
      {children}
    </main>
  );
}
