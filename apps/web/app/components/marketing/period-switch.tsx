import type { PlanPeriod } from "@reelforge/contract/plans";

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
    <button
      type="button"
      aria-pressed={period === value}
      onClick={() => onChange(value)}
      className={`inline-flex items-center gap-2 rounded-full px-5 py-2 text-sm font-semibold transition-colors ${
        period === value
          ? "bg-brand-600 text-white shadow"
          : "text-slate-700 hover:text-brand-700 dark:text-slate-200 dark:hover:text-brand-300"
      }`}
    >
      {label}
      {badge ? (
        <span
          className={`rounded-full px-2 py-0.5 text-xs ${period === value ? "bg-white/20 text-white" : "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300"}`}
        >
          {badge}
        </span>
      ) : null}
    </button>
  );
  return (
    <fieldset className="mx-auto flex w-fit gap-1 rounded-full bg-slate-100 p-1 dark:bg-slate-800">
      <legend className="sr-only">Billing period</legend>
      {option("monthly", "Monthly")}
      {option("yearly", "Yearly", yearlyBadge)}
    </fieldset>
  );
}
