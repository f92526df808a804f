import { Link } from "react-router";
import { AuthLayout } from "../../components/dashboard/auth-layout";

export function meta() {
  return [{ title: "Payment · ReelForge" }];
}

// Public return page of the checkout (SPEC 2.2). Billing lands in later work, so it says so
// rather than inventing an amount.
export default function PaymentSuccessPage() {
  return (
    <AuthLayout
      title="Payment confirmation"
      subtitle="After checkout, this page shows the amount paid, the payment method and the receipt email. Online payments are coming next; no payment has been taken."
    >
      <div className="flex flex-wrap gap-3">
        <Link
          to="/"
          className="inline-flex rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
        >
          Home
        </Link>
        <Link
          to="/dashboard/text-to-script"
          className="inline-flex rounded-xl border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          Go to dashboard
        </Link>
      </div>
    </AuthLayout>
  );
}
