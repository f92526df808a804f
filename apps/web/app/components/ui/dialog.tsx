import { AlertDialog, Dialog as Radix } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "./button";
import { CloseIcon } from "./icons";
import { useReturnFocus } from "./use-return-focus";

// The one dialog of the web app, on Radix: focus moves inside and stays there (focus trap),
// Escape and the overlay close it, the title and description name it for screen readers, and on
// close focus returns to what had it before (also when it was opened without a Trigger).

const placements = {
  // Centred, scrolling inside when taller than the screen; pops in (app.css .dialog-pop).
  center:
    "dialog-pop fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-slate-200 bg-white p-5 shadow-2xl focus:outline-none sm:p-8 dark:border-slate-800 dark:bg-slate-900",
  // A panel sliding in from the left, beside the dashboard's sidebar on wide screens.
  side: "fixed inset-y-0 left-0 z-50 flex w-[min(22rem,calc(100vw-2.5rem))] flex-col border-r border-slate-200 bg-white shadow-2xl focus:outline-none lg:left-72 dark:border-slate-800 dark:bg-slate-900",
};
const widths = { sm: "max-w-md", md: "max-w-xl", lg: "max-w-3xl" };

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  placement = "center",
  width = "sm",
  closeLabel = "Close",
  className = "",
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  placement?: keyof typeof placements;
  width?: keyof typeof widths;
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(open);
  const close = (
    <Radix.Close
      aria-label={closeLabel}
      className="grid size-9 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <CloseIcon className="size-[18px]" />
    </Radix.Close>
  );
  const heading = (
    <div className="min-w-0">
      <Radix.Title
        className={`${placement === "side" ? "text-base font-semibold" : "text-xl font-bold"} text-slate-900 dark:text-white`}
      >
        {title}
      </Radix.Title>
      {description && (
        <Radix.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {description}
        </Radix.Description>
      )}
    </div>
  );
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className="dialog-fade fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px]" />
        <Radix.Content
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { "aria-describedby": undefined })}
          className={`${placements[placement]} ${placement === "center" ? widths[width] : ""} ${className}`}
        >
          {placement === "side" ? (
            <>
              <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
                {heading}
                {close}
              </div>
              <div className="flex-1 overflow-y-auto p-5">{children}</div>
            </>
          ) : (
            <>
              <div className="flex items-start justify-between gap-4">
                {heading}
                {close}
              </div>
              {children}
            </>
          )}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

/** Closes the dialog it is in; `children` is the button (e.g. a Cancel `Button`). */
export function DialogClose({ children }: { children: ReactNode }) {
  return <Radix.Close asChild>{children}</Radix.Close>;
}

// A question before a lasting action (role=alertdialog): the trigger opens it, the safe choice
// has the focus first, Escape keeps things as they are.
export function ConfirmDialog({
  trigger,
  title,
  description,
  open,
  onOpenChange,
  error,
  cancelLabel,
  confirmLabel,
  pending,
  pendingLabel,
  onConfirm,
}: {
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  error?: string | null;
  cancelLabel: string;
  confirmLabel: string;
  pending: boolean;
  pendingLabel: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-fade fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content className="dialog-pop fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-[15px] text-slate-600 dark:text-slate-400">
            {description}
          </AlertDialog.Description>
          {error && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" size="box" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant="danger"
              size="box"
              onClick={onConfirm}
              pending={pending}
              pendingLabel={pendingLabel}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
