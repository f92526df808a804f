import type { TEditableInput } from "@reelforge/contract";
import { afterEach, describe, expect, it } from "vitest";
import { createOpenAiChatLlm } from "../providers/remote/openai-chat-llm.ts";
import {
  type LocalService,
  type RecordedRequest,
  sendJson,
  startLocalService,
} from "../providers/remote/test-support/local-service.ts";
import { chatCompletion, type FunctionCall } from "../providers/remote/test-support/openai-chat.ts";
import { applyEdit, EditRefused } from "./edit.ts";
import {
  commandWithModel,
  commandWithModelIn,
  inputCommandWithModelIn,
  inputEditTools,
} from "./magic-edit-model.ts";
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
const toolCalls = (calls: FunctionCall[]) => chatCompletion({ calls });

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

// Memes, subtitled videos and clips are edited by their input (decision record 25): the model is offered
// the operations of the edited kind only, with what can change as context.
describe("magic edit with a language model: a meme, a subtitled video, clips", () => {
  const meme: TEditableInput = {
    kind: "meme",
    template: "top-bottom",
    topText: "When the weekend ends",
    bottomText: "Tuesday again",
    media: "upl_cat",
    mediaName: "cat.jpg",
  };
  const CUES = [
    { start: 0.2, end: 1.2, text: "Welcome to the bakery" },
    { start: 1.5, end: 2.5, text: "Fresh bread every morning" },
    { start: 2.8, end: 3.8, text: "See you soon" },
  ];
  const subtitles: TEditableInput = { kind: "subtitles", cues: CUES, style: "clean", font: "montserrat" };
  const clips: TEditableInput = {
    kind: "clips",
    clips: 3,
    captioned: true,
    style: "bold-pop",
    font: "roboto",
  };

  type Body = {
    tools: { function: { name: string; description: string; parameters: Record<string, unknown> } }[];
    tool_choice: string;
    messages: { role: string; content: string }[];
  };
  const bodyOf = (request: RecordedRequest) => JSON.parse(request.body.toString()) as Body;
  // The operations edit_video offers, by name, with the fields each takes.
  function offered(body: Body): Record<string, string[]> {
    const parameters = body.tools[0]?.function.parameters as { properties: Record<string, unknown> };
    const operations = parameters.properties.operations as {
      items: { oneOf?: unknown[] } & Record<string, unknown>;
    };
    const items = (operations.items.oneOf ?? [operations.items]) as {
      properties: { op: { const: string } } & Record<string, unknown>;
    }[];
    return Object.fromEntries(items.map((i) => [i.properties.op.const, Object.keys(i.properties).sort()]));
  }

  it("each kind is offered its own operations, ask_user, and what it is now", async () => {
    const seen: RecordedRequest[] = [];
    const llm = await llmAnswering([{ name: "ask_user", args: { question: "Which text?" } }], seen);
    for (const input of [meme, subtitles, clips]) {
      await expect(inputCommandWithModelIn("change it", input, llm)).rejects.toThrow(
        new EditRefused("Which text?"),
      );
    }
    const [m, s, c] = seen.map(bodyOf);
    for (const body of [m, s, c]) {
      expect(body?.tool_choice).toBe("required");
      expect(body?.tools.map((t) => t.function.name)).toEqual(["edit_video", "ask_user"]);
      expect(body?.messages[1]).toEqual({ role: "user", content: "change it" });
    }
    // A meme: its words, template and picture; nothing of a storyboard or of captions.
    expect(offered(m!)).toEqual({ meme: ["bottomText", "media", "op", "template", "topText"] });
    expect(JSON.stringify(m?.tools[0]?.function.parameters)).toContain('"reaction-split"');
    expect(m?.messages[0]?.content).toContain("You edit a meme");
    expect(m?.messages[0]?.content).toContain('"bottomText":"Tuesday again"');
    expect(m?.messages[0]?.content).toContain("the user's upload cat.jpg");
    // Subtitles: every cue, and the captions' style and font (their place and size come with the style).
    expect(offered(s!)).toEqual({ captions: ["font", "op", "style"], cues: ["cues", "op"] });
    const sParams = s?.tools[0]?.function.parameters as { $defs?: Record<string, unknown> };
    // The cue's schema is referenced as "#/$defs/SubtitleCue": it is defined at the parameters' root.
    expect(JSON.stringify(sParams)).toContain('"$ref":"#/$defs/SubtitleCue"');
    expect(Object.keys(sParams.$defs ?? {})).toEqual(["SubtitleCue"]);
    expect(s?.messages[0]?.content).toContain(
      '{"number":2,"start":1.5,"end":2.5,"text":"Fresh bread every morning"}',
    );
    // Clips: the captions' style and font only.
    expect(offered(c!)).toEqual({ captions: ["font", "op", "style"] });
    expect(JSON.stringify(c?.tools[0]?.function.parameters)).toContain('"karaoke"');
    expect(c?.messages[0]?.content).toContain('"captioned":true');
    // The tools are the same as inputEditTools says (the server's documentation of what is offered).
    expect(m?.tools.map((t) => t.function)).toEqual(
      inputEditTools("meme").map(({ name, description, parameters }) => ({ name, description, parameters })),
    );
  });

  it("a meme: 'make the bottom line say Monday again' is the model's meme call", async () => {
    const llm = await llmAnswering([
      { name: "edit_video", args: { operations: [{ op: "meme", bottomText: "Monday again" }] } },
    ]);
    expect(await inputCommandWithModelIn("make the bottom line say Monday again", meme, llm)).toEqual({
      operations: [{ op: "meme", bottomText: "Monday again" }],
      language: null,
    });
  });

  it("a subtitled video: one cue's new words, sent with every cue", async () => {
    const cues = CUES.map((c, k) => (k === 1 ? { ...c, text: "Warm croissants all day" } : c));
    const llm = await llmAnswering([
      {
        name: "edit_video",
        args: {
          operations: [
            { op: "cues", cues },
            { op: "captions", style: "karaoke" },
          ],
        },
      },
    ]);
    expect(
      (
        await inputCommandWithModelIn(
          "second caption: warm croissants all day, karaoke style",
          subtitles,
          llm,
        )
      ).operations,
    ).toEqual([
      { op: "cues", cues },
      { op: "captions", style: "karaoke" },
    ]);
  });

  it("an operation of another kind, an invalid one or another function is refused; nothing is returned", async () => {
    const refusals: [TEditableInput, unknown][] = [
      // A storyboard's operation for a meme, a meme's words for subtitles, cues for clips.
      [meme, { operations: [{ op: "delete", scene: 2 }] }],
      [meme, { operations: [{ op: "captions", style: "karaoke" }] }],
      [subtitles, { operations: [{ op: "meme", topText: "Monday again" }] }],
      [clips, { operations: [{ op: "cues", cues: CUES }] }],
      // The contract's own checks: a text too long, a cue ending before it starts, an unknown style.
      [meme, { operations: [{ op: "meme", topText: "x".repeat(151) }] }],
      [subtitles, { operations: [{ op: "cues", cues: [{ start: 2, end: 1, text: "backwards" }] }] }],
      [clips, { operations: [{ op: "captions", style: "sparkly" }] }],
      [clips, { operations: [] }],
    ];
    for (const [input, args] of refusals) {
      await service?.close();
      const llm = await llmAnswering([{ name: "edit_video", args }]);
      const refused = inputCommandWithModelIn("delete scene 2", input, llm);
      await expect(refused).rejects.toBeInstanceOf(EditRefused);
      await expect(refused).rejects.toThrow(/^I could not turn "delete scene 2" into an edit of this /);
    }
    await service?.close();
    const shell = await llmAnswering([{ name: "run_shell", args: { command: "rm -rf /" } }]);
    await expect(inputCommandWithModelIn("clean up", meme, shell)).rejects.toThrow(
      'I could not turn "clean up" into an edit of this meme. Could you say it another way, like "change the top text to Monday again"?',
    );
    // A picture the model names that is not the meme's own: it knows no other upload, so it asks.
    await service?.close();
    const invented = await llmAnswering([
      { name: "edit_video", args: { operations: [{ op: "meme", media: "upl_dog" }] } },
    ]);
    await expect(inputCommandWithModelIn("use my dog photo", meme, invented)).rejects.toThrow(
      /^Which picture should the meme show\? Choose one of your uploads in the editor/,
    );
  });

  it("a command in a phrasebook's language: the model is told to ask in it; its question comes back as it is", async () => {
    const seen: RecordedRequest[] = [];
    const llm = await llmAnswering(
      [{ name: "ask_user", args: { question: "¿Qué subtítulo quieres cambiar?" } }],
      seen,
    );
    await expect(inputCommandWithModelIn("pon los subtítulos en karaoke", subtitles, llm)).rejects.toThrow(
      new EditRefused("¿Qué subtítulo quieres cambiar?"),
    );
    expect(bodyOf(seen[0]!).messages[0]?.content).toContain(
      "The user's request is in Spanish: ask_user's question must be in Spanish.",
    );
  });
});
