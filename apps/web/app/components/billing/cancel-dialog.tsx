import { useState } from "react";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/dialog";

// "Cancel Subscription" asks before it acts; the plan stays active until the period ends.
export function CancelSubscriptionDialog({
  endsOn,
  pending,
  error,
  onConfirm,
}: {
  endsOn: string | null;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open || pending}
      onOpenChange={setOpen}
      trigger={
        <Button variant="danger-outline" size="box">
          Cancel Subscription
        </Button>
      }
      title="Cancel your subscription?"
      description={
        endsOn
          ? `Your plan stays active until ${endsOn}. After that it will not renew and you will not be charged again.`
          : "Your plan stays active until the end of the paid period and will not renew."
      }
      error={error}
      cancelLabel="Keep my plan"
      confirmLabel="Yes, cancel"
      pending={pending}
      pendingLabel="Cancelling"
      onConfirm={onConfirm}
    />
  );
}
