import type { TSubscriptionStatus } from "@reelforge/contract";
import { ButtonLink } from "../ui/button";
import { ArrowRightIcon, CrownIcon } from "../ui/icons";

// SPEC 2.2: the button's words and target follow subscriptionStatus.
export const SUBSCRIPTION_ACTIONS: Record<TSubscriptionStatus, { label: string; to: string; note: string }> =
  {
    // The profile page opened on its "Pricing Plan" tab, where the plans are bought.
    trial: {
      label: "Upgrade To Pro",
      to: "/dashboard/profile-info?tab=pricing",
      note: "You are on the free trial.",
    },
    active: {
      label: "See Your Subscription",
      to: "/dashboard/subscription/stauts",
      note: "Your Pro plan is active.",
    },
    inactive: {
      label: "Renew subscription",
      to: "/dashboard/profile-info?tab=pricing",
      note: "Your subscription has ended.",
    },
  };

export function SubscriptionButton({
  status,
  onNavigate,
}: {
  status: TSubscriptionStatus;
  onNavigate?: () => void;
}) {
  const action = SUBSCRIPTION_ACTIONS[status];
  return (
    <div className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-4 text-white shadow-lg shadow-brand-900/20">
      <p className="flex items-center gap-2 text-sm font-medium text-brand-100">
        <CrownIcon className="size-4" /> {action.note}
      </p>
      <ButtonLink
        to={action.to}
        onClick={onNavigate}
        variant="light"
        size="box"
        className="mt-3 w-full focus-visible:outline-white"
      >
        {action.label}
        <ArrowRightIcon className="size-4" />
      </ButtonLink>
    </div>
  );
}
