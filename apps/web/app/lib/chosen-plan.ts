import { findPlanCard, safeReturnPath } from "@reelforge/contract/plans";

// A plan chosen on a pricing card before signing in (`?plan=pro-monthly&from=/pricing`) rides along
// the query string through sign-up, log-in and e-mail verification, and then opens checkout.

export type ChosenPlan = { plan: string; from: string | undefined };

export const CHECKOUT_START_PATH = "/dashboard/checkout/start";

/** The chosen plan in these query parameters, when it is a plan of the catalogue. */
export function chosenPlanFrom(params: URLSearchParams): ChosenPlan | undefined {
  const plan = params.get("plan");
  if (!plan || !findPlanCard(plan)) return undefined;
  return { plan, from: safeReturnPath(params.get("from")) };
}

/** "?plan=pro-monthly&from=%2Fpricing", or "" without a chosen plan. */
export function chosenPlanQuery(chosen: ChosenPlan | undefined): string {
  if (!chosen) return "";
  const query = new URLSearchParams({ plan: chosen.plan });
  if (chosen.from) query.set("from", chosen.from);
  return `?${query}`;
}

/** Where a user goes once signed in and verified: checkout for the chosen plan, else `fallback`. */
export function afterSignIn(chosen: ChosenPlan | undefined, fallback: string): string {
  return chosen ? `${CHECKOUT_START_PATH}${chosenPlanQuery(chosen)}` : fallback;
}
