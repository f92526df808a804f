import type { VideoVersion } from "./video-versions";

// A labelled group (fieldset) of toggle buttons (Tab to reach, Enter/Space to choose; aria-pressed tells which
// one plays). Shown only when a video exists in more than one language.
export function LanguageSwitcher({
  versions,
  selected,
  onSelect,
  label = "Video language",
}: {
  versions: VideoVersion[];
  selected: string;
  onSelect: (code: string) => void;
  label?: string;
}) {
  if (versions.length < 2) return null;
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="float-left mr-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
        {label}
      </legend>
      {versions.map((version) => {
        const on = version.code === selected;
        return (
          <button
            key={version.code || version.videoUrl}
            type="button"
            aria-pressed={on}
            onClick={() => onSelect(version.code)}
            className={`min-h-9 rounded-full border px-3 py-1.5 text-sm font-medium transition focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/30 ${
              on
                ? "border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500"
                : "border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            }`}
          >
            {version.language}
          </button>
        );
      })}
    </fieldset>
  );
}
