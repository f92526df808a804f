// The magic-edit box with a language model (issue 12): the model maps free wording onto the editor's
// operations by function calling, and onto nothing else. Its calls are validated with the same zod
// schemas as the API's operations; a question it asks, or calls that do not validate, change nothing.

import { type TEditOperation, ZEditOperation } from "@reelforge/contract";
import { z } from "zod";
import { LANGUAGES } from "../languages.ts";
import type { CallOptions, LlmProvider, ToolSpec } from "../providers/types.ts";
import { EditRefused, editableView } from "./edit.ts";
import { commandLanguage } from "./magic-edit.ts";
import type { Storyboard } from "./schema.ts";

// The operations of a video made from a storyboard, the only kind this path edits: a meme's words and a
// subtitled video's cues belong to kinds without one (their edits use the offline parser), so the model
// is not offered them.
const OTHER_KINDS_OPERATIONS: readonly string[] = ["meme", "cues"];
const ZStoryboardOperation = z.discriminatedUnion(
  "op",
  ZEditOperation.options.filter((o) => !OTHER_KINDS_OPERATIONS.includes(o.shape.op.value)) as unknown as [
    (typeof ZEditOperation.options)[number],
    ...(typeof ZEditOperation.options)[number][],
  ],
);
const ZOperations = z.array(ZStoryboardOperation).min(1).max(100);

export const EDIT_TOOLS: ToolSpec[] = [
  {
    name: "edit_video",
    description:
      "Apply these operations to the video, in order. Scenes are numbered from 1; each operation sees the result of the ones before.",
    parameters: {
      type: "object",
      properties: { operations: z.toJSONSchema(ZOperations, { unrepresentable: "any", io: "input" }) },
      required: ["operations"],
    },
  },
  {
    name: "ask_user",
    description:
      "Ask the user one short question instead of editing, when the request is ambiguous or no operation can do it.",
    parameters: {
      type: "object",
      properties: { question: { type: "string" } },
      required: ["question"],
    },
  },
];

const SYSTEM = [
  "You edit short videos by calling functions. Map the user's request onto the edit_video operations only;",
  "never invent operations or fields. When the request is ambiguous, or needs something no operation does,",
  "call ask_user with one short question instead, written in the language of the user's request.",
].join(" ");

/** The prompt's line naming the language of the user's request, when a phrasebook recognised it. */
function languageLine(language: string | null): string {
  const name = language ? LANGUAGES.find((l) => l.code === language)?.name : undefined;
  return name ? ` The user's request is in ${name}: ask_user's question must be in ${name}.` : "";
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
  if (!llm.callTools) throw new Error(`${llm.id} has no function calling`);
  const language = commandLanguage(command, sb);
  const view = editableView("current", sb);
  const calls = await llm.callTools(
    `${SYSTEM}${languageLine(language)} The video's storyboard follows as JSON.\n${JSON.stringify({ ...view, scenes: view.scenes.map(({ number, narration, visual, durationSeconds }) => ({ number, narration, visual, durationSeconds })) })}`,
    command,
    EDIT_TOOLS,
    opts,
  );
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
      call.name === "edit_video"
        ? ZOperations.safeParse((args as { operations?: unknown })?.operations)
        : null;
    if (!parsed?.success) {
      throw new EditRefused(
        `I could not turn "${command.trim()}" into an edit. Could you say it another way, like "delete scene 2"?`,
      );
    }
    operations.push(...parsed.data);
  }
  return { operations, language };
}
