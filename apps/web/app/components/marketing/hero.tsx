import type { ReactNode } from "react";
import type { HeroContent } from "../../content/types";
import { Container } from "../ui/container";
import { SparkIcon } from "../ui/icons";
import { HeroVideo } from "./hero-video";

// Hero of the home and tool pages (SPEC 3 hero shape). The media slot shows the poster image and,
// when content provides one, a looping muted clip (HeroVideo) shown instead, poster first.
export function Hero({ hero, action }: { hero: HeroContent; action: ReactNode }) {
  const { img, video } = hero.media;
  return (
    <section
      id="top-hero"
      aria-labelledby="hero-title"
      className="scroll-mt-16 relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white dark:from-brand-900/30 dark:via-slate-950 dark:to-slate-950"
    >
      <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-200 dark:bg-slate-900 dark:text-brand-200 dark:ring-brand-800">
            <SparkIcon width={16} height={16} /> Prompts, scripts, images and links to video
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {hero.headingPart1}{" "}
            <span className="bg-gradient-to-r from-brand-600 to-accent-500 bg-clip-text text-transparent dark:from-brand-300 dark:to-accent-400">
              {hero.headingPart2}
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-600 dark:text-slate-300">{hero.disc}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">{action}</div>
          {hero.creditText ? (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{hero.creditText}</p>
          ) : null}
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-6 -z-0 rounded-[2.5rem] bg-gradient-to-tr from-brand-200/60 to-accent-400/20 blur-2xl dark:from-brand-700/30 dark:to-accent-500/10"
          />
          <div
            className={`relative overflow-hidden rounded-3xl bg-white shadow-2xl ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800 ${
              // A portrait (phone) clip at full column width would be taller than the screen.
              video && video.height > video.width ? "mx-auto max-w-xs sm:max-w-sm" : ""
            }`}
          >
            {video ? (
              <HeroVideo video={video} />
            ) : (
              <img
                className="block h-auto w-full"
                src={img.src}
                alt={img.alt}
                width={img.width}
                height={img.height}
                fetchPriority="high"
                decoding="async"
              />
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
