import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { CloseIcon } from "../ui/icons";
import { useReturnFocus } from "./use-return-focus";

// A closable panel sliding in from the left (Plugins, Library/History). Radix handles focus,
// Escape and the accessible name; the close button is always visible.
export function SidePanel({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,calc(100vw-2.5rem))] flex-col border-r border-slate-200 bg-white shadow-2xl focus:outline-none lg:left-72 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
            <div>
              <Dialog.Title className="text-base font-semibold text-slate-900 dark:text-white">
                {title}
              </Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
                {description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={`Close ${title}`}
              className="grid size-9 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <CloseIcon className="size-[18px]" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
