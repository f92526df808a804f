import { FooterCta } from "../../components/marketing/footer-cta";
import { MarketingLayout } from "../../components/marketing/marketing-layout";
import { PageBanner } from "../../components/marketing/page-banner";
import { Section, SectionHeading } from "../../components/ui/section";
import { ABOUT } from "../../content/about";
import { pageMeta } from "../../content/seo";

export const meta = () =>
  pageMeta({
    title: "About",
    description:
      "Who we are and how ReelForge turns a prompt into a finished video: script, voice, visuals, captions and render.",
    path: "/about",
  });

export default function About() {
  return (
    <MarketingLayout>
      <PageBanner title="About ReelForge" crumb="About" lead={ABOUT.lead} />
      <Section id="story" labelledBy="story-title">
        <SectionHeading id="story-title" part1="Why we built" part2="ReelForge" />
        <div className="mx-auto mt-8 max-w-3xl space-y-5 text-lg text-slate-600 dark:text-slate-300">
          {ABOUT.story.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="how-it-works" labelledBy="how-it-works-title" tone="muted">
        <SectionHeading
          id="how-it-works-title"
          part1="How it"
          part2="works"
          lead="Every video is a storyboard that goes through five stages."
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-5">
          {ABOUT.steps.map((step, i) => (
            <li
              key={step.title}
              className="rounded-3xl bg-white p-6 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
            >
              <span className="text-sm font-bold text-brand-600 dark:text-brand-300">0{i + 1}</span>
              <h3 className="mt-2 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="principles" labelledBy="principles-title">
        <SectionHeading id="principles-title" part1="What we" part2="promise" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {ABOUT.principles.map((p) => (
            <li key={p.title} className="rounded-3xl p-6 ring-1 ring-slate-200 dark:ring-slate-800">
              <h3 className="text-lg font-bold">{p.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{p.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <FooterCta />
    </MarketingLayout>
  );
}
