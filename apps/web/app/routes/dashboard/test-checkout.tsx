import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearchParams } from "react-router";
import { billingText, formatAmount } from "../../components/billing/format";
import { AuthLayout, textLinkClass } from "../../components/dashboard/auth-layout";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, api, errorText } from "../../lib/api-client";

export function meta() {
  return [{ title: "Test checkout · ReelForge" }];
}

// Stands in for Stripe's hosted page when the server has no Stripe key. "Pay" raises the events
// Stripe would send; nothing is charged, and the page says so.
export default function TestCheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get("session_id") ?? "";
  const session = useQuery({
    queryKey: ["test-checkout", sessionId],
    queryFn: () => api("GET /api/subscription/test-checkout/{id}", { params: { id: sessionId } }),
    enabled: sessionId !== "",
  });
  const go = (url: string) => navigate(url);
  const pay = useMutation({
    mutationFn: () => api("POST /api/subscription/test-checkout/{id}/pay", { params: { id: sessionId } }),
    onSuccess: ({ redirectUrl }) => go(redirectUrl),
  });
  const cancel = useMutation({
    mutationFn: () => api("POST /api/subscription/test-checkout/{id}/cancel", { params: { id: sessionId } }),
    onSuccess: ({ redirectUrl }) => go(redirectUrl),
  });
  const data = session.data;
  const busy = pay.isPending || cancel.isPending;
  const failure = pay.error ?? cancel.error ?? session.error;

  return (
    <AuthLayout title="Checkout" subtitle="Confirm your plan to finish the purchase.">
      <p
        role="note"
        className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
      >
        TEST MODE — built-in test checkout. No card is needed and no money is charged.
      </p>
      {session.isPending && sessionId !== "" && <Spinner label="Loading checkout" className="size-7" />}
      {failure && (
        <p role="alert" className="mb-4 font-medium text-red-600 dark:text-red-400">
          {errorText(failure)}
          {failure instanceof ApiError && failure.status === 401 && (
            <>
              {" "}
              <Link to="/dashboard/login" className={textLinkClass}>
                Log in
              </Link>
            </>
          )}
        </p>
      )}
      {data && (
        <>
          <dl className="grid gap-3 rounded-3xl border border-slate-200 p-5 dark:border-slate-800">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600 dark:text-slate-400">Plan</dt>
              <dd className="font-semibold text-slate-900 dark:text-white" data-testid="checkout-plan">
                {data.planType} ({data.period === "yearly" ? "Yearly" : "Monthly"})
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600 dark:text-slate-400">Amount</dt>
              <dd className="font-semibold text-slate-900 dark:text-white" data-testid="checkout-amount">
                {billingText(formatAmount(data.amount_total, data.currency), data.period)}
              </dd>
            </div>
            {data.customer_email && (
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600 dark:text-slate-400">Email</dt>
                <dd className="truncate font-semibold text-slate-900 dark:text-white">
                  {data.customer_email}
                </dd>
              </div>
            )}
          </dl>
          {data.status === "open" ? (
            <div className="mt-6 flex flex-wrap gap-3">
              <Button
                variant="strong"
                size="box"
                className="min-w-32"
                onClick={() => pay.mutate()}
                disabled={busy}
                pending={pay.isPending}
                pendingLabel="Paying"
              >
                Pay
              </Button>
              <Button variant="outline" size="box" onClick={() => cancel.mutate()} disabled={busy}>
                Cancel
              </Button>
            </div>
          ) : (
            <p className="mt-6 text-slate-600 dark:text-slate-400">
              {data.status === "complete" ? "This checkout is already paid." : "This checkout was cancelled."}{" "}
              <Link to="/pricing" className={textLinkClass}>
                Back to pricing
              </Link>
            </p>
          )}
        </>
      )}
    </AuthLayout>
  );
}
