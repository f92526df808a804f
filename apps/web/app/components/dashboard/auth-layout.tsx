import type { ReactNode } from "react";
import { CheckIcon, SparklesIcon } from "../ui/icons";
import { ThemeToggle } from "../ui/theme-toggle";
import { BrandLogo } from "./brand-logo";

const STEPS = ["Prompt", "Generate", "Edit", "Publish"];

const PROMISES = [
  "Scripts, voiceovers and captions written for you",
  "Voiceovers in 50+ languages",
  "Videos sized for YouTube, TikTok and Instagram",
];

// Split screen for the sign-in screens: the form on the left, a brand panel on wide screens.
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh bg-white dark:bg-slate-950">
      <div className="flex min-w-0 flex-1 flex-col px-5 py-6 sm:px-10 lg:px-16">
        <header className="flex items-center justify-between">
          <BrandLogo />
          <ThemeToggle shape="square" />
        </header>
        <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-[2rem] dark:text-white">
            {title}
          </h1>
          <div className="mt-2 text-[15px] text-slate-600 dark:text-slate-400">{subtitle}</div>
          <div className="mt-8">{children}</div>
          {footer && (
            <div className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div>
          )}
        </main>
        <p className="text-center text-xs text-slate-500 dark:text-slate-400">
          © {new Date().getFullYear()} ReelForge. Your data stays yours.
        </p>
      </div>
      <aside
        aria-label="Why ReelForge"
        className="relative hidden w-[44%] max-w-2xl overflow-hidden bg-slate-950 lg:flex lg:flex-col lg:justify-center lg:p-14 xl:p-20"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(60%_50%_at_30%_20%,rgba(116,67,255,0.55),transparent),radial-gradient(50%_40%_at_80%_80%,rgba(255,79,154,0.35),transparent)]"
        />
        <div className="relative">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3 py-1 text-xs font-medium text-brand-100">
            <SparklesIcon className="size-3.5" /> AI video studio
          </p>
          <p className="mt-6 text-4xl leading-tight font-bold tracking-tight text-white xl:text-5xl">
            Turn one idea into a finished video in minutes.
          </p>
          <ul className="mt-8 space-y-3 text-[15px] text-slate-200">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-start gap-3">
                <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-brand-500/30 text-brand-100">
                  <CheckIcon className="size-3.5" />
                </span>
                {promise}
              </li>
            ))}
          </ul>
          <ol className="mt-12 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="How a video is made">
            {STEPS.map((step, index) => (
              <li key={step} className="rounded-2xl border border-white/10 bg-white/5 p-4 backdrop-blur">
                <span className="text-xs font-semibold text-brand-200">0{index + 1}</span>
                <span className="mt-1 block text-sm font-medium text-white">{step}</span>
              </li>
            ))}
          </ol>
        </div>
      </aside>
    </div>
  );
}

// "or" divider between the Google button and the e-mail form.
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      or
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}

export const textLinkClass =
  "font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300";
