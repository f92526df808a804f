import {
  formatMinutes,
  SECONDS_METERED,
  type TSubscriptionStatusResponse,
  type TWeeklyExports,
  type TWeeklyGeneration,
  type UsageFeature,
} from "@reelforge/contract";

const ROWS = [
  { feature: "images", label: "Images", count: "imageGenerationCount", limit: "imageGenerationLimit" },
  { feature: "videos", label: "Videos", count: "videoGenerationCount", limit: "videoGenerationLimit" },
  {
    feature: "facelessVideos",
    label: "Faceless videos",
    count: "facelessGenerationCount",
    limit: "facelessGenerationLimit",
  },
  { feature: "scripts", label: "Scripts", count: "scriptGenerationCount", limit: "scriptGenerationLimit" },
  {
    feature: "slideshows",
    label: "Slideshows",
    count: "slideshowGenerationCount",
    limit: "slideshowGenerationLimit",
  },
  {
    feature: "voiceOvers",
    label: "Voice-overs",
    count: "voiceOverGenerationCount",
    limit: "voiceOverGenerationLimit",
  },
  {
    feature: "linkVideos",
    label: "Link videos",
    count: "linkVideoGenerationCount",
    limit: "linkVideoGenerationLimit",
  },
  { feature: "clips", label: "Clip sets", count: "clipGenerationCount", limit: "clipGenerationLimit" },
] as const satisfies readonly { feature: UsageFeature; label: string; count: string; limit: string }[];

type Bar = { key: string; label: string; count: number; limit: number; text: string };

/**
 * The bars of a status: counts of results, or, on a plan that meters seconds (Plus, Max,
 * Generative), one bar of minutes of AI generation in place of the results it pays for.
 */
export function usageBarsOf(status: TSubscriptionStatusResponse): Bar[] {
  const counted = ROWS.filter(
    (row) => !(status.meteredBySeconds && SECONDS_METERED.includes(row.feature)),
  ).map((row) => ({
    key: row.count,
    label: row.label,
    count: status[row.count],
    limit: status[row.limit],
    text: `${status[row.count]} / ${status[row.limit]}`,
  }));
  if (!status.meteredBySeconds) return counted;
  const used = status.generationSecondsUsed;
  const limit = status.generationSecondsLimit;
  return [
    {
      key: "generationSecondsUsed",
      label: "Minutes of AI generation",
      count: used,
      limit,
      text: `${formatMinutes(used).replace(/ minutes?$/, "")} / ${formatMinutes(limit)}`,
    },
    ...counted,
  ];
}

// This month's usage per generator against the plan's limit, as bars.
export function UsageBars({ status }: { status: TSubscriptionStatusResponse }) {
  return (
    <ul className="space-y-5">
      {usageBarsOf(status).map((row) => {
        const { count, limit } = row;
        const percent = limit > 0 ? Math.min(100, Math.round((count / limit) * 100)) : 100;
        const full = count >= limit;
        return (
          <li key={row.key}>
            <div className="flex items-baseline justify-between text-sm">
              <span className="font-medium text-slate-800 dark:text-slate-100">{row.label}</span>
              <span
                className="tabular-nums text-slate-600 dark:text-slate-400"
                data-testid={`usage-${row.key}`}
              >
                {row.text}
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

/** Seconds as minutes and seconds: 200 -> "3 min 20 s", 600 -> "10 min", 45 -> "45 s". */
export function formatMinSec(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

// The Free plan's minutes of AI generation over the last 7 days (decision record 27), as a bar.
export function WeeklyGenerationBar({ weekly }: { weekly: TWeeklyGeneration }) {
  const { usedSeconds: used, limitSeconds: limit, remainingSeconds: left } = weekly;
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  const full = left <= 0;
  const text = `${formatMinSec(used)} of ${formatMinSec(limit)} used`;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-medium text-slate-800 dark:text-slate-100">AI generation this week</span>
        <span className="tabular-nums text-slate-600 dark:text-slate-400" data-testid="usage-weekly">
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="AI generation used this week"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={text}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
      >
        <div
          className={`h-full rounded-full ${full ? "bg-red-500" : "bg-brand-600 dark:bg-brand-400"}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400" data-testid="usage-weekly-left">
        {full ? "None left this week." : `${formatMinSec(left)} left.`} Each video, slideshow or voice-over
        counts for 7 days from when it was asked for.
      </p>
    </div>
  );
}

/** "Sat 5 Dec, 14:03" in the viewer's time zone. */
function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
}

// The Free plan's exports over the last 7 days (decision record 31): "Exports this week: 1 of 4".
export function WeeklyExports({ exports }: { exports: TWeeklyExports }) {
  const { used, limit, remaining, nextFreeAt } = exports;
  const full = remaining <= 0;
  return (
    <div>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-medium text-slate-800 dark:text-slate-100">Exports this week</span>
        <span
          className={`tabular-nums ${full ? "font-semibold text-red-700 dark:text-red-300" : "text-slate-600 dark:text-slate-400"}`}
          data-testid="usage-exports"
        >
          {`Exports this week: ${used} of ${limit}`}
        </span>
      </p>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400" data-testid="usage-exports-note">
        {full && nextFreeAt ? `None left: the next one frees up on ${formatWhen(nextFreeAt)}. ` : ""}
        Downloads of videos and images carry the ReelForge logo on the Free plan; each counts for 7 days, and
        downloading the same file again is free.
      </p>
    </div>
  );
}
