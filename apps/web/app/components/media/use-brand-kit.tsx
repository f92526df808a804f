import { Link } from "react-router";

/** "Use my brand kit": whether a video wears the kit set in the profile (the request's `brand`). */
export function UseBrandKit({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div>
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-800 dark:text-slate-100">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          className="size-4 accent-brand-600"
        />
        Use my brand kit
      </label>
      <p className="mt-0.5 pl-6 text-sm text-slate-600 dark:text-slate-400">
        Your logo, colours, caption font, intro and outro, set in your{" "}
        <Link
          to="/dashboard/profile-info"
          className="font-medium text-brand-700 underline dark:text-brand-300"
        >
          profile
        </Link>
        .
      </p>
    </div>
  );
}
