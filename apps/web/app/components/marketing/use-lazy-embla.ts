import type { EmblaOptionsType } from "embla-carousel";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";

// Embla measures every slide when it starts (a forced layout, the costliest effect on a tool page).
// The carousels sit below the fold, so each one starts when it comes within half a screen of the
// viewport; until then it shows its prerendered first slides, with the arrows it starts with.
export function useLazyEmbla(options: EmblaOptionsType) {
  const [emblaRef, api] = useEmblaCarousel(options);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!viewport) return;
    if (typeof IntersectionObserver === "undefined") {
      emblaRef(viewport);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        emblaRef(viewport);
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, emblaRef]);
  return [setViewport, api] as const;
}
