import type { HowToContent } from "../../content/types";
import { Section, SectionHeading } from "../ui/section";
import { CarouselArrows } from "./carousel-arrows";
import { useCarouselEdges } from "./use-carousel-edges";
import { useLazyEmbla } from "./use-lazy-embla";

// Four-step how-to carousel (SPEC 2.4). Slide widths follow SPEC 9: 3.2 per view by default,
// 3 at >= 914 px, 2 at >= 500 px, 1.5 at >= 300 px (Embla reads the CSS widths).
const SLIDE = "basis-[31.25%] min-[300px]:basis-2/3 min-[500px]:basis-1/2 min-[914px]:basis-1/3";

export function HowToCarousel({ content }: { content: HowToContent }) {
  const [ref, api] = useLazyEmbla({ align: "start", containScroll: "trimSnaps" });
  const edges = useCarouselEdges(api);
  return (
    <Section id="how-to" labelledBy="how-to-title">
      <SectionHeading id="how-to-title" part1={content.MHP1} part2={content.MHP2} />
      <section aria-roledescription="carousel" aria-label="Steps" className="mt-12">
        <div ref={ref} className="overflow-hidden">
          <ol className="-mx-3 flex">
            {content.carousels.map((step) => (
              <li
                key={step.id}
                aria-roledescription="slide"
                className={`min-w-0 shrink-0 grow-0 px-3 ${SLIDE}`}
              >
                <div className="h-full rounded-3xl bg-gradient-to-b from-brand-50 to-white p-6 ring-1 ring-brand-100 dark:from-slate-900 dark:to-slate-900 dark:ring-slate-800">
                  <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                    {step.id}
                  </span>
                  <h3 className="mt-5 text-xl font-bold">{step.name}</h3>
                  <p className="mt-2 text-slate-600 dark:text-slate-300">{step.disc}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="mt-6">
          <CarouselArrows
            label="step"
            atStart={edges.atStart}
            atEnd={edges.atEnd}
            onPrev={edges.prev}
            onNext={edges.next}
          />
        </div>
      </section>
    </Section>
  );
}
