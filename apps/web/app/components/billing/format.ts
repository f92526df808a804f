import { findPlanCard } from "@reelforge/contract";

// "pro-monthly" -> "Pro · Monthly"; "trial" -> "Free trial".
export function planName(planId: string): string {
  const plan = findPlanCard(planId);
  if (!plan) return planId === "trial" ? "Free trial" : planId;
  return `${plan.type} · ${plan.period === "yearly" ? "Yearly" : "Monthly"}`;
}

export function formatDate(value: Date | string | number): string {
  // UTC, as the server's messages ("stays active until December 26, 2026") say it.
  return new Date(value).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

// SPEC 9: the amount shown is amount_total / 100, with its currency.
export function formatAmount(amountTotal: number | null, currency: string | null): string {
  if (amountTotal === null) return "—";
  const code = (currency ?? "usd").toUpperCase();
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: code }).format(amountTotal / 100);
  } catch {
    return `${(amountTotal / 100).toFixed(2)} ${code}`;
  }
}

export const STATUS_LABEL = { trial: "Free trial", active: "Active", inactive: "Inactive" } as const;

// What a buyer pays and how often, in the same words on the plan cards, the checkout and the
// success page: "$45.00, paid once a year" cannot be read as $45 a month (the cards keep the
// spec's "/ Monthly" beside the price, SPEC 9).
export function billingText(amount: string, period: "monthly" | "yearly"): string {
  return period === "yearly" ? `${amount}, paid once a year` : `${amount}, paid every month`;
}
