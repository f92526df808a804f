// The magic-edit box with a language model (issue 12): the model maps free wording onto the editor's
// operations by function calling, and onto nothing else. Its calls are validated with the same zod
// schemas as the API's operations; a question it asks, or calls that do not validate, change nothing.

import { type TEditOperation, ZEditOperation } from "@reelforge/contract";
import { z } from "zod";
import type { CallOptions, LlmProvider, ToolSpec } from "../providers/types.ts";
import { EditRefused, editableView } from "./edit.ts";
import type { Storyboard } from "./schema.ts";

const ZOperations = z.array(ZEditOperation).min(1).max(100);

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
  "call ask_user with one short question instead. The video's storyboard follows as JSON.",
].join(" ");

/** The operations the model chose for `command`; a question from it (or an unusable answer) throws EditRefused. */
export async function commandWithModel(
  command: string,
  sb: Storyboard,
  llm: Pick<LlmProvider, "id" | "callTools">,
  opts?: CallOptions,
): Promise<TEditOperation[]> {
  if (!llm.callTools) throw new Error(`${llm.id} has no function calling`);
  const view = editableView("current", sb);
  const calls = await llm.callTools(
    `${SYSTEM}\n${JSON.stringify({ ...view, scenes: view.scenes.map(({ number, narration, visual, durationSeconds }) => ({ number, narration, visual, durationSeconds })) })}`,
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
  return operations;
}
