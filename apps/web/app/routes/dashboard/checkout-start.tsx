import { findPlanCard } from "@reelforge/contract/plans";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthLayout, textLinkClass } from "../../components/dashboard/auth-layout";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, api, errorText } from "../../lib/api-client";
import { chosenPlanFrom } from "../../lib/chosen-plan";

export function meta() {
  return [{ title: "Opening checkout · ReelForge" }];
}

// The end of "choose a plan, then sign up": once signed in and verified, the plan chosen on a
// pricing card opens its checkout at once; the checkout's Cancel leads back to that page.
export default function CheckoutStartPage() {
  const [params] = useSearchParams();
  const found = chosenPlanFrom(params);
  // Only a chosen plan opens a checkout (a chosen tool has nothing to pay here).
  const chosen = found && "plan" in found ? found : undefined;
  const plan = chosen ? findPlanCard(chosen.plan) : undefined;
  const create = useMutation({
    mutationFn: () =>
      api("POST /api/subscription/create", {
        json: { planId: chosen?.plan ?? "", ...(chosen?.from ? { returnPath: chosen.from } : {}) },
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const { mutate } = create;
  const planId = chosen?.plan;
  useEffect(() => {
    if (planId) mutate();
  }, [planId, mutate]);

  const name = plan ? `${plan.type} (${plan.period === "yearly" ? "Yearly" : "Monthly"})` : undefined;
  const failure = create.error;
  return (
    <AuthLayout
      title={name ? `Checkout for ${name}` : "Choose a plan"}
      subtitle={name ? "Taking you to the payment page…" : "This link names no plan we sell."}
    >
      {!plan && (
        <p>
          <Link to="/pricing" className={textLinkClass}>
            See the plans
          </Link>
        </p>
      )}
      {plan && !failure && <Spinner label="Opening checkout" className="size-7" />}
      {failure && (
        <div role="alert" className="space-y-3">
          <p className="font-medium text-red-600 dark:text-red-400">{errorText(failure)}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-2">
            {failure instanceof ApiError && failure.status === 409 ? (
              <Link to="/dashboard/subscription/stauts" className={textLinkClass}>
                See your subscription
              </Link>
            ) : (
              <Button variant="link" size="inline" onClick={() => mutate()}>
                Try again
              </Button>
            )}
            <Link to={chosen?.from ?? "/pricing"} className={textLinkClass}>
              Back
            </Link>
          </p>
        </div>
      )}
    </AuthLayout>
  );
}
