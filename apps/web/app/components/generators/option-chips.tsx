import { Button } from "../ui/button";

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
            <Button
              key={option}
              variant={on ? "chip-on" : "chip"}
              size="chip"
              aria-pressed={on}
              onClick={() => onChange(toggleChoice(selected, option, { multiple, exclusive }))}
            >
              {labelFor(option)}
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}
