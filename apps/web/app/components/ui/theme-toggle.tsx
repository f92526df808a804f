import { useEffect, useState } from "react";
import { useTheme } from "../../lib/theme";
import { MoonIcon, SunIcon } from "./icons";

const shapes = {
  // The marketing header's round button.
  round:
    "inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
  // The dashboard's rounded square, like the other top-bar buttons.
  square:
    "grid size-10 place-items-center rounded-xl text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
};

// SPEC 4: dark mode is off by default, on when localStorage.theme is "dark"; the toggle flips the
// `dark` class on <html> and stores "dark" or "light" (lib/theme.ts); /theme-init.js applies the
// stored value before first paint. A prerendered page was rendered in the light state and keeps
// that markup while it hydrates, so the stored state is shown once mounted.
export function ThemeToggle({
  shape = "round",
  className = "",
}: {
  shape?: keyof typeof shapes;
  className?: string;
}) {
  const { theme, toggleTheme } = useTheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const dark = mounted && theme === "dark";
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-pressed={dark}
      aria-label="Dark mode"
      title={dark ? "Switch to light mode" : "Switch to dark mode"}
      className={`${shapes[shape]} ${className}`}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
