import type { TSubscriptionStatusResponse } from "@reelforge/contract";

const ROWS = [
  { label: "Images", count: "imageGenerationCount", limit: "imageGenerationLimit" },
  { label: "Videos", count: "videoGenerationCount", limit: "videoGenerationLimit" },
  { label: "Faceless videos", count: "facelessGenerationCount", limit: "facelessGenerationLimit" },
  { label: "Scripts", count: "scriptGenerationCount", limit: "scriptGenerationLimit" },
  { label: "Slideshows", count: "slideshowGenerationCount", limit: "slideshowGenerationLimit" },
  { label: "Voice-overs", count: "voiceOverGenerationCount", limit: "voiceOverGenerationLimit" },
  { label: "Link videos", count: "linkVideoGenerationCount", limit: "linkVideoGenerationLimit" },
] as const;

// This month's usage per generator against the plan's limit, as bars.
export function UsageBars({ status }: { status: TSubscriptionStatusResponse }) {
  return (
    <ul className="space-y-5">
      {ROWS.map((row) => {
        const count = status[row.count];
        const limit = status[row.limit];
        const percent = limit > 0 ? Math.min(100, Math.round((count / limit) * 100)) : 100;
        const full = count >= limit;
        return (
          <li key={row.label}>
            <div className="flex items-baseline justify-between text-sm">
              <span className="font-medium text-slate-800 dark:text-slate-100">{row.label}</span>
              <span
                className="tabular-nums text-slate-600 dark:text-slate-400"
                data-testid={`usage-${row.count}`}
              >
                {count} / {limit}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={`${row.label} used this month`}
              aria-valuemin={0}
              aria-valuemax={limit}
              aria-valuenow={count}
              className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
            >
              <div
                className={`h-full rounded-full ${full ? "bg-red-500" : "bg-brand-600 dark:bg-brand-400"}`}
                style={{ width: `${percent}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
