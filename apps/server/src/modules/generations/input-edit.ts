import {
  CAPTION_FONTS,
  CAPTION_STYLES,
  type CaptionFontId,
  type CaptionStyleId,
  ErrorCode,
  editCost,
  generatorOf,
  INPUT_EDIT_KINDS,
  INPUT_EDIT_OPERATIONS,
  idOf,
  MEME_TEMPLATES,
  type MemeTemplateId,
  type TClipsInput,
  type TEditableInput,
  type TEditCost,
  type TEditOperation,
  type TEditRequest,
  type TGenerationKind,
  type TMemeInput,
  type TSubtitleCue,
  type TSubtitlesInput,
} from "@reelforge/contract";
import { EditRefused, inputCommandWithModelIn } from "@reelforge/studio";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { checkUploadRefs } from "../uploads/upload-refs.ts";
import { findUpload } from "../uploads/upload-service.ts";
import type { GenerationRow, StoredResult } from "./generation-view.ts";
import { generationsFor } from "./generations-runtime.ts";

// Editing a video made without a storyboard (issue 12): a meme, a subtitled video, a set of clips. An
// edit changes the input the video was made with (a meme's texts, template and picture; the cues, caption
// style and font of subtitles; the caption style and font of clips) and the kind's own pipeline renders
// the new version from it, as a new generation with parentId (createVersion). Its operations are the
// contract's (`meme`, `cues`, `captions`); the others do not fit these kinds and are asked back (422).
// A magic-edit command is mapped by the language model when one is configured (offered only the kind's
// operations), otherwise by the small parser below.

export type InputEditKind = (typeof INPUT_EDIT_KINDS)[number];
export const isInputEditKind = (kind: string): kind is InputEditKind =>
  (INPUT_EDIT_KINDS as readonly string[]).includes(kind);

type AnyInput = TMemeInput | TSubtitlesInput | TClipsInput;

/** Whether this finished version has the video an edit starts from. */
function hasVideo(row: GenerationRow): boolean {
  const result = row.result as StoredResult | null;
  if (row.status !== "succeeded" || !result) return false;
  if (row.kind === "clips") return (result.clips?.length ?? 0) > 0;
  return Boolean(result.assets["video.mp4"]);
}

/** The version's input in today's shape (stored inputs are parsed again, as the worker does). */
export function inputOf(row: GenerationRow): AnyInput {
  if (!isInputEditKind(row.kind) || !hasVideo(row)) {
    throw new AppError(
      ErrorCode.CONFLICT,
      409,
      row.kind === "subtitles"
        ? "Only a finished subtitled video can be edited: burn the captions in first"
        : "Only a finished video can be edited",
    );
  }
  return generatorOf(row.kind as TGenerationKind).input.parse(row.input) as AnyInput;
}

const styleId = (style: string): CaptionStyleId =>
  (idOf(CAPTION_STYLES, style) as CaptionStyleId | undefined) ?? "clean";
const fontId = (font: string): CaptionFontId =>
  (idOf(CAPTION_FONTS, font) as CaptionFontId | undefined) ?? "montserrat";

/** The cues a subtitled version burned in: as the user edited them, or as they were heard. */
function cuesOf(row: GenerationRow, input: TSubtitlesInput): TSubtitleCue[] {
  return input.cues ?? (row.result as StoredResult | null)?.cues ?? [];
}

/** What an edit can change of this version, as it was made (GET /api/generations/:id/editable). */
export async function editableInput(deps: AppDeps, row: GenerationRow): Promise<TEditableInput> {
  const input = inputOf(row);
  if (row.kind === "meme") {
    const meme = input as TMemeInput;
    const media = meme.media ?? null;
    const upload = media ? await findUpload(deps, row.userId, media) : null;
    return {
      kind: "meme",
      template: meme.template,
      topText: meme.topText ?? "",
      bottomText: meme.bottomText ?? "",
      media,
      mediaName: upload?.name ?? null,
    };
  }
  if (row.kind === "subtitles") {
    const subs = input as TSubtitlesInput;
    return {
      kind: "subtitles",
      cues: cuesOf(row, subs),
      style: styleId(subs.captions),
      font: fontId(subs.font),
    };
  }
  const clips = input as TClipsInput;
  const result = row.result as StoredResult | null;
  return {
    kind: "clips",
    clips: result?.clips?.length ?? 0,
    // Captions are burned in when a recogniser heard the speech (it is credited for them).
    captioned: (result?.credits ?? []).some((c) => c.part === "captions"),
    style: styleId(clips.captions),
    font: fontId(clips.font),
  };
}

// ---------------------------------------------------------------- the magic-edit box for these kinds

const QUOTED = /^\s*["'“‘«]+|["'”’»]+\s*$/g;
const unquote = (s: string) => s.replace(QUOTED, "").trim();

function templateIn(text: string): MemeTemplateId | undefined {
  const t = text.toLowerCase();
  return MEME_TEMPLATES.find(
    (tpl) => t.includes(tpl.id) || t.includes(tpl.id.replace("-", " ")) || t.includes(tpl.name.toLowerCase()),
  )?.id;
}

function captionsIn(text: string): Extract<TEditOperation, { op: "captions" }> | null {
  const t = text.toLowerCase();
  let style: CaptionStyleId | undefined;
  for (const [id, label] of Object.entries(CAPTION_STYLES) as [CaptionStyleId, string][]) {
    const names = [id, id.replace("-", " "), label.toLowerCase().replace(/\s*\(.*\)$/, "")];
    if (names.some((n) => new RegExp(`\\b${n}\\b`).test(t))) style = id;
  }
  if (/\bword by word\b/.test(t)) style = "karaoke";
  let font: CaptionFontId | undefined;
  const fontWords = t.match(/\b(\w+)\s+font\b|\bfont\s+(?:to\s+)?(\w+)/);
  const named = fontWords?.[1] ?? fontWords?.[2];
  if (named) font = idOf(CAPTION_FONTS, named) as CaptionFontId | undefined;
  // "comic" alone is the style; "comic font" is the font.
  if (font === "comic" && style === "comic" && !/\bcomic\s+(style|captions?)\b/.test(t)) style = undefined;
  if (!style && !font) return null;
  return { op: "captions", ...(style ? { style } : {}), ...(font ? { font } : {}) };
}

const MEME_EXAMPLES = `"change the top text to Monday again", "remove the bottom text" or "use the top-bottom template"`;

/** A meme command's operation: its texts and template ("change the top text to ...", "remove the bottom text"). */
function memeCommand(command: string): TEditOperation[] {
  const raw = command.trim().replace(/[.!]\s*$/, "");
  const which = (word: string | undefined): "topText" | "bottomText" =>
    word && /^(bottom|lower|second|under|reaction)/i.test(word) ? "bottomText" : "topText";
  // "change the top text to X", "make the bottom line say X", "set the caption to: X", "top text: X"
  const set = raw.match(
    /^(?:(?:change|set|make|replace|switch|edit|update)\s+)?(?:the\s+)?(?:(top|upper|first|bottom|lower|second)\s+)?(text|caption|line|words?)\s*(?:(?:to|into|with)\s+(?:say\s+|read\s+)?|(?:say|says|read|reads)\s*:?\s+|:\s*|=\s*)(.+)$/is,
  );
  if (set?.[3] && unquote(set[3])) return [{ op: "meme", [which(set[1])]: unquote(set[3]) }];
  // "remove the bottom text", "no top text"
  const remove = raw.match(
    /^(?:remove|delete|drop|clear|no)\s+(?:the\s+)?(top|upper|first|bottom|lower|second)\s+(?:text|caption|line|words?)$/i,
  );
  if (remove) return [{ op: "meme", [which(remove[1])]: null }];
  if (/\btemplate\b|\blayout\b/i.test(raw)) {
    const template = templateIn(raw);
    if (template) return [{ op: "meme", template }];
    throw new EditRefused(
      `Which template should the meme use: ${MEME_TEMPLATES.map((t) => `${t.name} (${t.id})`).join(", ")}?`,
    );
  }
  if (/\b(illustration|drawing)\b/i.test(raw) && /\b(use|show|instead|remove|no)\b/i.test(raw)) {
    return [{ op: "meme", media: null }];
  }
  throw new EditRefused(
    `I did not understand "${command.trim()}" for a meme. Could you say it like ${MEME_EXAMPLES}?`,
  );
}

function captionsCommand(kind: "subtitles" | "clips", command: string): TEditOperation[] {
  const op = captionsIn(command);
  if (op) return [op];
  const style = Object.keys(CAPTION_STYLES).join(", ");
  const fonts = Object.values(CAPTION_FONTS).join(", ");
  throw new EditRefused(
    kind === "subtitles"
      ? `I did not understand "${command.trim()}" for subtitles. Say it like "make the captions karaoke" or "use the Roboto font" (styles: ${style}; fonts: ${fonts}), or change the captions' words and times in the editor.`
      : `I did not understand "${command.trim()}" for clips. Say it like "make the captions karaoke" or "use the Roboto font" (styles: ${style}; fonts: ${fonts}).`,
  );
}

/** A magic-edit command for a meme, subtitles or clips -> its operations (EditRefused: a question). */
export function parseInputCommand(kind: InputEditKind, command: string): TEditOperation[] {
  return kind === "meme" ? memeCommand(command) : captionsCommand(kind, command);
}

/**
 * A magic-edit command's operations, as the storyboard kinds map theirs (edit-service's
 * commandOperations): with a language model configured (LLM_BASE_URL) by function calling, offered only
 * the kind's operations and shown what can change now (`editable`); without one, or when it cannot be
 * reached, by the small parser above. A question from the model, or calls that do not fit the kind, are
 * EditRefused (a 422) and never fall back.
 */
async function inputCommandOperations(
  deps: AppDeps,
  editable: TEditableInput,
  command: string,
): Promise<TEditOperation[]> {
  const { llm } = generationsFor(deps).providers;
  if (llm.callTools) {
    try {
      return (await inputCommandWithModelIn(command, editable, llm)).operations;
    } catch (error) {
      if (error instanceof EditRefused) throw error;
      deps.logger.warn(
        { err: error, kind: editable.kind },
        "edits: the language model failed; the offline parser maps the command",
      );
    }
  }
  return parseInputCommand(editable.kind, command);
}

// ---------------------------------------------------------------- applying the operations

const WHAT: Record<InputEditKind, string> = {
  meme: "A meme has no scenes, voice or music to change: its template, top and bottom text and its picture can. What would you like to change?",
  subtitles:
    "A subtitled video keeps its own pictures and sound: its captions' words and times, style and font can change. What would you like to change?",
  clips:
    "Clips keep the pictures and sound of your video: their captions' style and font can change. What would you like to change?",
};
const FITS = INPUT_EDIT_OPERATIONS;

const quoted = (text: string | null | undefined) => (text ? `“${text}”` : "nothing");
const sameCue = (a: TSubtitleCue | undefined, b: TSubtitleCue | undefined) =>
  !!a && !!b && a.start === b.start && a.end === b.end && a.text === b.text;

export type PlannedInputEdit = {
  row: GenerationRow;
  before: TEditableInput;
  after: TEditableInput;
  /** The input the new version is rendered from (the kind's input schema's shape). */
  input: Record<string, unknown>;
  operations: TEditOperation[];
  message: string;
  cost: TEditCost;
};

/** What an edit of a meme, subtitles or clips would change and cost; one that cannot apply is a question. */
export async function planInputEdit(
  deps: AppDeps,
  row: GenerationRow,
  request: TEditRequest,
): Promise<PlannedInputEdit> {
  const kind = row.kind as InputEditKind;
  const input = inputOf(row);
  const before = await editableInput(deps, row);
  try {
    const uncaptioned = () => {
      const why = ((row.result as StoredResult | null)?.notes ?? []).find((n) => n.startsWith("No captions"));
      return new EditRefused(
        `These clips have no captions to restyle${why ? ` (${why.replace(/^No captions: /, "").replace(/\.$/, "")})` : ""}. Would you like to make new clips instead?`,
      );
    };
    // Clips without captions take no command at all: said before asking a model about one.
    if (request.command !== undefined && before.kind === "clips" && !before.captioned) throw uncaptioned();
    const operations =
      request.command !== undefined
        ? await inputCommandOperations(deps, before, request.command)
        : (request.operations ?? []);
    const misfit = operations.find((op) => !FITS[kind].includes(op.op));
    if (misfit) throw new EditRefused(`“${misfit.op}” does not fit this video. ${WHAT[kind]}`);
    if (before.kind === "clips" && !before.captioned) throw uncaptioned();
    for (const op of operations) {
      if (op.op === "captions" && (op.enabled !== undefined || op.position || op.size)) {
        throw new EditRefused(
          `${kind === "clips" ? "Clips'" : "Subtitles'"} captions can change their style and font here (their place and size come with the style). Which style or font do you want?`,
        );
      }
    }
    const messages: string[] = [];
    let next: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    let cues = before.kind === "subtitles" ? before.cues : [];
    for (const op of operations) {
      if (op.op === "meme") {
        if (op.template !== undefined) {
          next.template = op.template;
          messages.push(`Changed the template to ${MEME_TEMPLATES.find((t) => t.id === op.template)?.name}.`);
        }
        for (const field of ["topText", "bottomText"] as const) {
          if (op[field] === undefined) continue;
          const text = op[field]?.trim() || undefined;
          next[field] = text;
          const name = field === "topText" ? "top text" : "bottom text";
          messages.push(text ? `Changed the ${name} to ${quoted(text)}.` : `Removed the ${name}.`);
        }
        if (op.media !== undefined) {
          if (op.media) {
            await checkUploadRefs(deps, row.userId, [
              { field: "meme media", id: op.media, kinds: ["image", "video"] as const },
            ]);
            next.media = op.media;
            const upload = await findUpload(deps, row.userId, op.media);
            messages.push(`Changed the picture to your upload ${upload?.name ?? ""}.`.replace(" .", "."));
          } else {
            delete next.media;
            messages.push("Changed the picture to an illustration of the words.");
          }
        }
      } else if (op.op === "cues") {
        cues = op.cues.map((c) => ({ start: c.start, end: c.end, text: c.text }));
        messages.push(`Changed the captions (${cues.length} cue${cues.length === 1 ? "" : "s"}).`);
      } else if (op.op === "captions") {
        if (op.style) {
          next.captions = op.style;
          messages.push(`Made the captions ${CAPTION_STYLES[op.style].replace(/\s*\(.*\)$/, "")}.`);
        }
        if (op.font) {
          next.font = CAPTION_FONTS[op.font];
          messages.push(`Changed the captions' font to ${CAPTION_FONTS[op.font]}.`);
        }
      }
    }
    if (kind === "subtitles") {
      // Burned in from the cues as they are now: recognition and alignment are not run again.
      const { transcript: _t, ...rest } = next;
      next = { ...rest, cues, burn: true };
    }
    const parsed = generatorOf(kind).input.safeParse(next);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError(ErrorCode.VALIDATION, 400, `${kind}: ${issue?.message ?? "the edit is not valid"}`);
    }
    const after = await editableInput(deps, { ...row, input: parsed.data });
    const cost = costOf(kind, before, after);
    if (cost.scenesToRender === 0) {
      throw new EditRefused(
        `That is how the ${kind === "meme" ? "meme" : "video"} is already. ${WHAT[kind]}`,
      );
    }
    return {
      row,
      before,
      after,
      input: parsed.data as Record<string, unknown>,
      operations,
      message: messages.join(" "),
      cost,
    };
  } catch (error) {
    if (error instanceof EditRefused) throw new AppError("EDIT_QUESTION", 422, error.message);
    throw error;
  }
}

/**
 * The edit cost rule (the contract's editCost) counted in each kind's parts: a meme's three (top text,
 * bottom text, the picture with its template), a subtitled video's cues (a new style or font changes
 * every one), a set of clips' clips (a new style or font re-renders every one). Less than half changed
 * is free; otherwise one unit, as making it did.
 */
export function costOf(kind: InputEditKind, before: TEditableInput, after: TEditableInput): TEditCost {
  const feature = generatorOf(kind).feature;
  if (before.kind === "meme" && after.kind === "meme") {
    const changed = [
      before.topText !== after.topText,
      before.bottomText !== after.bottomText,
      before.template !== after.template || before.media !== after.media,
    ].filter(Boolean).length;
    return editCost(changed, 3, feature, "parts of the meme (top text, bottom text, picture)");
  }
  if (before.kind === "subtitles" && after.kind === "subtitles") {
    const count = after.cues.length;
    const restyled = before.style !== after.style || before.font !== after.font;
    let changed = 0;
    for (let i = 0; i < Math.max(count, before.cues.length); i++) {
      if (!sameCue(before.cues[i], after.cues[i])) changed++;
    }
    const all = Math.max(count, 1);
    return editCost(restyled ? all : Math.min(changed, all), all, feature, "captions");
  }
  if (before.kind === "clips" && after.kind === "clips") {
    const restyled = before.style !== after.style || before.font !== after.font;
    const all = Math.max(after.clips, 1);
    return editCost(restyled ? all : 0, all, feature, "clips");
  }
  throw new Error(`no cost rule for ${kind}`);
}
