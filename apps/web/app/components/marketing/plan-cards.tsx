import { PLAN_CARDS, type PlanPeriod } from "@reelforge/contract/plans";
import { useState } from "react";
import { useLocation } from "react-router";
import { SIGNUP_PATH } from "../../content/site";
import { billingText } from "../billing/format";
import { ButtonLink } from "../ui/button";
import { CheckIcon } from "../ui/icons";
import { Section, SectionHeading } from "../ui/section";
import { PeriodSwitch } from "./period-switch";

// Home and pricing page plans (SPEC 9): Starter/Pro/Enterprise; the word "Monthly" stays beside
// the price in yearly mode too (spec), and the Pro card carries the "Most Popular" ribbon.
export function PlanCards({ headingAs = "h2" }: { headingAs?: "h1" | "h2" }) {
  const [period, setPeriod] = useState<PlanPeriod>("monthly");
  // The plan rides through sign-up and verification into checkout; Cancel there comes back here.
  const from = encodeURIComponent(useLocation().pathname);
  return (
    <Section id="pricing" labelledBy="pricing-title" tone="muted">
      <SectionHeading
        id="pricing-title"
        as={headingAs}
        eyebrow="Pricing"
        part1="Simple plans that"
        part2="grow with you"
        lead="Every plan includes the built-in generators, captions in six styles and voiceovers in 50+ languages. Monthly limits reset on your billing date."
      />
      <div className="mt-8">
        <PeriodSwitch period={period} onChange={setPeriod} />
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {PLAN_CARDS[period].map((plan) => {
          const featured = Boolean(plan.label);
          return (
            <li
              key={plan.planId}
              className={`relative flex flex-col rounded-3xl p-8 ${
                featured
                  ? "bg-slate-900 text-white shadow-2xl ring-2 ring-brand-500 dark:bg-brand-950 dark:bg-gradient-to-b dark:from-brand-900 dark:to-slate-900"
                  : "bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
              }`}
            >
              {plan.label ? (
                <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-gradient-to-r from-brand-600 to-accent-500 px-4 py-1 text-xs font-semibold text-white">
                  {plan.label}
                </p>
              ) : null}
              <h3 className="text-xl font-bold">{plan.type}</h3>
              <p className="mt-4 flex items-baseline gap-1">
                <span className="text-5xl font-extrabold tracking-tight" data-testid="plan-price">
                  ${plan.price}
                </span>
                <span className={featured ? "text-slate-300" : "text-slate-600 dark:text-slate-300"}>
                  / Monthly
                </span>
              </p>
              <p
                className={`mt-1 text-sm ${featured ? "text-slate-300" : "text-slate-600 dark:text-slate-400"}`}
              >
                {billingText(`$${plan.price}`, period)}
              </p>
              <ul className="mt-6 flex-1 space-y-3 text-sm">
                {plan.services.map((service) => (
                  <li key={service} className="flex gap-3">
                    <CheckIcon
                      width={18}
                      height={18}
                      className={`shrink-0 ${featured ? "text-brand-300" : "text-brand-600 dark:text-brand-300"}`}
                    />
                    {service}
                  </li>
                ))}
              </ul>
              <ButtonLink
                to={`${SIGNUP_PATH}?plan=${plan.planId}&from=${from}`}
                variant={featured ? "primary" : "outline"}
                className="mt-8 w-full"
                aria-label={`Choose ${plan.type} (${period})`}
              >
                Get Started
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
