import { COPYWRITING_BENEFITS } from "../../content/benefits";
import { COPYWRITING_SECTION } from "../../content/home";
import type { BenefitCard } from "../../content/types";
import { BriefcaseIcon, GlobeIcon, MegaphoneIcon, ShareIcon } from "../ui/icons";
import { Section, SectionHeading } from "../ui/section";

const ICONS: Record<BenefitCard["icon"], typeof GlobeIcon> = {
  globe: GlobeIcon,
  megaphone: MegaphoneIcon,
  share: ShareIcon,
  briefcase: BriefcaseIcon,
};

// Copywriting benefits (SPEC 2.3): four cards.
export function BenefitCards() {
  return (
    <Section id="copywriting" labelledBy="copywriting-title">
      <SectionHeading
        id="copywriting-title"
        eyebrow={COPYWRITING_SECTION.eyebrow}
        part1={COPYWRITING_SECTION.heading}
        lead={COPYWRITING_SECTION.disc}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {COPYWRITING_BENEFITS.map((card) => {
          const Icon = ICONS[card.icon];
          return (
            <li
              key={card.name}
              className="rounded-3xl bg-white p-6 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
                <Icon />
              </span>
              <h3 className="mt-5 text-lg font-bold">{card.name}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{card.description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
