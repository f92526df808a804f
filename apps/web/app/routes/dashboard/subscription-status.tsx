import { ComingNext } from "../../components/dashboard/coming-next";
import { CrownIcon } from "../../components/dashboard/icons";
import { useSessionUser } from "../../lib/session";

export function meta() {
  return [{ title: "Subscription · ReelForge" }];
}

const STATUS_LABEL = { trial: "Free trial", active: "Active", inactive: "Inactive" } as const;

export default function SubscriptionStatusPage() {
  const user = useSessionUser();
  return (
    <ComingNext
      icon={CrownIcon}
      title="Subscription details"
      lead="Your plan, what you have used this month and when it resets, with the option to cancel."
      features={[
        "Usage counters for images, videos, faceless videos and scripts against your plan’s limits.",
        "The monthly reset date and, after a cancellation, the date your plan ends.",
        "Cancel Subscription in one click; you keep access until the period ends.",
        "Receipts for every payment.",
      ]}
    >
      <section
        aria-labelledby="current-status"
        className="mt-6 rounded-3xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="current-status" className="text-sm font-semibold text-slate-500 dark:text-slate-400">
          Status today
        </h2>
        <p className="mt-1 text-xl font-semibold text-slate-900 dark:text-white">
          {STATUS_LABEL[user.subscriptionStatus]}
        </p>
      </section>
    </ComingNext>
  );
}
