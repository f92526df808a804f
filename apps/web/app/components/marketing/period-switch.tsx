import type { PlanPeriod } from "@reelforge/contract/plans";
import { Button } from "../ui/button";

// Monthly/Yearly switch (SPEC 4: monthly by default, switched by clicking).
export function PeriodSwitch({
  period,
  onChange,
  yearlyBadge,
}: {
  period: PlanPeriod;
  onChange: (period: PlanPeriod) => void;
  yearlyBadge?: string;
}) {
  const option = (value: PlanPeriod, label: string, badge?: string) => (
    <Button
      variant={period === value ? "primary" : "ghost"}
      size="sm"
      aria-pressed={period === value}
      onClick={() => onChange(value)}
    >
      {label}
      {badge ? (
        <span
          className={`rounded-full px-2 py-0.5 text-xs ${period === value ? "bg-white/20 text-white" : "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300"}`}
        >
          {badge}
        </span>
      ) : null}
    </Button>
  );
  return (
    <fieldset className="mx-auto flex w-fit gap-1 rounded-full bg-slate-100 p-1 dark:bg-slate-800">
      <legend className="sr-only">Billing period</legend>
      {option("monthly", "Monthly")}
      {option("yearly", "Yearly", yearlyBadge)}
    </fieldset>
  );
}
