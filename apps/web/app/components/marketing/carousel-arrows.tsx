import { Button } from "../ui/button";
import { ChevronLeftIcon, ChevronRightIcon } from "../ui/icons";

// Previous is hidden at the beginning, next at the end (SPEC 2.4).
export function CarouselArrows({
  label,
  atStart,
  atEnd,
  onPrev,
  onNext,
}: {
  label: string;
  atStart: boolean;
  atEnd: boolean;
  onPrev: () => void;
  onNext: () => void;
}) {
  return (
    <div className="flex min-h-11 justify-end gap-3">
      {atStart ? null : (
        <Button variant="raised" size="icon" onClick={onPrev} aria-label={`Previous ${label}`}>
          <ChevronLeftIcon />
        </Button>
      )}
      {atEnd ? null : (
        <Button variant="raised" size="icon" onClick={onNext} aria-label={`Next ${label}`}>
          <ChevronRightIcon />
        </Button>
      )}
    </div>
  );
}
