import { Link } from "react-router";

// The product mark: a play glyph in a violet tile, plus the word mark.
export function BrandLogo({ to = "/", className = "" }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2.5 rounded-lg font-semibold tracking-tight text-slate-900 dark:text-white ${className}`}
    >
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-md shadow-brand-500/30"
      >
        <svg viewBox="0 0 24 24" className="size-4 translate-x-px" fill="currentColor" aria-hidden="true">
          <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5Z" />
        </svg>
      </span>
      <span className="text-lg">ReelForge</span>
    </Link>
  );
}
