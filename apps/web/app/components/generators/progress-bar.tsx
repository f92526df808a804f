import { languageIndexAt } from "./video-versions";

const STAGES: Record<string, string> = {
  queued: "Waiting for a free worker",
  starting: "Starting",
  script: "Writing the script",
  voice: "Recording the voiceover",
  speech: "Recording the voiceover",
  visuals: "Making the visuals",
  images: "Making the visuals",
  image: "Drawing the image",
  music: "Adding music",
  captions: "Timing the captions",
  render: "Rendering the video",
  segments: "Rendering the scenes",
  mix: "Mixing the sound",
  transitions: "Joining the scenes",
  audio: "Mixing the sound",
  mux: "Finishing the video",
  saving: "Saving to your library",
  done: "Done",
};

export function stageLabel(stage: string | null): string {
  if (!stage) return "Working";
  return STAGES[stage] ?? stage.charAt(0).toUpperCase() + stage.slice(1).replace(/[-_]/g, " ");
}

// A video in several languages is several renders one after another, each an equal share of the
// bar: "Spanish video (2 of 2): Rendering the video".
export function progressLabel(
  stage: string | null,
  percent: number,
  languages: readonly string[] = [],
): string {
  if (languages.length < 2 || stage === "saving" || stage === "done" || stage === "queued") {
    return stageLabel(stage);
  }
  const index = languageIndexAt(percent, languages.length);
  return `${languages[index]} video (${index + 1} of ${languages.length}): ${stageLabel(stage)}`;
}

// The live progress of a generation: what it is doing now and how far it is; with `languages`,
// which of the videos is being made.
export function ProgressBar({
  stage,
  percent,
  languages,
}: {
  stage: string | null;
  percent: number;
  languages?: readonly string[];
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const label = progressLabel(stage, value, languages);
  return (
    <div className="w-full" aria-live="polite">
      <div className="mb-2 flex items-center justify-between text-sm">
        <span className="font-medium text-slate-700 dark:text-slate-200">{label}</span>
        <span className="tabular-nums text-slate-600 dark:text-slate-300">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Generation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${label}, ${value}%`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700 transition-[width] duration-500"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
