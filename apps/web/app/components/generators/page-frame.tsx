import type { ComponentType, ReactNode, SVGProps } from "react";

export const textareaClass =
  "block w-full resize-y rounded-xl border border-slate-300 bg-white px-3.5 py-3 text-[15px] text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-500/15 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500";

// The heading block every generator page shares, in the dashboard's look.
export function PageFrame({
  icon: Icon,
  title,
  lead,
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-8 sm:py-12">
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-lg shadow-brand-600/25">
          <Icon className="size-6" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {title}
          </h1>
          <p className="mt-1 max-w-2xl text-[15px] leading-relaxed text-slate-600 dark:text-slate-400">
            {lead}
          </p>
        </div>
      </div>
      <div className="mt-8 space-y-6">{children}</div>
    </main>
  );
}
