import { findPlanCard } from "@reelforge/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { billingText, formatAmount, planName } from "../../components/billing/format";
import { SUBSCRIPTION_STATUS_KEY } from "../../components/billing/query-keys";
import { AuthLayout } from "../../components/dashboard/auth-layout";
import { Spinner } from "../../components/ui/spinner";
import { api } from "../../lib/api-client";
import { SESSION_QUERY_KEY } from "../../lib/session";

export function meta() {
  return [{ title: "Payment successful · ReelForge" }];
}

const METHOD_LABEL: Record<string, string> = { card: "Card", link: "Link", paypal: "PayPal" };

// Public return page of the checkout (SPEC 2.2/2.6): amount, payment method, customer e-mail, Home.
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id") ?? "";
  const queryClient = useQueryClient();
  const details = useQuery({
    queryKey: ["payment-details", sessionId],
    // SPEC 7: sent without the credentials option. Same-origin fetches still carry the session
    // cookie by default, which is what lets the server show the payment only to its owner.
    queryFn: () =>
      api(
        "GET /api/subscription/payment-details",
        { query: { session_id: sessionId } },
        { credentials: "same-origin" },
      ),
    enabled: sessionId !== "",
  });

  useEffect(() => {
    // The payment changed the plan: the sidebar button and status page read fresh values.
    if (details.isSuccess) {
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY });
    }
    // SPEC 8: payment details failures are logged only.
    if (details.isError) console.error("Payment details could not be loaded", details.error);
  }, [details.isSuccess, details.isError, details.error, queryClient]);

  const data = details.data;
  const period = data?.planId ? findPlanCard(data.planId)?.period : undefined;
  return (
    <AuthLayout
      title={data ? "Payment successful" : "Payment"}
      subtitle={
        data
          ? `Thank you! ${data.planId ? `Your ${planName(data.planId)} plan is now active.` : ""}`
          : details.isError
            ? "We could not find this payment."
            : sessionId
              ? "Checking your payment…"
              : "No payment to show."
      }
    >
      {details.isFetching && !data && (
        <div className="py-6 text-slate-500">
          <Spinner label="Loading payment details" className="size-7" />
        </div>
      )}
      {data && (
        <>
          {data.testMode && (
            <p className="mb-3 rounded-xl bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">
              Test mode: no real money was charged.
            </p>
          )}
          <dl className="grid gap-3 rounded-3xl border border-slate-200 p-5 dark:border-slate-800">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600 dark:text-slate-400">Amount</dt>
              <dd className="font-semibold text-slate-900 dark:text-white" data-testid="payment-amount">
                {period
                  ? billingText(formatAmount(data.amount_total, data.currency), period)
                  : formatAmount(data.amount_total, data.currency)}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600 dark:text-slate-400">Payment method</dt>
              <dd className="font-semibold text-slate-900 dark:text-white" data-testid="payment-method">
                {data.payment_method_types.map((type) => METHOD_LABEL[type] ?? type).join(", ") || "—"}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600 dark:text-slate-400">Customer email</dt>
              <dd
                className="truncate font-semibold text-slate-900 dark:text-white"
                data-testid="payment-email"
              >
                {data.customer_email ?? "—"}
              </dd>
            </div>
          </dl>
        </>
      )}
      {details.isError && (
        <p className="text-slate-600 dark:text-slate-400">
          We could not load this payment. If you were charged, your plan shows on the subscription page.
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to="/"
          className="inline-flex rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
        >
          Home
        </Link>
        <Link
          to="/dashboard/subscription/stauts"
          className="inline-flex rounded-xl border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          See Your Subscription
        </Link>
      </div>
    </AuthLayout>
  );
}
