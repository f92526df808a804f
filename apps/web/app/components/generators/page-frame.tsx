import type { ComponentType, ReactNode, SVGProps } from "react";

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
