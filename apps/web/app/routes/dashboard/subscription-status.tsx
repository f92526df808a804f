import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "react-toastify";
import { CancelSubscriptionDialog } from "../../components/billing/cancel-dialog";
import { formatDate, planName, STATUS_LABEL } from "../../components/billing/format";
import { SUBSCRIPTION_STATUS_KEY } from "../../components/billing/query-keys";
import { UsageBars, WeeklyExports, WeeklyGenerationBar } from "../../components/billing/usage-bars";
import { Button } from "../../components/ui/button";
import { CrownIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { api, errorText } from "../../lib/api-client";
import { SESSION_QUERY_KEY } from "../../lib/session";

export function meta() {
  return [{ title: "Subscription · ReelForge" }];
}

const cardClass =
  "rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900";

const STATUS_TONE = {
  trial: "bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300",
  active: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300",
  inactive: "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200",
} as const;

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/60">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-1 font-semibold text-slate-900 dark:text-white" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

// SPEC 2.6 subscription details: status, plan, usage counters, reset date, end date, cancel, Home.
export default function SubscriptionStatusPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const status = useQuery({
    queryKey: SUBSCRIPTION_STATUS_KEY,
    queryFn: () => api("GET /api/subscription/status"),
    staleTime: 0,
  });

  useEffect(() => {
    if (status.isError) toast.error("Someting went wrong");
  }, [status.isError]);

  const cancel = useMutation({
    mutationFn: () => api("POST /api/subscription/cancel-subscription"),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      navigate("/dashboard/text-to-script");
    },
    // SPEC 8: cancel failures are logged; the dialog also says what went wrong.
    onError: (error) => console.error("Cancel subscription failed", error),
  });

  const data = status.data;
  const endDate = data?.cancelAt ? formatDate(data.cancelAt * 1000) : null;

  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-8 sm:py-12">
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200">
          <CrownIcon />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          Subscription details
        </h1>
      </div>

      {status.isPending && (
        <div className={`${cardClass} mt-8 grid place-items-center py-16 text-slate-500 dark:text-slate-400`}>
          <Spinner label="Loading your subscription" className="size-8" />
        </div>
      )}

      {status.isError && (
        <div className={`${cardClass} mt-8`} role="alert">
          <p className="font-semibold text-slate-900 dark:text-white">Someting went wrong</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{errorText(status.error)}</p>
          <Button variant="strong" size="box" className="mt-4" onClick={() => status.refetch()}>
            Try again
          </Button>
        </div>
      )}

      {data && (
        <div className="mt-8 grid gap-6 lg:grid-cols-5">
          <section aria-labelledby="plan-heading" className={`${cardClass} lg:col-span-2`}>
            <h2 id="plan-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
              Your plan
            </h2>
            <p className="mt-4">
              <span
                className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONE[data.subscriptionStatus]}`}
                data-testid="subscription-status"
              >
                {STATUS_LABEL[data.subscriptionStatus]}
              </span>
            </p>
            <dl className="mt-5 grid gap-3">
              <Fact label="Plan" value={planName(data.subscriptionPlan)} testId="subscription-plan" />
              <Fact label="Usage resets on" value={formatDate(data.monthlyResetDate)} testId="reset-date" />
              <Fact
                label={data.cancelAt ? "Ends on" : data.currentPeriodEnd ? "Renews on" : "End date"}
                value={
                  endDate ??
                  (data.currentPeriodEnd && data.subscriptionStatus === "active"
                    ? formatDate(data.currentPeriodEnd * 1000)
                    : "—")
                }
                testId="end-date"
              />
            </dl>
          </section>

          <section aria-labelledby="usage-heading" className={`${cardClass} lg:col-span-3`}>
            <h2 id="usage-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
              Usage this month
            </h2>
            {data.weekly && (
              <div className="mt-6 border-b border-slate-200 pb-5 dark:border-slate-800">
                <WeeklyGenerationBar weekly={data.weekly} />
              </div>
            )}
            {data.weeklyExports && (
              <div className="mt-6 border-b border-slate-200 pb-5 dark:border-slate-800">
                <WeeklyExports exports={data.weeklyExports} />
              </div>
            )}
            <div className="mt-6">
              <UsageBars status={data} />
            </div>
          </section>
        </div>
      )}

      <div className="mt-8 flex flex-wrap items-center gap-3">
        <Link
          to="/"
          className="inline-flex rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
        >
          Home
        </Link>
        {data?.subscriptionStatus === "active" && !data.cancelAt && (
          <CancelSubscriptionDialog
            endsOn={data.currentPeriodEnd ? formatDate(data.currentPeriodEnd * 1000) : null}
            pending={cancel.isPending}
            error={cancel.isError ? errorText(cancel.error) : null}
            onConfirm={() => cancel.mutate()}
          />
        )}
        {data?.subscriptionStatus !== "active" && data && (
          <Link
            to="/dashboard/profile-info?tab=pricing"
            className="inline-flex rounded-xl border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-400 dark:text-brand-200 dark:hover:bg-brand-500/10"
          >
            Choose a plan
          </Link>
        )}
      </div>
    </main>
  );
}
