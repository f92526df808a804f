import { TRUSTED_MARKS } from "../../content/benefits";

// Neutral wordmarks we designed (no third-party logos): a simple shape plus a name each.
const SHAPES = [
  <circle key="c" cx="10" cy="10" r="8" />,
  <rect key="r" x="2" y="2" width="16" height="16" rx="4" />,
  <path key="t" d="M10 2l8 16H2z" />,
  <path key="d" d="M10 1l9 9-9 9-9-9z" />,
  <path key="h" d="M5 2h10l5 8-5 8H5l-5-8z" />,
];

export function TrustedBy({ className = "" }: { className?: string }) {
  return (
    <ul
      className={`flex flex-wrap items-center justify-center gap-x-10 gap-y-5 text-slate-500 dark:text-slate-400 ${className}`}
    >
      {TRUSTED_MARKS.map((name, i) => (
        <li key={name} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <svg
            viewBox="0 0 20 20"
            width="22"
            height="22"
            fill="currentColor"
            aria-hidden="true"
            focusable="false"
          >
            {SHAPES[i % SHAPES.length]}
          </svg>
          {name}
        </li>
      ))}
    </ul>
  );
}
