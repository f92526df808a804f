import { PLATFORM_IDS } from "@reelforge/contract";
import { findPlanCard, safeReturnPath } from "@reelforge/contract/plans";

// What a visitor chose before signing in rides along the query string through sign-up, log-in and
// e-mail verification, and is opened once they are in: a plan chosen on a pricing card
// (`?plan=pro-monthly&from=/pricing`) opens its checkout; a tool chosen on a tool page
// (`?next=/dashboard/clip-generator`) opens that tool.

export type ChosenPlan = { plan: string; from: string | undefined } | { next: string };

export const CHECKOUT_START_PATH = "/dashboard/checkout/start";

/**
 * A dashboard page of this site to open after signing in (never the auth pages themselves), with at most
 * a platform to start the form on (`/dashboard/faceless-videos?platform=youtube-shorts`).
 */
export function safeNextPath(value: string | null | undefined): string | undefined {
  const path = safeReturnPath(value);
  const match = path ? /^\/dashboard\/[a-z0-9-]+(?:\?platform=([a-z-]+))?$/.exec(path) : null;
  if (!path || !match) return undefined;
  if (match[1] && !(PLATFORM_IDS as string[]).includes(match[1])) return undefined;
  if (/^\/dashboard\/(login|signup|auth|checkout|payment)/.test(path)) return undefined;
  return path;
}

/** The chosen plan (a plan of the catalogue) or tool (a dashboard page) in these query parameters. */
export function chosenPlanFrom(params: URLSearchParams): ChosenPlan | undefined {
  const plan = params.get("plan");
  if (plan && findPlanCard(plan)) return { plan, from: safeReturnPath(params.get("from")) };
  const next = safeNextPath(params.get("next"));
  return next ? { next } : undefined;
}

/** "?plan=pro-monthly&from=%2Fpricing", "?next=%2Fdashboard%2Fclip-generator", or "" without a choice. */
export function chosenPlanQuery(chosen: ChosenPlan | undefined): string {
  if (!chosen) return "";
  if ("next" in chosen) return `?${new URLSearchParams({ next: chosen.next })}`;
  const query = new URLSearchParams({ plan: chosen.plan });
  if (chosen.from) query.set("from", chosen.from);
  return `?${query}`;
}

/** Where a user goes once signed in and verified: the chosen plan's checkout or tool, else `fallback`. */
export function afterSignIn(chosen: ChosenPlan | undefined, fallback: string): string {
  if (!chosen) return fallback;
  if ("next" in chosen) return chosen.next;
  return `${CHECKOUT_START_PATH}${chosenPlanQuery(chosen)}`;
}
