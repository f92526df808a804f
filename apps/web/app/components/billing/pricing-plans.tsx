import { PLAN_CARDS, type PlanPeriod } from "@reelforge/contract";
import { useState } from "react";
import { PeriodSwitch } from "../marketing/period-switch";
import { Button } from "../ui/button";
import { CheckIcon } from "../ui/icons";
import { billingText } from "./format";
import { startCheckout } from "./start-checkout";

// The profile page's "Pricing Plan" tab: the shared catalogue with a Buy button per card.
export function PricingPlans({ current }: { current?: string | undefined }) {
  const [period, setPeriod] = useState<PlanPeriod>("monthly");
  const [pending, setPending] = useState<string | null>(null);

  async function buy(planId: string) {
    setPending(planId);
    // The checkout's Cancel comes back to this tab.
    await startCheckout(planId, (url) => window.location.assign(url), "/dashboard/profile-info?tab=pricing");
    setPending(null);
  }

  return (
    <div>
      <PeriodSwitch period={period} onChange={setPeriod} />
      <ul className="mt-8 grid gap-5 lg:grid-cols-3">
        {PLAN_CARDS[period].map((plan) => {
          const featured = Boolean(plan.label);
          const isCurrent = current === plan.planId;
          return (
            <li
              key={plan.planId}
              className={`relative flex flex-col rounded-3xl p-6 ${
                featured
                  ? "bg-slate-900 text-white shadow-xl ring-2 ring-brand-500 dark:bg-gradient-to-b dark:from-brand-900 dark:to-slate-900"
                  : "bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
              }`}
            >
              {plan.label ? (
                <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-4 py-1 text-xs font-semibold text-white">
                  {plan.label}
                </p>
              ) : null}
              <h3 className="text-lg font-bold">{plan.type}</h3>
              <p className="mt-3 flex items-baseline gap-1">
                <span className="text-4xl font-extrabold tracking-tight">${plan.price}</span>
                <span className={featured ? "text-slate-300" : "text-slate-500 dark:text-slate-400"}>
                  / Monthly
                </span>
              </p>
              <p
                className={`mt-1 text-sm ${featured ? "text-slate-300" : "text-slate-500 dark:text-slate-400"}`}
              >
                {billingText(`$${plan.price}`, period)}
              </p>
              <ul className="mt-5 flex-1 space-y-2.5 text-sm">
                {plan.services.map((service) => (
                  <li key={service} className="flex gap-2.5">
                    <CheckIcon
                      className={`size-[18px] shrink-0 ${featured ? "text-brand-300" : "text-brand-600 dark:text-brand-300"}`}
                    />
                    {service}
                  </li>
                ))}
              </ul>
              <Button
                variant={featured ? "strong" : "brand-outline"}
                size="block"
                className="mt-6"
                onClick={() => buy(plan.planId)}
                disabled={pending !== null || isCurrent}
                pending={pending === plan.planId}
                pendingLabel="Opening checkout"
                aria-label={`Buy ${plan.type} ${period}`}
              >
                {isCurrent ? "Current plan" : "Buy"}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
