import type { ReactNode } from "react";
import type { CardSectionContent, FeatureCard } from "../../content/types";
import { CheckIcon } from "../ui/icons";
import { Section, SectionHeading } from "../ui/section";

// Card section of the tool pages (SPEC 3: MHP1, MHP2, cards). Two cards render as wide rows
// with alternating image sides; three or more as a grid. `renderAction` draws each card button.
export function CardSection({
  id,
  content,
  tone,
  renderAction,
}: {
  id: string;
  content: CardSectionContent;
  tone?: "plain" | "muted";
  renderAction: (card: FeatureCard) => ReactNode;
}) {
  const wide = content.cards.length <= 2;
  return (
    <Section id={id} labelledBy={`${id}-title`} tone={tone}>
      <SectionHeading id={`${id}-title`} part1={content.MHP1} part2={content.MHP2} />
      <div className={wide ? "mt-12 space-y-10" : "mt-12 grid gap-6 md:grid-cols-3"}>
        {content.cards.map((card, index) => (
          <article
            key={card.cardHeading}
            className={
              wide
                ? "grid items-center gap-8 rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-10 md:grid-cols-2 dark:bg-slate-900 dark:ring-slate-800"
                : "flex flex-col rounded-3xl bg-white p-6 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
            }
          >
            <img
              src={card.cardImg.src}
              alt={card.cardImg.alt}
              width={640}
              height={400}
              loading="lazy"
              decoding="async"
              className={`h-auto w-full rounded-2xl bg-brand-50 dark:bg-slate-800 ${wide && index % 2 === 1 ? "md:order-2" : ""}`}
            />
            <div className={wide ? "" : "mt-5 flex flex-1 flex-col"}>
              <h3 className="text-xl font-bold sm:text-2xl">{card.cardHeading}</h3>
              <p className="mt-3 text-slate-600 dark:text-slate-300">{card.cardDisc}</p>
              {card.points ? (
                <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                  {card.points.map((point) => (
                    <li key={point} className="flex items-center gap-2 text-sm">
                      <CheckIcon width={16} height={16} className="text-brand-600 dark:text-brand-300" />
                      {point}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className={wide ? "mt-6" : "mt-auto pt-6"}>{renderAction(card)}</div>
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}
