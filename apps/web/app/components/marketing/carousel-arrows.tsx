import { ChevronLeftIcon, ChevronRightIcon } from "../ui/icons";

const arrow =
  "inline-flex size-11 items-center justify-center rounded-full bg-white text-slate-800 shadow ring-1 ring-slate-200 hover:text-brand-700 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700";

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
        <button type="button" className={arrow} onClick={onPrev} aria-label={`Previous ${label}`}>
          <ChevronLeftIcon />
        </button>
      )}
      {atEnd ? null : (
        <button type="button" className={arrow} onClick={onNext} aria-label={`Next ${label}`}>
          <ChevronRightIcon />
        </button>
      )}
    </div>
  );
}
