// The magic-edit box with a language model (issue 12): the model maps free wording onto the editor's
// operations by function calling, and onto nothing else. Its calls are validated with the same zod
// schemas as the API's operations; a question it asks, or calls that do not validate, change nothing.
// A video made from a storyboard is offered the storyboard's operations; a meme, a subtitled video or a
// set of clips (edited by their input, decision record 25) only the operations of their kind.

import {
  INPUT_EDIT_OPERATIONS,
  MEME_TEMPLATES,
  type TEditableInput,
  type TEditOperation,
  type TEditOperationKind,
  type TInputEditKind,
  ZEditOperation,
} from "@reelforge/contract";
import { z } from "zod";
import { LANGUAGES } from "../languages.ts";
import type { CallOptions, LlmProvider, ToolSpec } from "../providers/types.ts";
import { EditRefused, editableView } from "./edit.ts";
import { commandLanguage } from "./magic-edit.ts";
import { phrasedCommand } from "./magic-edit-phrases.ts";
import type { Storyboard } from "./schema.ts";

type OperationSchema = (typeof ZEditOperation.options)[number];
/** The contract's schemas of the operations named, as one union to validate a model's calls with. */
function operationsOf(names: (op: TEditOperationKind) => boolean) {
  const options = ZEditOperation.options.filter((o) => names(o.shape.op.value));
  return z
    .array(z.discriminatedUnion("op", options as unknown as [OperationSchema, ...OperationSchema[]]))
    .min(1)
    .max(100);
}

/**
 * edit_video's parameters: `{ operations: [...] }` described by `schema`. Shared definitions (a cue's
 * schema has an id) are moved to the parameters' root, where their "#/$defs/..." references point.
 */
function editParameters(schema: z.ZodType): Record<string, unknown> {
  const {
    $schema: _,
    $defs,
    ...operations
  } = z.toJSONSchema(schema, { unrepresentable: "any", io: "input" });
  return {
    type: "object",
    properties: { operations },
    required: ["operations"],
    ...($defs ? { $defs } : {}),
  };
}

// The operations of a video made from a storyboard: a meme's words and a subtitled video's cues belong to
// the kinds edited by their input (inputEditTools), so the model is not offered them here.
const INPUT_ONLY_OPERATIONS: readonly TEditOperationKind[] = ["meme", "cues"];
const ZOperations = operationsOf((op) => !INPUT_ONLY_OPERATIONS.includes(op));

const ASK_USER: ToolSpec = {
  name: "ask_user",
  description:
    "Ask the user one short question instead of editing, when the request is ambiguous or no operation can do it.",
  parameters: {
    type: "object",
    properties: { question: { type: "string" } },
    required: ["question"],
  },
};

export const EDIT_TOOLS: ToolSpec[] = [
  {
    name: "edit_video",
    description:
      "Apply these operations to the video, in order. Scenes are numbered from 1; each operation sees the result of the ones before.",
    parameters: editParameters(ZOperations),
  },
  ASK_USER,
];

/** The system prompt's first sentences: what is edited, and the rule every kind shares. */
const systemFor = (what: string) =>
  [
    `You edit ${what} by calling functions. Map the user's request onto the edit_video operations only;`,
    "never invent operations or fields. When the request is ambiguous, or needs something no operation does,",
    "call ask_user with one short question instead, written in the language of the user's request.",
  ].join(" ");

/** The prompt's line naming the language of the user's request, when a phrasebook recognised it. */
function languageLine(language: string | null): string {
  const name = language ? LANGUAGES.find((l) => l.code === language)?.name : undefined;
  return name ? ` The user's request is in ${name}: ask_user's question must be in ${name}.` : "";
}

/**
 * The operations the model called for `command`, each validated by `schema` (the operations offered).
 * ask_user throws its question; another function, or operations that do not validate, throw `couldNot`.
 */
async function operationsCalled(
  llm: Pick<LlmProvider, "id" | "callTools">,
  system: string,
  command: string,
  tools: ToolSpec[],
  schema: ReturnType<typeof operationsOf>,
  couldNot: string,
  opts?: CallOptions,
): Promise<TEditOperation[]> {
  if (!llm.callTools) throw new Error(`${llm.id} has no function calling`);
  const calls = await llm.callTools(system, command, tools, opts);
  const operations: TEditOperation[] = [];
  for (const call of calls) {
    let args: unknown;
    try {
      args = JSON.parse(call.arguments);
    } catch {
      args = undefined;
    }
    if (call.name === "ask_user") {
      const question = z.object({ question: z.string().trim().min(1).max(500) }).safeParse(args);
      throw new EditRefused(question.success ? question.data.question : "What would you like to change?");
    }
    const parsed =
      call.name === "edit_video" ? schema.safeParse((args as { operations?: unknown })?.operations) : null;
    if (!parsed?.success) throw new EditRefused(couldNot);
    operations.push(...parsed.data);
  }
  return operations;
}

/** The operations the model chose for `command`; a question from it (or an unusable answer) throws EditRefused. */
export async function commandWithModel(
  command: string,
  sb: Storyboard,
  llm: Pick<LlmProvider, "id" | "callTools">,
  opts?: CallOptions,
): Promise<TEditOperation[]> {
  return (await commandWithModelIn(command, sb, llm, opts)).operations;
}

/**
 * As commandWithModel, saying which phrasebook language the command is in (null: English or not
 * known), as parseCommandIn does offline: the model is asked to write its question in that language,
 * and the editor's own questions about the operations (questionIn) are asked in it.
 */
export async function commandWithModelIn(
  command: string,
  sb: Storyboard,
  llm: Pick<LlmProvider, "id" | "callTools">,
  opts?: CallOptions,
): Promise<{ operations: TEditOperation[]; language: string | null }> {
  const language = commandLanguage(command, sb);
  const view = editableView("current", sb);
  const operations = await operationsCalled(
    llm,
    `${systemFor("short videos")}${languageLine(language)} The video's storyboard follows as JSON.\n${JSON.stringify({ ...view, scenes: view.scenes.map(({ number, narration, visual, durationSeconds }) => ({ number, narration, visual, durationSeconds })) })}`,
    command,
    EDIT_TOOLS,
    ZOperations,
    `I could not turn "${command.trim()}" into an edit. Could you say it another way, like "delete scene 2"?`,
    opts,
  );
  return { operations, language };
}

// ---------------------------------------------------------------- memes, subtitled videos and clips

// What each kind is called, an example command for its refusal, and what its edit_video does.
const INPUT_KINDS: Record<TInputEditKind, { what: string; example: string; tool: string }> = {
  meme: {
    what: "a meme (one picture or clip with a top and a bottom text, laid out by a template)",
    example: '"change the top text to Monday again"',
    tool: [
      "Apply these operations to the meme, in order. A meme operation names only what changes: its template,",
      'topText or bottomText (null or "" removes that text; one of the two must stay), or media: null shows an',
      "illustration of the words instead of the picture (another picture is chosen from the user's uploads in",
      "the editor, not here).",
    ].join(" "),
  },
  subtitles: {
    what: "a subtitled video (the user's own video with captions burned in)",
    example: '"change the second caption to Hello" or "make the captions karaoke"',
    tool: [
      "Apply these operations to the subtitled video, in order. cues replaces every caption: send all of",
      "them in order, the changed ones and the others as they are, each with its start and end in seconds.",
      "captions changes the style or the font of every caption.",
    ].join(" "),
  },
  clips: {
    what: "a set of short clips cut from the user's video, with captions of what is said",
    example: '"make the captions karaoke"',
    tool: "Apply these operations to the clips: captions changes the style or the font of every clip's captions.",
  },
};

/**
 * The operations a kind's model is offered, from the contract's schemas. Captions offer their style and
 * font only: a subtitled video's or clips' captions take their place and size from the style.
 */
function offeredSchema(kind: TInputEditKind): z.ZodType {
  const options = ZEditOperation.options
    .filter((o) => INPUT_EDIT_OPERATIONS[kind].includes(o.shape.op.value))
    .map((o) => {
      if (o.shape.op.value !== "captions") return o;
      const { op, style, font } = (o as z.ZodObject<z.ZodRawShape>).shape;
      return z.object({ op, style, font } as z.ZodRawShape);
    });
  const item =
    options.length === 1
      ? options[0]!
      : z.discriminatedUnion("op", options as unknown as [OperationSchema, ...OperationSchema[]]);
  return z.array(item).min(1).max(100);
}

/** The tools a meme, a subtitled video or a set of clips offers the model: its own operations and ask_user. */
export function inputEditTools(kind: TInputEditKind): ToolSpec[] {
  return [
    {
      name: "edit_video",
      description: INPUT_KINDS[kind].tool,
      parameters: editParameters(offeredSchema(kind)),
    },
    ASK_USER,
  ];
}

/** What the model is told of the version as it is now: the kind's editable input, in words it can use. */
function inputContext(input: TEditableInput): unknown {
  if (input.kind === "meme") {
    return {
      template: input.template,
      templates: MEME_TEMPLATES.map(({ id, name, description }) => ({ id, name, description })),
      topText: input.topText,
      bottomText: input.bottomText,
      picture: input.media
        ? `the user's upload ${input.mediaName ?? ""}`.trim()
        : "an illustration of the words",
    };
  }
  if (input.kind === "subtitles") {
    return {
      cues: input.cues.map((c, k) => ({ number: k + 1, start: c.start, end: c.end, text: c.text })),
      style: input.style,
      font: input.font,
    };
  }
  return { clips: input.clips, captioned: input.captioned, style: input.style, font: input.font };
}

/**
 * The operations the model chose for `command` on a meme, a subtitled video or a set of clips (`input`:
 * what it can change, as it is now), and the phrasebook language the command is in (null: English or not
 * known). Only the kind's operations count (INPUT_EDIT_OPERATIONS), validated by the contract's schemas:
 * another, an invalid one, or another function is refused like an unmappable command; ask_user's question
 * is thrown as EditRefused. A meme's picture can become an illustration here, not another upload (the
 * model knows no upload ids but the current one).
 */
export async function inputCommandWithModelIn(
  command: string,
  input: TEditableInput,
  llm: Pick<LlmProvider, "id" | "callTools">,
  opts?: CallOptions,
): Promise<{ operations: TEditOperation[]; language: string | null }> {
  const kind = input.kind;
  const language = phrasedCommand(command)?.language ?? null;
  const couldNot = `I could not turn "${command.trim()}" into an edit of this ${kind === "meme" ? "meme" : kind === "clips" ? "set of clips" : "subtitled video"}. Could you say it another way, like ${INPUT_KINDS[kind].example}?`;
  const operations = await operationsCalled(
    llm,
    `${systemFor(INPUT_KINDS[kind].what)}${languageLine(language)} What can change, as it is now, follows as JSON.\n${JSON.stringify(inputContext(input))}`,
    command,
    inputEditTools(kind),
    operationsOf((op) => INPUT_EDIT_OPERATIONS[kind].includes(op)),
    couldNot,
    opts,
  );
  for (const op of operations) {
    if (op.op === "meme" && op.media && op.media !== (input.kind === "meme" ? input.media : null)) {
      throw new EditRefused(
        "Which picture should the meme show? Choose one of your uploads in the editor, or say “use an illustration”.",
      );
    }
  }
  return { operations, language };
}
