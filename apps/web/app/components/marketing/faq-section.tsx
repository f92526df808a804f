import { useId, useState } from "react";
import { FAQ_ITEMS } from "../../content/faq";
import { Button } from "../ui/button";
import { ChevronDownIcon } from "../ui/icons";
import { Section, SectionHeading } from "../ui/section";

// SPEC 2.3 / 9: 10 numbered items, collapsed by default, click to expand; the answer opens to a
// max height of 200 px over 0.5 s. Collapsed answers are inert so they are neither read nor focused.
export function FaqSection() {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <Section id="faq" labelledBy="faq-title">
      <SectionHeading id="faq-title" eyebrow="FAQ" part1="Frequently asked" part2="questions" />
      <ol className="mx-auto mt-10 max-w-3xl space-y-3">
        {FAQ_ITEMS.map((item, index) => {
          const expanded = open === index;
          const answerId = `${baseId}-a${index}`;
          return (
            <li
              key={item.question}
              className="rounded-2xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
            >
              <h3>
                <Button
                  variant="ghost"
                  size="row"
                  aria-expanded={expanded}
                  aria-controls={answerId}
                  onClick={() => setOpen(expanded ? null : index)}
                  className="rounded-2xl px-5 py-4"
                >
                  <span className="pr-2 text-sm font-bold text-brand-600 tabular-nums dark:text-brand-300">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  <span className="flex-1">{item.question}</span>
                  <ChevronDownIcon
                    className={`shrink-0 transition-transform duration-500 ${expanded ? "rotate-180" : ""}`}
                  />
                </Button>
              </h3>
              {/* biome-ignore lint/a11y/useSemanticElements: a labelled region is the disclosure pattern's answer panel */}
              <div
                id={answerId}
                role="region"
                aria-label={item.question}
                inert={!expanded}
                className={`overflow-y-auto transition-[max-height] duration-500 ease-in-out ${expanded ? "max-h-[200px]" : "max-h-0"}`}
              >
                <p className="px-5 pb-5 pl-14 text-slate-600 dark:text-slate-300">{item.answer}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
