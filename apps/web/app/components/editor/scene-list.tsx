import type { TEditableStoryboard } from "@reelforge/contract";
import { useEffect, useId, useRef, useState } from "react";
import {
  addScene,
  type DraftChange,
  type DraftScene,
  deleteScene,
  duplicateScene,
  mergeScenes,
  moveScene,
  type PictureChoice,
  replaceVisual,
  splitScene,
  wordsOf,
} from "../generators/edit-draft";
import { Button } from "../ui/button";
import { Input, Options, Select, Textarea } from "../ui/field";
import { GripIcon } from "../ui/icons";
import { PictureDialog } from "./picture-dialog";

// The scenes of the editor (issue 12), in order: each with its picture, narration and length; moved
// by dragging its handle, by Alt+Arrow keys (announced) or by its Up and Down buttons; duplicated,
// deleted, split after a chosen word, merged with the next, given a new picture; a new scene added
// anywhere. Selecting a scene shows it in the player. Every change is a draft until saved.

const seconds = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : `${value.toFixed(1)} s`;
const MAX_SPLIT_WORDS = 80;

export function SceneList({
  scenes,
  busy,
  language,
  aspect,
  selectedKey,
  onSelect,
  onChange,
  pictures = true,
}: {
  scenes: DraftScene[];
  /**
   * Whether the scenes have pictures to show and change (a voice-over's have none: its words are said
   * over the user's own video, or alone).
   */
  pictures?: boolean;
  busy: boolean;
  /** The video's language (searches of the library are in it). */
  language: string;
  /** The video's frame (stock searches look for its shape). */
  aspect?: TEditableStoryboard["aspect"];
  selectedKey: string | null;
  onSelect: (scene: DraftScene) => void;
  onChange: (change: DraftChange) => void;
}) {
  const [announcement, setAnnouncement] = useState("");
  const [splitting, setSplitting] = useState<string | null>(null);
  // The scene whose picture is being chosen (kept while its media picker is open after the dialog).
  const [picturing, setPicturing] = useState<number | null>(null);
  const [pictureOpen, setPictureOpen] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  // The dragged scene also in a ref: dragover can come before React has re-rendered after dragstart.
  const draggedRef = useRef<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [newText, setNewText] = useState("");
  const [newAt, setNewAt] = useState<string>("end");
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<string | null>(null);
  const hintId = useId();

  // A scene moved by the keyboard keeps the focus on its handle in its new place.
  useEffect(() => {
    const key = refocus.current;
    if (!key) return;
    refocus.current = null;
    handles.current.get(key)?.focus();
  });

  const apply = (change: DraftChange | null, said?: string) => {
    if (!change) return;
    onChange(change);
    if (said) setAnnouncement(said);
  };
  const move = (index: number, to: number, focus = false) => {
    const scene = scenes[index];
    const change = moveScene(scenes, index, to);
    if (!scene || !change) return;
    if (focus) refocus.current = scene.key;
    apply(change, `Scene ${index + 1} moved to position ${to + 1} of ${scenes.length}.`);
  };
  const edit = (index: number, patch: Partial<DraftScene>) =>
    onChange({ ops: [], scenes: scenes.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
  const picked = picturing === null ? null : scenes[picturing];

  return (
    <div className="space-y-4">
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
        Drag a scene by its handle, or focus the handle and press Alt+Arrow Up or Down, to reorder. Select a
        scene to see it in the player. A scene lasts at least as long as its narration takes to say.
      </p>
      <p aria-live="polite" role="status" className="sr-only" data-testid="scene-announcement">
        {announcement}
      </p>
      <ol className="space-y-4">
        {scenes.map((scene, index) => {
          const number = index + 1;
          const selected = scene.key === selectedKey;
          const words = wordsOf(scene.narration);
          const thumbnail = scene.pictures?.[0]?.thumbnailUrl ?? scene.thumbnailUrl;
          return (
            <li
              key={scene.key}
              data-testid="editor-scene"
              onKeyDown={(event) => {
                if (!event.altKey || busy) return;
                if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
                event.preventDefault();
                const to = event.key === "ArrowUp" ? index - 1 : index + 1;
                if (to < 0 || to >= scenes.length) {
                  setAnnouncement(`Scene ${number} is already ${to < 0 ? "first" : "last"}.`);
                  return;
                }
                move(index, to, true);
              }}
              onDragOver={(event) => {
                if (draggedRef.current === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                if (dropAt !== index) setDropAt(index);
              }}
              onDragLeave={() => setDropAt((at) => (at === index ? null : at))}
              onDrop={(event) => {
                event.preventDefault();
                const from = draggedRef.current;
                draggedRef.current = null;
                if (from !== null) move(from, index);
                setDragged(null);
                setDropAt(null);
              }}
              className={`space-y-3 rounded-2xl border p-4 transition ${
                dropAt === index && dragged !== index
                  ? "border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-500/10"
                  : selected
                    ? "border-brand-500 ring-2 ring-brand-500/30 dark:border-brand-400"
                    : "border-slate-200 dark:border-slate-700"
              } ${dragged === index ? "opacity-50" : ""}`}
            >
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <Button
                  variant="quiet"
                  size="icon-sm"
                  ref={(element) => {
                    if (element) handles.current.set(scene.key, element);
                    else handles.current.delete(scene.key);
                  }}
                  draggable={!busy}
                  disabled={busy}
                  aria-label={`Reorder scene ${number}`}
                  aria-describedby={hintId}
                  data-testid="scene-handle"
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = "move";
                    event.dataTransfer.setData("text/plain", String(number));
                    draggedRef.current = index;
                    setDragged(index);
                  }}
                  onDragEnd={() => {
                    draggedRef.current = null;
                    setDragged(null);
                    setDropAt(null);
                  }}
                  className="cursor-grab active:cursor-grabbing"
                >
                  <GripIcon className="size-5" />
                </Button>
                <Button
                  variant="plain"
                  size="bare"
                  aria-pressed={selected}
                  aria-label={`Show scene ${number} in the player`}
                  onClick={() => onSelect(scene)}
                  className="min-w-0 flex-1 gap-3 rounded-xl text-left"
                >
                  {!pictures ? null : thumbnail ? (
                    <img
                      src={thumbnail}
                      alt=""
                      loading="lazy"
                      className="h-12 w-12 shrink-0 rounded-lg bg-slate-100 object-contain dark:bg-slate-800"
                    />
                  ) : (
                    <span className="h-12 w-12 shrink-0 rounded-lg bg-slate-100 dark:bg-slate-800" />
                  )}
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900 dark:text-white">Scene {number}</span>
                    <span className="block truncate text-slate-600 dark:text-slate-400">
                      {[
                        pictures ? scene.visual : "",
                        scene.startSeconds !== null && scene.startSeconds !== undefined
                          ? `from ${seconds(scene.startSeconds)}`
                          : "",
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </span>
                </Button>
              </div>
              <Textarea
                label={`Scene ${number} narration`}
                rows={3}
                value={scene.narration}
                disabled={busy}
                onChange={(event) => edit(index, { narration: event.currentTarget.value })}
              />
              <div className="flex flex-wrap items-end gap-2">
                <div className="w-36">
                  <Input
                    label={`Scene ${number} length (s)`}
                    type="number"
                    min={0.5}
                    max={600}
                    step={0.5}
                    inputMode="decimal"
                    value={scene.durationSeconds ?? ""}
                    disabled={busy}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      edit(index, { durationSeconds: value === "" ? null : Number(value) });
                    }}
                  />
                </div>
                <Button
                  variant="outline"
                  size="box"
                  aria-label={`Move scene ${number} up`}
                  disabled={busy || index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  Up
                </Button>
                <Button
                  variant="outline"
                  size="box"
                  aria-label={`Move scene ${number} down`}
                  disabled={busy || index === scenes.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  Down
                </Button>
                {pictures && (
                  <Button
                    variant="outline"
                    size="box"
                    aria-label={`New picture for scene ${number}`}
                    disabled={busy}
                    onClick={() => {
                      setPicturing(index);
                      setPictureOpen(true);
                    }}
                  >
                    Picture
                  </Button>
                )}
                <Button
                  variant="outline"
                  size="box"
                  aria-label={`Split scene ${number}`}
                  aria-expanded={splitting === scene.key}
                  disabled={busy || words.length < 2}
                  onClick={() => setSplitting((key) => (key === scene.key ? null : scene.key))}
                >
                  Split
                </Button>
                <Button
                  variant="outline"
                  size="box"
                  aria-label={`Merge scene ${number} with the next`}
                  disabled={busy || index === scenes.length - 1}
                  onClick={() =>
                    apply(mergeScenes(scenes, index), `Scenes ${number} and ${number + 1} merged.`)
                  }
                >
                  Merge
                </Button>
                <Button
                  variant="outline"
                  size="box"
                  aria-label={`Duplicate scene ${number}`}
                  disabled={busy}
                  onClick={() => apply(duplicateScene(scenes, index), `Scene ${number} duplicated.`)}
                >
                  Duplicate
                </Button>
                <Button
                  variant="danger-outline"
                  size="box"
                  aria-label={`Delete scene ${number}`}
                  disabled={busy || scenes.length < 2}
                  onClick={() => apply(deleteScene(scenes, index), `Scene ${number} deleted.`)}
                >
                  Delete
                </Button>
              </div>
              {splitting === scene.key && (
                <fieldset className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
                  <legend className="sr-only">Split scene {number} after a word</legend>
                  <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">
                    Choose the last word of the first part:
                  </p>
                  <div className="flex flex-wrap gap-1">
                    {words.slice(0, Math.min(words.length - 1, MAX_SPLIT_WORDS)).map((word, k) => (
                      <Button
                        // biome-ignore lint/suspicious/noArrayIndexKey: a word's place is its identity here
                        key={k}
                        variant="chip"
                        size="word"
                        aria-label={`Split after word ${k + 1}, “${word}”`}
                        onClick={() => {
                          setSplitting(null);
                          apply(
                            splitScene(scenes, index, k + 1),
                            `Scene ${number} split after “${word}”: now scenes ${number} and ${number + 1}.`,
                          );
                        }}
                      >
                        {word}
                      </Button>
                    ))}
                  </div>
                </fieldset>
              )}
            </li>
          );
        })}
      </ol>

      <form
        aria-label="Add a scene"
        className="space-y-3 rounded-2xl border border-dashed border-slate-300 p-4 dark:border-slate-600"
        onSubmit={(event) => {
          event.preventDefault();
          const at = newAt === "end" ? scenes.length : Number(newAt);
          const change = addScene(scenes, at, newText);
          if (!change) return;
          apply(change, `Scene added at position ${at + 1}.`);
          setNewText("");
        }}
      >
        <Textarea
          label="New scene narration"
          rows={2}
          value={newText}
          maxLength={5000}
          disabled={busy}
          onChange={(event) => setNewText(event.currentTarget.value)}
        />
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-52">
            <Select
              label="Where"
              value={newAt}
              disabled={busy}
              onChange={(event) => setNewAt(event.currentTarget.value)}
            >
              <Options
                values={["end", ...scenes.slice(0, -1).map((_, i) => String(i + 1)), "0"]}
                labelFor={(v) =>
                  v === "end" ? "At the end" : v === "0" ? "At the start" : `After scene ${Number(v)}`
                }
              />
            </Select>
          </div>
          <Button type="submit" variant="outline" size="box" disabled={busy || !newText.trim()}>
            Add scene
          </Button>
        </div>
      </form>

      {picked && picturing !== null && (
        <PictureDialog
          key={picked.key}
          open={pictureOpen}
          onOpenChange={setPictureOpen}
          sceneNumber={picturing + 1}
          alternatives={picked.alternatives ?? []}
          language={language}
          aspect={aspect}
          onPick={(choice: PictureChoice) => {
            const n = picturing + 1;
            apply(replaceVisual(scenes, picturing, choice), `Scene ${n} has a new picture.`);
          }}
        />
      )}
    </div>
  );
}
