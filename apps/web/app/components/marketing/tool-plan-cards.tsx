import { findPlanCard, type PlanPeriod, TOOL_PLANS, YEARLY_DISCOUNT_LABEL } from "@reelforge/contract/plans";
import { useState } from "react";
import { useLocation } from "react-router";
import { SIGNUP_PATH } from "../../content/site";
import { billingText } from "../billing/format";
import { ButtonLink } from "../ui/button";
import { CheckIcon, CloseIcon } from "../ui/icons";
import { Section, SectionHeading } from "../ui/section";
import { PeriodSwitch } from "./period-switch";

// Tool-page plans (SPEC 2.4 / 9): Free, Plus, Max, Generative; Yearly is "20% off"; features
// beginning with "no" are greyed with a cross and the prefix stripped.
const NO_PREFIX = /^no\s+/i;

export function ToolPlanCards() {
  const [period, setPeriod] = useState<PlanPeriod>("monthly");
  // A paid plan's button buys it: sign-up and verification, then its checkout; Cancel comes back here.
  const from = encodeURIComponent(useLocation().pathname);
  return (
    <Section id="pricing" labelledBy="pricing-title" tone="muted">
      <SectionHeading id="pricing-title" eyebrow="Pricing" part1="Plans for every" part2="kind of creator" />
      <div className="mt-8">
        <PeriodSwitch period={period} onChange={setPeriod} yearlyBadge={YEARLY_DISCOUNT_LABEL} />
      </div>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {TOOL_PLANS[period].map((plan) => (
          <li
            key={plan.title}
            className={`relative flex flex-col rounded-3xl bg-white p-6 dark:bg-slate-900 ${plan.lable ? "ring-2 ring-brand-500" : "ring-1 ring-slate-200 dark:ring-slate-800"}`}
          >
            {plan.lable ? (
              <p className="absolute -top-3 right-6 rounded-full bg-gradient-to-r from-brand-600 to-accent-500 px-3 py-1 text-xs font-semibold text-white">
                {plan.lable}
              </p>
            ) : null}
            <h3 className="text-lg font-bold">{plan.title}</h3>
            <p className="mt-3 flex items-baseline gap-1">
              <span className="text-4xl font-extrabold tracking-tight" data-testid="tool-plan-price">
                ${plan.price}
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-300">/ month</span>
            </p>
            {plan.planId && period === "yearly" ? (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {billingText(
                  `$${(findPlanCard(plan.planId)?.price ?? plan.price * 12).toLocaleString("en-US")}`,
                  period,
                )}
              </p>
            ) : null}
            {plan.addOns ? (
              <div className="mt-4 rounded-xl bg-brand-50 px-3 py-2 text-sm dark:bg-brand-900/30">
                <p className="font-semibold text-brand-800 dark:text-brand-100">
                  1x Boost, {plan.addOns.credits} Generative
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-300">
                  {plan.addOns.boosts} boosts · {plan.addOns.iStocks} iStock
                </p>
              </div>
            ) : null}
            <ButtonLink
              to={plan.planId ? `${SIGNUP_PATH}?plan=${plan.planId}&from=${from}` : SIGNUP_PATH}
              variant={plan.lable ? "primary" : "outline"}
              className="mt-5 w-full"
              aria-label={plan.planId ? `${plan.btn} (${period})` : undefined}
            >
              {plan.btn}
            </ButtonLink>
            <ul className="mt-6 space-y-3 text-sm">
              {plan.services.map((service) => {
                const missing = NO_PREFIX.test(service);
                const text = missing ? service.replace(NO_PREFIX, "") : service;
                return (
                  <li
                    key={service}
                    className={`flex gap-2 ${missing ? "text-slate-500 line-through dark:text-slate-400" : ""}`}
                  >
                    {missing ? (
                      <CloseIcon width={18} height={18} className="shrink-0" />
                    ) : (
                      <CheckIcon
                        width={18}
                        height={18}
                        className="shrink-0 text-brand-600 dark:text-brand-300"
                      />
                    )}
                    {missing ? <span className="sr-only">Not included: </span> : null}
                    {text}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
