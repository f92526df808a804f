import { afterEach, describe, expect, it } from "vitest";
import { createBuiltinWriter } from "../providers/builtin/writer.ts";
import { createOpenAiChatLlm } from "../providers/remote/openai-chat-llm.ts";
import {
  type LocalService,
  type RecordedRequest,
  sendJson,
  startLocalService,
} from "../providers/remote/test-support/local-service.ts";
import { chatCompletion } from "../providers/remote/test-support/openai-chat.ts";
import { applyEditWith } from "./edit.ts";
import { parseStoryboard, type Storyboard } from "./schema.ts";
import { spreadOver, translateOperations } from "./translate.ts";

// Issue 12: "translate it to Spanish". With a model (a local server answering as an OpenAI-compatible
// chat API) each scene's narration is translated; offline the built-in writer writes the script again
// in Spanish from the video's request, keeping its facts, and the answer says which was done.

let service: LocalService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

const builtin = createBuiltinWriter();
const retry = { retries: 0, baseDelayMs: 10, maxDelayMs: 20, timeoutMs: 2_000 };

function board(): Storyboard {
  return parseStoryboard({
    version: 1,
    format: { platform: "tiktok", aspect: "9:16", width: 270, height: 480, fps: 30 },
    scenes: [
      { id: "intro", narration: "Summer sale", visual: { kind: "designer", prompt: "Summer sale" } },
      ...["Fresh bread at Rosa's Bakery.", "Sourdough costs $5.", "Open every Saturday."].map((n, k) => ({
        id: `s${k + 1}`,
        narration: n,
        visual: { kind: "designer", prompt: n },
      })),
    ],
    voice: { language: "English", gender: "female" },
    captions: {},
    meta: { prompt: "Rosa's Bakery in Lisbon: sourdough for $5, open every Saturday", durationSeconds: 15 },
  });
}

const answer = (text: string) => chatCompletion({ content: text });

describe("translate", () => {
  it("with a model: each scene's narration translated, the voice speaks Spanish", async () => {
    const seen: RecordedRequest[] = [];
    service = await startLocalService((req, res) => {
      seen.push(req);
      sendJson(
        res,
        200,
        answer(
          JSON.stringify([
            "Rebajas de verano",
            "Pan fresco en Rosa's Bakery.",
            "La masa madre cuesta $5.",
            "Abierto cada sábado.",
          ]),
        ),
      );
    });
    const llm = createOpenAiChatLlm({ baseUrl: `${service.origin}/v1`, model: "gpt-4o-mini", retry });
    const sb = board();
    const done = await applyEditWith(sb, [{ op: "translate", language: "Spanish" }], (s, language) =>
      translateOperations(s, language, { llm, builtin: { llm: builtin } }),
    );
    expect(done.storyboard.scenes.map((s) => s.narration)).toEqual([
      "Rebajas de verano",
      "Pan fresco en Rosa's Bakery.",
      "La masa madre cuesta $5.",
      "Abierto cada sábado.",
    ]);
    expect(done.storyboard.voice.language).toBe("Spanish");
    expect(done.message).toBe("Translated the narration to Spanish.");
    expect(seen[0]?.body.toString()).toContain("Sourdough costs $5.");
  });

  it("a model answering something else: the built-in writer rewrites instead (the user is told)", async () => {
    service = await startLocalService((_req, res) => sendJson(res, 200, answer("Lo siento")));
    const llm = createOpenAiChatLlm({ baseUrl: `${service.origin}/v1`, model: "gpt-4o-mini", retry });
    const errors: unknown[] = [];
    const done = await translateOperations(
      board(),
      "es",
      { llm, builtin: { llm: builtin } },
      {
        onModelError: (e) => errors.push(e),
      },
    );
    expect(errors).toHaveLength(1);
    expect(done.change).toMatch(/^rewrote the script in Spanish with the built-in writer/);
  });

  it("offline: the built-in writer's Spanish script from the request, its facts kept, the intro left as the user wrote it", async () => {
    const sb = board();
    const done = await applyEditWith(sb, [{ op: "translate", language: "Spanish" }], (s, language) =>
      translateOperations(s, language, { llm: builtin, builtin: { llm: builtin } }),
    );
    expect(done.message).toMatch(
      /^Rewrote the script in Spanish with the built-in writer from the video's request and its facts \(no language model/,
    );
    const scenes = done.storyboard.scenes;
    expect(scenes[0]).toMatchObject({ id: "intro", narration: "Summer sale" });
    const words = scenes
      .slice(1)
      .map((s) => s.narration)
      .join(" ");
    expect(words).not.toContain("Fresh bread");
    expect(words).toContain("Rosa's Bakery");
    expect(words).toMatch(/\$\s?5|5\s\$/u);
    expect(words).toMatch(/sábado/i);
    expect(done.storyboard.voice.language).toBe("Spanish");
    expect(scenes.length).toBeLessThanOrEqual(sb.scenes.length);
  });

  it("an unknown language is a question", async () => {
    await expect(
      translateOperations(board(), "Klingon", { llm: builtin, builtin: { llm: builtin } }),
    ).rejects.toThrow(/do not know the language "Klingon".*\?$/);
  });

  it("spreads more texts than scenes over the scenes in order", () => {
    expect(spreadOver(["a", "b", "c", "d", "e"], 2)).toEqual(["a b", "c d e"]);
    expect(spreadOver(["a"], 3)).toEqual(["a"]);
  });
});
