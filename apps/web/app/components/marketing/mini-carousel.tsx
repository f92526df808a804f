import { type MiniCarouselContent, toStars } from "../../content/types";
import { StarIcon, UsersIcon } from "../ui/icons";
import { Section } from "../ui/section";
import { Stars } from "../ui/stars";
import { CarouselArrows } from "./carousel-arrows";
import { ReviewerAvatar } from "./reviewer-avatar";
import { useCarouselEdges } from "./use-carousel-edges";
import { useLazyEmbla } from "./use-lazy-embla";

// Mini testimonial carousel of the tool pages: a rating card beside 1.5 centred review slides.
export function MiniCarousel({ content }: { content: MiniCarouselContent }) {
  const [ref, api] = useLazyEmbla({ align: "center", containScroll: false });
  const edges = useCarouselEdges(api);
  const Icon = content.card.icon === "star" ? StarIcon : UsersIcon;
  return (
    <Section id="reviews" labelledBy="reviews-title" tone="muted">
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id="reviews-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {content.mainHeading1}
          </h2>
          {content.mainHeading2 ? (
            <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{content.mainHeading2}</p>
          ) : null}
          <div className="mt-6 inline-flex items-center gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300">
              <Icon />
            </span>
            <div>
              <p className="text-2xl font-bold">{content.card.cardH}</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">{content.card.cardP}</p>
            </div>
          </div>
        </div>
        <section aria-roledescription="carousel" aria-label="Reviews" className="min-w-0">
          <div ref={ref} className="overflow-hidden">
            <ul className="flex">
              {content.carouselData.map((entry, index) => {
                const stars = toStars(entry.stars);
                return (
                  <li
                    key={entry.name}
                    aria-roledescription="slide"
                    aria-label={`${index + 1} of ${content.carouselData.length}`}
                    className="min-w-0 shrink-0 grow-0 basis-2/3 px-2"
                  >
                    <figure className="h-full rounded-2xl bg-white p-6 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
                      <Stars value={stars} />
                      <blockquote className="mt-4 text-lg font-semibold">
                        “{entry.carouselHeading}”
                      </blockquote>
                      <figcaption className="mt-5 flex items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
                        <ReviewerAvatar name={entry.name} img={entry.img} size={40} />
                        <span>
                          <span className="block font-medium text-slate-900 dark:text-slate-100">
                            {entry.name}
                          </span>
                          Verified review on a software review site
                        </span>
                      </figcaption>
                    </figure>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="mt-6">
            <CarouselArrows
              label="review"
              atStart={edges.atStart}
              atEnd={edges.atEnd}
              onPrev={edges.prev}
              onNext={edges.next}
            />
          </div>
        </section>
      </div>
    </Section>
  );
}
