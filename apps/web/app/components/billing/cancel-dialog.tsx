import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Spinner } from "../dashboard/spinner";

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
    <AlertDialog.Root open={open || pending} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <button
          type="button"
          className="inline-flex items-center justify-center rounded-xl border border-red-300 px-5 py-2.5 font-semibold text-red-700 transition hover:bg-red-50 dark:border-red-500/50 dark:text-red-300 dark:hover:bg-red-500/10"
        >
          Cancel Subscription
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
            Cancel your subscription?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-[15px] text-slate-600 dark:text-slate-400">
            {endsOn
              ? `Your plan stays active until ${endsOn}. After that it will not renew and you will not be charged again.`
              : "Your plan stays active until the end of the paid period and will not renew."}
          </AlertDialog.Description>
          {error && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <button
                type="button"
                disabled={pending}
                className="rounded-xl border border-slate-300 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
              >
                Keep my plan
              </button>
            </AlertDialog.Cancel>
            <button
              type="button"
              onClick={onConfirm}
              disabled={pending}
              className="inline-flex items-center gap-2 rounded-xl bg-red-600 px-4 py-2.5 font-semibold text-white hover:bg-red-700 disabled:opacity-70"
            >
              {pending ? <Spinner label="Cancelling" /> : "Yes, cancel"}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
