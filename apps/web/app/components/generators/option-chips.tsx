/**
 * The choices after a click. With several allowed, an `exclusive` choice ("All Age Groups") stands
 * alone: picking it clears the others, and picking another clears it.
 */
export function toggleChoice<T extends string>(
  selected: readonly T[],
  option: T,
  { multiple = false, exclusive }: { multiple?: boolean; exclusive?: T | undefined } = {},
): T[] {
  if (!multiple) return [option];
  if (selected.includes(option)) return selected.filter((s) => s !== option);
  if (option === exclusive) return [option];
  return [...selected.filter((s) => s !== exclusive), option];
}

// A row of toggle chips: one choice (radio-like) or several (checkbox-like).
export function OptionChips<T extends string>({
  legend,
  options,
  selected,
  onChange,
  multiple = false,
  exclusive,
  labelFor = (option) => option,
}: {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
  multiple?: boolean;
  exclusive?: T;
  labelFor?: (option: T) => string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-100">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const on = selected.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(toggleChoice(selected, option, { multiple, exclusive }))}
              className={`rounded-full border px-3 py-1.5 text-sm font-medium transition ${
                on
                  ? "border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500"
                  : "border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
              }`}
            >
              {labelFor(option)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
