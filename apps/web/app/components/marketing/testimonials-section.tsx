import { TESTIMONIALS_SECTION } from "../../content/home";
import { TESTIMONIALS } from "../../content/testimonials";
import { Section, SectionHeading } from "../ui/section";
import { Stars } from "../ui/stars";
import { ReviewerAvatar } from "./reviewer-avatar";
import { TrustedBy } from "./trusted-by";

// Testimonials (SPEC 2.3): the 4.9/5 over 2,000 reviews claim, three cards with three filled and
// three empty stars, and the "Who uses our product" row.
export function TestimonialsSection() {
  return (
    <Section id="testimonials" labelledBy="testimonials-title" tone="muted">
      <SectionHeading
        id="testimonials-title"
        eyebrow={TESTIMONIALS_SECTION.eyebrow}
        part1={TESTIMONIALS_SECTION.heading}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-3xl bg-white p-7 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
              <Stars value={t.stars} max={6} />
              <h3 className="mt-4 text-lg font-bold">{t.title}</h3>
              <blockquote className="mt-3 flex-1 text-slate-600 dark:text-slate-300">{t.text}</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <ReviewerAvatar name={t.name} img={t.image} size={48} />
                <span>
                  <span className="block font-semibold">{t.name}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">{t.designation}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-14">
        <h3 className="text-center text-sm font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
          {TESTIMONIALS_SECTION.usersHeading}
        </h3>
        <TrustedBy className="mt-6" />
      </div>
    </Section>
  );
}
