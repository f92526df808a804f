import { useCallback, useSyncExternalStore } from "react";

// The light/dark rule shared with the marketing site (public/theme-init.js): the `dark` class on
// <html>, stored as localStorage.theme = "dark" | "light".

export type Theme = "light" | "dark";

const listeners = new Set<() => void>();

function readTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function setTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem("theme", theme);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  // The server render (prerendered pages) has no document: it renders the light state.
  const theme = useSyncExternalStore(subscribe, readTheme, () => "light" as const);
  const toggleTheme = useCallback(() => setTheme(readTheme() === "dark" ? "light" : "dark"), []);
  return { theme, toggleTheme };
}
