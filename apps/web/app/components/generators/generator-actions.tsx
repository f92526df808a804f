import type { TGeneration } from "@reelforge/contract";
import type { ReactNode } from "react";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { CancelButton } from "./cancel-button";
import { ProgressBar } from "./progress-bar";

// The foot of a generator page's form: its submit button, or while the generation runs what is being
// done, the progress bar and Cancel; then why the last one failed.

type Working = {
  /** The spinner's accessible name ("Making your meme"). */
  label: string;
  /** What is being done, beside the spinner ("Making your meme…"). */
  text: ReactNode;
  /** A video in several languages: the bar counts its renders. */
  languages?: readonly string[];
};

/** While a generation runs: a spinner with what is being done, the progress bar and Cancel. */
export function GenerationWorking({
  generation,
  label,
  text,
  languages,
}: Working & { generation: TGeneration | null }) {
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-slate-700 dark:text-slate-200">
        <Spinner label={label} /> {text}
      </div>
      {generation && (
        <ProgressBar stage={generation.stage} percent={generation.percent} languages={languages} />
      )}
      <CancelButton generation={generation} />
    </div>
  );
}

/** A generation's failure, read out as it appears. */
export function GenerationAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {children}
    </p>
  );
}

/**
 * The submit button (or, while busy, GenerationWorking), then the failed generation's error. `beside`
 * is a page's other buttons, in a row with the submit button while the page is idle.
 */
export function GeneratorActions({
  generation,
  busy,
  submit,
  working,
  beside,
}: {
  generation: TGeneration | null;
  busy: boolean;
  /** The submit button's text ("Make the meme"). */
  submit: string;
  working: Working;
  beside?: ReactNode;
}) {
  const submitButton = (
    <Button type="submit" variant="strong" size="block" className="sm:w-auto">
      {submit}
    </Button>
  );
  return (
    <>
      {busy ? (
        <GenerationWorking generation={generation} {...working} />
      ) : beside ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          {submitButton}
          {beside}
        </div>
      ) : (
        submitButton
      )}
      {generation?.status === "failed" && <GenerationAlert>{generation.error}</GenerationAlert>}
    </>
  );
}
