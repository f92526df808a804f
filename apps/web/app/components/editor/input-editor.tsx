import {
  CAPTION_FONT_IDS,
  CAPTION_FONTS,
  CAPTION_STYLE_IDS,
  CAPTION_STYLES,
  type CaptionFontId,
  type CaptionStyleId,
  MEME_TEMPLATES,
  type MemeTemplateId,
  type TEditableInput,
  type TEditOperation,
  type TGeneration,
  type TSubtitleCue,
} from "@reelforge/contract";
import { Link } from "react-router";
import { UploadChooser } from "../generators/upload-chooser";
import { Button } from "../ui/button";
import { Input, Options, Select } from "../ui/field";

// The editor's panel for videos made without a storyboard (issue 12): a meme's template, texts and
// picture; a subtitled video's cues (words and times), caption style and font; a set of clips' caption
// style and font. Pre-filled from what the version was made with (GET /api/generations/:id/editable);
// the changes become the contract's operations (meme, cues, captions).

type MemeDraft = Extract<TEditableInput, { kind: "meme" }>;
type SubtitlesDraft = Extract<TEditableInput, { kind: "subtitles" }>;
type ClipsDraft = Extract<TEditableInput, { kind: "clips" }>;

/** The operations that turn `saved` into `draft` (none when nothing changed). */
export function inputOperations(saved: TEditableInput, draft: TEditableInput): TEditOperation[] {
  if (saved.kind === "meme" && draft.kind === "meme") {
    const op: Extract<TEditOperation, { op: "meme" }> = { op: "meme" };
    if (draft.template !== saved.template) op.template = draft.template;
    if (draft.topText.trim() !== saved.topText) op.topText = draft.topText.trim() || null;
    if (draft.bottomText.trim() !== saved.bottomText) op.bottomText = draft.bottomText.trim() || null;
    if (draft.media !== saved.media) op.media = draft.media;
    return Object.keys(op).length > 1 ? [op] : [];
  }
  const ops: TEditOperation[] = [];
  if (saved.kind === "subtitles" && draft.kind === "subtitles") {
    if (JSON.stringify(draft.cues) !== JSON.stringify(saved.cues)) ops.push({ op: "cues", cues: draft.cues });
  }
  if (saved.kind !== "meme" && draft.kind !== "meme") {
    const captions: Extract<TEditOperation, { op: "captions" }> = { op: "captions" };
    if (draft.style !== saved.style) captions.style = draft.style;
    if (draft.font !== saved.font) captions.font = draft.font;
    if (captions.style || captions.font) ops.push(captions);
  }
  return ops;
}

export function InputPanel({
  value,
  onChange,
  disabled,
}: {
  value: TEditableInput;
  onChange: (next: TEditableInput) => void;
  disabled: boolean;
}) {
  if (value.kind === "meme") return <MemePanel value={value} onChange={onChange} disabled={disabled} />;
  if (value.kind === "clips" && !value.captioned) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-200">
        These clips have no captions to restyle: no speech was heard in your video (or no speech recogniser is
        set up). To cut them differently, make new clips in the{" "}
        <Link
          to="/dashboard/clip-generator"
          className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
        >
          clip generator
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {value.kind === "subtitles" && <CuesPanel value={value} onChange={onChange} disabled={disabled} />}
      <CaptionsPanel value={value} onChange={onChange} disabled={disabled} />
    </div>
  );
}

function MemePanel({
  value,
  onChange,
  disabled,
}: {
  value: MemeDraft;
  onChange: (next: MemeDraft) => void;
  disabled: boolean;
}) {
  const template = MEME_TEMPLATES.find((t) => t.id === value.template) ?? MEME_TEMPLATES[0];
  const fieldOf = (name: "topText" | "bottomText") => template?.fields.find((f) => f.name === name);
  const label = (name: "topText" | "bottomText") => (name === "topText" ? "Top text" : "Bottom text");
  return (
    <fieldset className="space-y-4" disabled={disabled} aria-label="Meme">
      <Select
        label="Template"
        value={value.template}
        onChange={(e) => onChange({ ...value, template: e.currentTarget.value as MemeTemplateId })}
        hint={template?.description}
      >
        {MEME_TEMPLATES.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </Select>
      {(["topText", "bottomText"] as const).map((name) => (
        <Input
          key={name}
          label={label(name)}
          // What the field is in this template ("The situation"), when the label does not say it already.
          hint={
            fieldOf(name)?.label && fieldOf(name)?.label !== label(name)
              ? `In this template: ${fieldOf(name)?.label}`
              : undefined
          }
          maxLength={fieldOf(name)?.maxLength}
          placeholder={fieldOf(name)?.placeholder}
          value={value[name]}
          onChange={(e) => onChange({ ...value, [name]: e.currentTarget.value })}
        />
      ))}
      <div className="space-y-2">
        <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="meme-picture">
          Picture:{" "}
          <strong>
            {value.media ? `your upload ${value.mediaName ?? ""}`.trim() : "an illustration of the words"}
          </strong>
        </p>
        <div className="flex flex-wrap items-start gap-2">
          <UploadChooser
            kind={["image", "video"]}
            label="Another picture"
            choose="Choose a photo or clip"
            description="The photo or clip the meme's words go over."
            multiple={false}
            value={[]}
            disabled={disabled}
            onChange={(uploads) => {
              const chosen = uploads[0];
              if (chosen) onChange({ ...value, media: chosen.id, mediaName: chosen.name });
            }}
          />
          {value.media && (
            <Button
              variant="outline"
              size="box"
              onClick={() => onChange({ ...value, media: null, mediaName: null })}
            >
              Use an illustration instead
            </Button>
          )}
        </div>
      </div>
    </fieldset>
  );
}

const round = (n: number) => Math.round(n * 100) / 100;

function CuesPanel({
  value,
  onChange,
  disabled,
}: {
  value: SubtitlesDraft;
  onChange: (next: SubtitlesDraft) => void;
  disabled: boolean;
}) {
  const set = (index: number, cue: Partial<TSubtitleCue>) =>
    onChange({ ...value, cues: value.cues.map((c, i) => (i === index ? { ...c, ...cue } : c)) });
  const last = value.cues.at(-1);
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-100">
        Captions ({value.cues.length})
      </legend>
      <ol className="space-y-3">
        {value.cues.map((cue, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: cues are edited in place; the position is the cue
            key={i}
            data-testid="editor-cue"
            // On a phone the times share a row and the words get the next one with Delete (in the
            // order of the fields), and a line under each cue but the last says where it ends; from sm
            // up one row: start, end, words, Delete.
            className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 border-slate-200 max-sm:pb-3 max-sm:not-last:border-b sm:grid-cols-[5.5rem_5.5rem_minmax(0,1fr)_auto] dark:border-slate-700"
          >
            <Input
              label={`Cue ${i + 1} start`}
              type="number"
              step="0.1"
              min={0}
              value={cue.start}
              onChange={(e) => set(i, { start: round(Number(e.currentTarget.value)) })}
            />
            <Input
              label={`Cue ${i + 1} end`}
              type="number"
              step="0.1"
              min={0}
              value={cue.end}
              onChange={(e) => set(i, { end: round(Number(e.currentTarget.value)) })}
            />
            <Input
              className="col-span-2 sm:col-span-1"
              label={`Cue ${i + 1} text`}
              value={cue.text}
              onChange={(e) => set(i, { text: e.currentTarget.value })}
            />
            <Button
              variant="outline"
              size="box"
              aria-label={`Delete cue ${i + 1}`}
              disabled={value.cues.length < 2}
              onClick={() => onChange({ ...value, cues: value.cues.filter((_, k) => k !== i) })}
            >
              Delete
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        size="box"
        onClick={() =>
          onChange({
            ...value,
            cues: [
              ...value.cues,
              { start: round(last?.end ?? 0), end: round((last?.end ?? 0) + 2), text: "New caption" },
            ],
          })
        }
      >
        Add a cue
      </Button>
    </fieldset>
  );
}

function CaptionsPanel({
  value,
  onChange,
  disabled,
}: {
  value: SubtitlesDraft | ClipsDraft;
  onChange: (next: SubtitlesDraft | ClipsDraft) => void;
  disabled: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        label="Caption style"
        value={value.style}
        disabled={disabled}
        onChange={(e) => onChange({ ...value, style: e.currentTarget.value as CaptionStyleId })}
      >
        <Options values={CAPTION_STYLE_IDS} labelFor={(id) => CAPTION_STYLES[id]} />
      </Select>
      <Select
        label="Font"
        value={value.font}
        disabled={disabled}
        onChange={(e) => onChange({ ...value, font: e.currentTarget.value as CaptionFontId })}
      >
        <Options values={CAPTION_FONT_IDS} labelFor={(id) => CAPTION_FONTS[id]} />
      </Select>
    </div>
  );
}

/** The clips of a set of clips, each playable (the editor's "current version" of a clips video). */
export function ClipPlayers({ generation }: { generation: TGeneration }) {
  const clips = generation.result?.clips ?? [];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {clips.map((clip, i) => (
        <li key={clip.videoUrl} data-testid="editor-clip">
          {/* biome-ignore lint/a11y/useMediaCaption: the captions are burnt in */}
          <video
            src={clip.videoUrl}
            poster={clip.thumbnailUrl}
            controls
            preload="metadata"
            aria-label={`Clip ${i + 1}`}
            className="max-h-96 w-full rounded-xl bg-black"
          />
        </li>
      ))}
    </ul>
  );
}
