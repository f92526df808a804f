import {
  editCostLabel,
  type TEditCost,
  type TEditPreview,
  type TEditRequest,
  type TGeneration,
} from "@reelforge/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { api, errorText } from "../../lib/api-client";
import { Button } from "../ui/button";
import { Textarea } from "../ui/field";
import { ProgressBar } from "./progress-bar";
import { useGeneration } from "./use-generation";

// Editing a finished video (issue 12): an edit is previewed first (what changes, what it costs),
// then saved as a new version that is followed like a generation. Nothing changes on an error; an
// ambiguous command answers 422 with a question, shown as it is.

/** The TanStack Query keys of a video's editor data. */
export const storyboardKey = (id: string) => ["storyboard", id] as const;
export const versionsKey = (id: string) => ["versions", id] as const;

/** "Free", or the unit an edit counts against (the contract's names, as the server's message says). */
export const costLabel = (cost: TEditCost): string => editCostLabel(cost);

/** Preview an edit, then save it as a new version and follow it until it is rendered. */
export function useEditVersion(id: string, onDone: (version: TGeneration) => void) {
  const queryClient = useQueryClient();
  const { generation, follow, reset } = useGeneration();
  const [preview, setPreview] = useState<TEditPreview | null>(null);
  const [error, setError] = useState<string | null>(null);

  const previewing = useMutation({
    mutationFn: (request: TEditRequest) =>
      api("POST /api/generations/{id}/edits/preview", { params: { id }, json: request }),
    onMutate: () => {
      setError(null);
      setPreview(null);
    },
    onSuccess: setPreview,
    onError: (e) => setError(errorText(e)),
  });

  const saving = useMutation({
    mutationFn: async (request: TEditRequest | { restore: string }) => {
      const created =
        "restore" in request
          ? await api("POST /api/generations/{id}/restore", { params: { id: request.restore } })
          : await api("POST /api/generations/{id}/edits", { params: { id }, json: request });
      const done = await follow(created.id);
      if (done.status !== "succeeded")
        throw new Error(done.error ?? "The new version could not be rendered.");
      return done;
    },
    onMutate: () => setError(null),
    onSuccess: (done) => {
      setPreview(null);
      reset();
      void queryClient.invalidateQueries({ queryKey: ["versions"] });
      onDone(done);
    },
    onError: (e) => {
      reset();
      setError(errorText(e));
    },
  });

  return {
    preview,
    error,
    /** The version being rendered, while it is. */
    progress: saving.isPending ? generation : null,
    previewPending: previewing.isPending,
    savePending: saving.isPending,
    runPreview: (request: TEditRequest) => previewing.mutate(request),
    save: (request: TEditRequest) => saving.mutate(request),
    restore: (versionId: string) => saving.mutate({ restore: versionId }),
    clear: () => {
      setPreview(null);
      setError(null);
    },
  };
}

/** What a previewed edit does and costs, or the question/error, or the new version's progress. */
export function EditStatus({ edit }: { edit: ReturnType<typeof useEditVersion> }) {
  if (edit.savePending) {
    return <ProgressBar stage={edit.progress?.stage ?? "queued"} percent={edit.progress?.percent ?? 0} />;
  }
  return (
    <>
      {edit.error && (
        <p
          role="alert"
          className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
        >
          {edit.error}
        </p>
      )}
      {edit.preview && (
        <div
          aria-live="polite"
          data-testid="edit-preview"
          className="space-y-1 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-800 dark:bg-slate-800/60 dark:text-slate-100"
        >
          <p>{edit.preview.message}</p>
          <p>
            Cost: <strong>{costLabel(edit.preview.cost)}</strong>{" "}
            <span className="text-slate-600 dark:text-slate-400">({edit.preview.cost.message})</span>
          </p>
        </div>
      )}
    </>
  );
}

/**
 * The magic-edit box's hint: commands its kind of video accepts (the contract's magicEditExamples) and
 * what Enter does.
 */
export function magicEditHint(examples: readonly string[]): string {
  const quoted = examples.map((e) => `"${e}"`);
  const last = quoted.pop();
  const list = quoted.length ? `${quoted.join(", ")} or ${last}` : (last ?? "");
  return `Say what to change, e.g. ${list}. Enter shows what it changes and costs; Enter again applies it.`;
}

// The magic-edit box: a command in plain words ("delete scene 2", "make the captions karaoke"),
// Preview (or Enter) says what it would do and cost, then Apply (or Enter again) renders the new
// version; Shift+Enter starts a new line.
export function MagicEdit({
  id,
  onDone,
  examples,
}: {
  id: string;
  onDone: (version: TGeneration) => void;
  /** Commands this kind of video accepts, shown as the hint (magicEditExamples). */
  examples: readonly string[];
}) {
  const [command, setCommand] = useState("");
  const edit = useEditVersion(id, (version) => {
    setCommand("");
    onDone(version);
  });
  const fieldId = useId();
  // The command the shown preview answers.
  const previewed = useRef("");
  const text = command.trim();
  // Apply what was previewed, while the command has not changed since.
  const previewShown = edit.preview !== null && previewed.current === text;
  const request: TEditRequest =
    previewShown && edit.preview ? { operations: edit.preview.operations } : { command: text };
  const preview = () => {
    previewed.current = text;
    edit.runPreview({ command: text });
  };

  return (
    <section aria-label="Magic edit" className="space-y-3">
      <Textarea
        id={fieldId}
        label="Magic edit"
        hint={magicEditHint(examples)}
        rows={2}
        value={command}
        disabled={edit.savePending}
        onChange={(event) => {
          setCommand(event.currentTarget.value);
          edit.clear();
        }}
        onKeyDown={(event) => {
          // Enter sends the command as the buttons do: first its preview, then (unchanged) the edit.
          if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          if (!text || edit.previewPending || edit.savePending) return;
          if (previewShown) edit.save(request);
          else preview();
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="box"
          disabled={!text || edit.savePending}
          pending={edit.previewPending}
          pendingLabel="Checking…"
          onClick={preview}
        >
          Preview
        </Button>
        <Button
          variant="strong"
          size="box"
          // What an edit costs is shown before it is made: Apply follows the preview of this command.
          disabled={!previewShown || edit.previewPending}
          pending={edit.savePending}
          pendingLabel="Rendering the new version…"
          onClick={() => edit.save(request)}
        >
          Apply
        </Button>
      </div>
      <EditStatus edit={edit} />
    </section>
  );
}
