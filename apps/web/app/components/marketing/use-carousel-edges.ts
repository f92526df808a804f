import type { EmblaCarouselType } from "embla-carousel";
import { useCallback, useEffect, useState } from "react";

// SPEC 2.4: each carousel tracks whether it is at its beginning or its end, so the previous arrow
// can hide at the start and the next arrow at the end.
export function useCarouselEdges(api: EmblaCarouselType | undefined) {
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const update = useCallback((embla: EmblaCarouselType) => {
    setEdges({ atStart: !embla.canScrollPrev(), atEnd: !embla.canScrollNext() });
  }, []);
  useEffect(() => {
    if (!api) return;
    update(api);
    api.on("select", update).on("reInit", update).on("settle", update);
    return () => {
      api.off("select", update).off("reInit", update).off("settle", update);
    };
  }, [api, update]);
  return {
    ...edges,
    prev: () => api?.scrollPrev(),
    next: () => api?.scrollNext(),
  };
}
