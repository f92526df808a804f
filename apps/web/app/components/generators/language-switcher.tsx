import { Button } from "../ui/button";
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
          <Button
            key={version.code || version.videoUrl}
            variant={on ? "chip-on" : "chip"}
            size="chip"
            aria-pressed={on}
            onClick={() => onSelect(version.code)}
          >
            {version.language}
          </Button>
        );
      })}
    </fieldset>
  );
}
