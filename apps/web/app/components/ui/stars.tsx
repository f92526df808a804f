import { StarIcon } from "./icons";

// A rating out of `max` stars, read out as text for screen readers.
export function Stars({
  value,
  max = 5,
  className = "",
}: {
  value: number;
  max?: number;
  className?: string;
}) {
  return (
    <div
      className={`flex items-center gap-0.5 ${className}`}
      role="img"
      aria-label={`${value} out of ${max} stars`}
    >
      {Array.from({ length: max }, (_, i) => (
        <StarIcon
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length decorative list
          key={i}
          width={16}
          height={16}
          filled={i < value}
          className={i < value ? "text-amber-400" : "text-slate-300 dark:text-slate-600"}
        />
      ))}
    </div>
  );
}
