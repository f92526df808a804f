import { useLayoutEffect, useRef } from "react";

// Radix dialogs opened without a Dialog.Trigger do not know where to send focus when they close.
// This remembers what had focus when `open` turned true and returns focus there on close.
export function useReturnFocus(open: boolean): (event: Event) => void {
  const previous = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's own focus effect moves focus inside it.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) previous.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    const target = previous.current;
    if (target?.isConnected && target.offsetParent !== null) {
      event.preventDefault();
      target.focus();
    }
  };
}
