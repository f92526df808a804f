import { useSyncExternalStore } from "react";

// The toast container (react-toastify, its styles and the theme observer) loads when a page first
// needs it: on the dashboard, or when a public page raises its first toast (the contact form).
// Toasts raised before it mounts wait in react-toastify's queue. Once loaded it stays mounted, so
// a toast raised just before a navigation is still shown after it.
let wanted = false;
const listeners = new Set<() => void>();

export function wantToasts() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
