import { Link } from "react-router";
import { BRAND } from "../../content/site";

// The brand mark: a play triangle inside a rounded square, drawn here so it needs no request.
export function Logo({ className = "" }: { className?: string }) {
  return (
    <Link to="/" className={`inline-flex items-center gap-2 font-bold text-lg tracking-tight ${className}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7443ff" />
            <stop offset="1" stopColor="#ff4f9a" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#logo-g)" />
        <path d="M13 10.5v11l9-5.5z" fill="#fff" />
      </svg>
      <span>{BRAND}</span>
    </Link>
  );
}
