import {
  formatMinutes,
  generatorOf,
  SECONDS_METERED,
  type TGenerationKind,
  USAGE_CATALOGUE,
} from "@reelforge/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { api } from "../../lib/api-client";
import { estimateSeconds, formatDuration, requestedSeconds, unitsLeft } from "../../lib/generation-estimate";
import { formatDate } from "../billing/format";
import { SUBSCRIPTION_STATUS_KEY } from "../billing/query-keys";

export const RECENT_OF_KIND_KEY = (kind: TGenerationKind) => ["generations", "recent-of-kind", kind] as const;

function count(units: number, plural: string): string {
  return `${units} ${units === 1 ? plural.replace(/s$/, "") : plural}`;
}

// Before generating: what it will cost (units of the plan's allowance, and what is left this
// period) and about how long it will take.
export function GenerationEstimate({
  kind,
  input,
  busy = false,
}: {
  kind: TGenerationKind;
  input: Record<string, unknown>;
  /** True while a generation runs: when it ends, what is left and the timings are read again. */
  busy?: boolean;
}) {
  const generator = generatorOf(kind);
  const status = useQuery({
    queryKey: SUBSCRIPTION_STATUS_KEY,
    queryFn: () => api("GET /api/subscription/status"),
  });
  const recent = useQuery({
    queryKey: RECENT_OF_KIND_KEY(kind),
    queryFn: () => api("GET /api/generations", { query: { limit: "10", kind } }),
  });
  const wasBusy = useRef(busy);
  const { refetch: refetchStatus } = status;
  const { refetch: refetchRecent } = recent;
  useEffect(() => {
    if (wasBusy.current && !busy) {
      void refetchStatus();
      void refetchRecent();
    }
    wasBusy.current = busy;
  }, [busy, refetchStatus, refetchRecent]);
  const parsed = generator.input.safeParse(input);
  // units() reads the parsed input; an unfinished form costs what the defaults cost.
  const units = parsed.success ? (generator.units as (value: unknown) => number)(parsed.data) : 1;
  // Plus, Max and Generative pay for videos, slideshows and voice-overs with minutes, by the second.
  const bySeconds = status.data?.meteredBySeconds === true && SECONDS_METERED.includes(generator.feature);
  // From the form as it stands (an unfinished form asks for its defaults).
  const asked = Math.ceil(requestedSeconds(kind, input) ?? 0);
  const feature = bySeconds ? "generationSeconds" : generator.feature;
  const cost = bySeconds ? asked : units;
  const noun = USAGE_CATALOGUE[feature].name;
  const left = status.data ? unitsLeft(status.data, feature) : null;
  const seconds = estimateSeconds(kind, input, recent.data?.items ?? []);
  const short = left !== null && cost > left;

  return (
    <p
      data-testid="generation-estimate"
      aria-live="polite"
      className={`text-sm ${short ? "font-medium text-red-700 dark:text-red-300" : "text-slate-600 dark:text-slate-400"}`}
    >
      <span>
        {bySeconds ? `Costs about ${count(cost, "seconds")} of AI generation` : `Costs ${count(units, noun)}`}
      </span>
      {status.data && left !== null && (
        <>
          {" · "}
          <span>
            {bySeconds
              ? `${formatMinutes(left)} of ${formatMinutes(status.data.generationSecondsLimit)}`
              : count(left, noun)}{" "}
            left until {formatDate(status.data.monthlyResetDate)}
          </span>
        </>
      )}
      {" · "}
      <span>Takes {formatDuration(seconds)}</span>
      {short && (
        <>
          {" · "}
          <Link
            to="/dashboard/profile-info?tab=pricing"
            className="font-semibold underline underline-offset-4"
          >
            Get more with a plan
          </Link>
        </>
      )}
    </p>
  );
}
