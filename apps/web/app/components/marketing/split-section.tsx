import { SIGNUP_PATH } from "../../content/site";
import { ButtonLink } from "../ui/button";
import { CheckIcon } from "../ui/icons";
import { Section } from "../ui/section";

export interface SplitContent {
  id: string;
  eyebrow?: string;
  heading: string;
  disc: string;
  bullets: readonly string[];
  button: { label: string; to: string };
  img: { src: string; alt: string; width: number; height: number };
}

// Text beside an illustration; used by the home feature, mobile, business and influencer blocks
// and the Help page's content section.
export function SplitSection({
  content,
  reverse = false,
  tone,
  children,
}: {
  content: SplitContent;
  reverse?: boolean;
  tone?: "plain" | "muted";
  children?: React.ReactNode;
}) {
  const titleId = `${content.id}-title`;
  return (
    <Section id={content.id} labelledBy={titleId} tone={tone}>
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div className={reverse ? "lg:order-2" : ""}>
          {content.eyebrow ? (
            <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase dark:text-brand-300">
              {content.eyebrow}
            </p>
          ) : null}
          <h2 id={titleId} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {content.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{content.disc}</p>
          <ul className="mt-6 space-y-3">
            {content.bullets.map((b) => (
              <li key={b} className="flex gap-3">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
                  <CheckIcon width={14} height={14} />
                </span>
                {b}
              </li>
            ))}
          </ul>
          <ButtonLink to={content.button.to || SIGNUP_PATH} size="lg" className="mt-8">
            {content.button.label}
          </ButtonLink>
          {children}
        </div>
        <img
          src={content.img.src}
          alt={content.img.alt}
          width={content.img.width}
          height={content.img.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-3xl bg-brand-50 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
        />
      </div>
    </Section>
  );
}
