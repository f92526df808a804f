import { afterEach, describe, expect, it } from "vitest";
import { createOpenAiChatLlm } from "../providers/remote/openai-chat-llm.ts";
import {
  type LocalService,
  type RecordedRequest,
  sendJson,
  startLocalService,
} from "../providers/remote/test-support/local-service.ts";
import { applyEdit, EditRefused } from "./edit.ts";
import { commandWithModel, commandWithModelIn } from "./magic-edit-model.ts";
import { questionIn } from "./magic-edit-questions.ts";
import { parseStoryboard, type Storyboard } from "./schema.ts";

// Issue 12: with a language model configured, the magic-edit box maps free wording onto the editor's
// operations by function calling, against a local server answering as an OpenAI-compatible chat API.

let service: LocalService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

const retry = { retries: 0, baseDelayMs: 10, maxDelayMs: 20, timeoutMs: 2_000 };

function board(): Storyboard {
  return parseStoryboard({
    version: 1,
    title: "Coffee",
    format: { platform: "tiktok", aspect: "9:16", width: 270, height: 480, fps: 30 },
    scenes: [1, 2, 3].map((k) => ({
      id: `s00${k}`,
      narration: `Scene ${k} is about coffee.`,
      visual: { kind: "designer", prompt: `Scene ${k} is about coffee.` },
    })),
    voice: { language: "en", gender: "male", speed: 1 },
    captions: {},
  });
}

/** A chat.completion whose message calls functions, as OpenAI returns it. */
function toolCalls(calls: { name: string; args: unknown }[]) {
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "gpt-4o-mini",
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: null,
          refusal: null,
          tool_calls: calls.map((c, k) => ({
            id: `call_${k}`,
            type: "function",
            function: { name: c.name, arguments: JSON.stringify(c.args) },
          })),
        },
        finish_reason: "tool_calls",
      },
    ],
  };
}

async function llmAnswering(calls: { name: string; args: unknown }[], seen: RecordedRequest[] = []) {
  service = await startLocalService((req, res) => {
    seen.push(req);
    sendJson(res, 200, toolCalls(calls));
  });
  return createOpenAiChatLlm({ baseUrl: `${service.origin}/v1`, model: "gpt-4o-mini", retry });
}

describe("magic edit with a language model", () => {
  it("sends the tools and the storyboard, and applies the operations the model called", async () => {
    const seen: RecordedRequest[] = [];
    const llm = await llmAnswering(
      [
        {
          name: "edit_video",
          args: {
            operations: [
              { op: "visual", scene: 3, query: "a steaming latte" },
              { op: "voice", accent: "British" },
            ],
          },
        },
      ],
      seen,
    );
    const sb = board();
    const operations = await commandWithModel("swap the last picture for a latte, posh voice", sb, llm);
    expect(operations).toEqual([
      { op: "visual", scene: 3, query: "a steaming latte" },
      { op: "voice", accent: "British" },
    ]);
    expect(applyEdit(sb, operations).storyboard.scenes[2]?.visual).toEqual({
      kind: "designer",
      prompt: "a steaming latte",
      illustrations: ["fluent-emoji-flat:hot-beverage"],
    });
    const body = JSON.parse(seen[0]!.body.toString()) as {
      tools: { function: { name: string; parameters: { properties: Record<string, unknown> } } }[];
      tool_choice: string;
      messages: { role: string; content: string }[];
    };
    expect(body.tool_choice).toBe("required");
    expect(body.tools.map((t) => t.function.name)).toEqual(["edit_video", "ask_user"]);
    expect(JSON.stringify(body.tools[0]?.function.parameters)).toContain("karaoke");
    // A storyboard video is offered its own operations, not a meme's words or a subtitled video's cues.
    const offered = JSON.stringify(body.tools[0]?.function.parameters);
    for (const op of ["narration", "visual", "translate", "format"]) expect(offered).toContain(`"${op}"`);
    expect(offered).not.toContain('"meme"');
    expect(offered).not.toContain('"cues"');
    expect(body.messages[1]).toEqual({
      role: "user",
      content: "swap the last picture for a latte, posh voice",
    });
    expect(body.messages[0]?.content).toContain("Scene 2 is about coffee.");
  });

  it("a question from the model is asked back, and nothing changes", async () => {
    const llm = await llmAnswering([{ name: "ask_user", args: { question: "Which scene should go?" } }]);
    await expect(commandWithModel("remove that one", board(), llm)).rejects.toThrow(
      new EditRefused("Which scene should go?"),
    );
  });

  it("an operation the editor does not have, or another function, is refused", async () => {
    const invented = await llmAnswering([
      { name: "edit_video", args: { operations: [{ op: "explode", scene: 1 }] } },
    ]);
    await expect(commandWithModel("blow it up", board(), invented)).rejects.toBeInstanceOf(EditRefused);
    await service?.close();
    const other = await llmAnswering([{ name: "run_shell", args: { command: "rm -rf /" } }]);
    await expect(commandWithModel("clean up", board(), other)).rejects.toThrow(/could not turn/);
    await service?.close();
    const memeWords = await llmAnswering([
      { name: "edit_video", args: { operations: [{ op: "meme", topText: "Monday again" }] } },
    ]);
    await expect(commandWithModel("put Monday again on top", board(), memeWords)).rejects.toThrow(
      /could not turn/,
    );
  });

  it("a command in a phrasebook's language: the model is told to ask in it, and the editor's questions come in it", async () => {
    const seen: RecordedRequest[] = [];
    const llm = await llmAnswering(
      [{ name: "edit_video", args: { operations: [{ op: "delete", scene: 9 }] } }],
      seen,
    );
    const sb = board();
    const mapped = await commandWithModelIn("borra la escena 9", sb, llm);
    expect(mapped).toEqual({ operations: [{ op: "delete", scene: 9 }], language: "es" });
    const system = (JSON.parse(seen[0]!.body.toString()) as { messages: { content: string }[] }).messages[0]!;
    expect(system.content).toContain(
      "The user's request is in Spanish: ask_user's question must be in Spanish.",
    );
    // The model's operation names a scene the video does not have: the editor asks, in Spanish.
    let refused: unknown;
    try {
      applyEdit(sb, mapped.operations);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(EditRefused);
    expect(questionIn(mapped.language, refused as EditRefused)).toBe(
      "No hay escena 9: este vídeo tiene 3 escenas. ¿Qué escena querías decir (de 1 a 3)?",
    );
  });

  it("an English command, or words no phrasebook knows, names no language: the model asks in the request's", async () => {
    const seen: RecordedRequest[] = [];
    const llm = await llmAnswering([{ name: "ask_user", args: { question: "Which scene?" } }], seen);
    for (const command of ["delete scene 9", "zap the boring bit"]) {
      await expect(commandWithModelIn(command, board(), llm)).rejects.toThrow(
        new EditRefused("Which scene?"),
      );
    }
    for (const request of seen) {
      const system = (JSON.parse(request.body.toString()) as { messages: { content: string }[] })
        .messages[0]!;
      expect(system.content).toContain("written in the language of the user's request");
      expect(system.content).not.toContain("The user's request is in");
    }
    expect(seen).toHaveLength(2);
  });
});
