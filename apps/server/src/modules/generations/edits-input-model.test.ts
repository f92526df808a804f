import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { TEditableInput, TEditCreated, TEditPreview, TVersionList } from "@reelforge/contract";
import { chatCompletion } from "@reelforge/studio/test-support/openai-chat";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createGeneratorFixture,
  ffmpeg,
  type GeneratorFixture,
  generate,
  uploadFile,
  waitForGeneration,
} from "../../../test/harness.ts";
import { configureGenerations } from "./generations-runtime.ts";

// Issue 12: with a language model configured (LLM_BASE_URL), the magic edit of a meme and of a subtitled
// video (kinds edited by their input, decision record 25) is mapped by function calling, offered only the
// kind's operations, and the new version is rendered by the kind's own pipeline. The model is a local
// server answering as an OpenAI-compatible chat API; without it, or when it fails, the offline parser maps.

let fx: GeneratorFixture;
let llm: Server;
let llmEnv: Record<string, string>;
let memeId = "";
let subsId = "";

type Seen = { system: string; command: string; tools: { function: { name: string; parameters: unknown } }[] };
const seen: Seen[] = [];
// What the model answers next: the functions it calls, or an HTTP status it fails with.
let answer: { calls: { name: string; args: unknown }[] } | { status: number } = { calls: [] };

const CUES = [
  { start: 0.2, end: 1.2, text: "FIRST WORDS HERE" },
  { start: 1.5, end: 2.5, text: "SECOND WORDS HERE" },
  { start: 2.8, end: 3.8, text: "THIRD WORDS HERE" },
];

const versions = async (id: string) =>
  ((await (await fx.alice.get(`/api/generations/${id}/versions`)).json()) as TVersionList).items;
const editable = async (id: string) =>
  (await (await fx.alice.get(`/api/generations/${id}/editable`)).json()) as TEditableInput;
// The names of the operations edit_video offered the model.
const offered = (s: Seen | undefined) => {
  const parameters = s?.tools[0]?.function.parameters as { properties: { operations: { items: unknown } } };
  const items = parameters.properties.operations.items as { oneOf?: unknown[] };
  return ((items.oneOf ?? [items]) as { properties: { op: { const: string } } }[])
    .map((o) => o.properties.op.const)
    .sort();
};

beforeAll(async () => {
  fx = await createGeneratorFixture({ prefix: "rf-edit-input-model-test-", roomy: true });
  llm = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    request.on("end", () => {
      const { messages, tools } = JSON.parse(body) as {
        messages: { content: string }[];
        tools: Seen["tools"];
      };
      seen.push({ system: messages[0]?.content ?? "", command: messages.at(-1)?.content ?? "", tools });
      if ("status" in answer) {
        response.writeHead(answer.status, { "content-type": "application/json" });
        response.end(
          JSON.stringify({ error: { message: "The server is overloaded", type: "server_error" } }),
        );
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(chatCompletion({ calls: answer.calls }, { model: "test-model" })));
    });
  });
  await new Promise<void>((resolve) => llm.listen(0, "127.0.0.1", resolve));
  llmEnv = {
    ...fx.generationEnv,
    LLM_BASE_URL: `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`,
    LLM_API_KEY: "test-key",
    LLM_MODEL: "test-model",
    PROVIDER_MAX_RETRIES: "0",
  };

  const blue = fx.file("blue.png");
  ffmpeg("-f", "lavfi", "-i", "color=c=blue:s=480x270", "-frames:v", "1", blue);
  const clip = fx.file("blue.mp4");
  ffmpeg(
    ...["-f", "lavfi", "-i", "color=c=blue:s=640x360:r=25:d=4", "-f", "lavfi", "-i", "sine=f=440:d=4"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", clip],
  );
  const meme = await generate(fx.alice, "meme", {
    template: "top-bottom",
    topText: "WHEN THE WEEKEND ENDS",
    bottomText: "TUESDAY AGAIN",
    media: (await uploadFile(fx.alice, blue)).id,
    platform: "Youtube",
  });
  memeId = meme.id;
  const subs = await generate(fx.alice, "subtitles", {
    video: (await uploadFile(fx.alice, clip)).id,
    language: "English",
    captions: "clean",
    font: "Montserrat",
    cues: CUES,
  });
  subsId = subs.id;
  configureGenerations(fx.server.deps, { env: llmEnv });
}, 180_000);

beforeEach(() => {
  seen.length = 0;
  configureGenerations(fx.server.deps, { env: llmEnv });
});

afterAll(async () => {
  await fx?.close();
  await new Promise<void>((resolve) => (llm ? llm.close(() => resolve()) : resolve()));
});

describe("a meme's magic edit with a language model", () => {
  it("free wording becomes the model's meme call: a new version, rendered, shows it", async () => {
    answer = {
      calls: [{ name: "edit_video", args: { operations: [{ op: "meme", bottomText: "Monday again" }] } }],
    };
    fx.server.clock.advance(1000);
    const response = await fx.alice.post(`/api/generations/${memeId}/edits`, {
      command: "swap the punchline for Monday again",
    });
    expect(response.status, await response.clone().text()).toBe(202);
    const created = (await response.json()) as TEditCreated;
    expect(created).toMatchObject({
      parentId: memeId,
      message: "Changed the bottom text to “Monday again”.",
      cost: { scenesToRender: 1, scenes: 3, units: 0 },
    });
    // The model was offered a meme's operation only, and shown the meme's words as they are.
    expect(seen).toHaveLength(1);
    expect(seen[0]?.command).toBe("swap the punchline for Monday again");
    expect(seen[0]?.tools.map((t) => t.function.name)).toEqual(["edit_video", "ask_user"]);
    expect(offered(seen[0])).toEqual(["meme"]);
    expect(seen[0]?.system).toContain('"bottomText":"TUESDAY AGAIN"');
    const done = await waitForGeneration(fx.alice, created.id);
    expect(done.status, done.error ?? "").toBe("succeeded");
    expect(done).toMatchObject({
      kind: "meme",
      parentId: memeId,
      title: "WHEN THE WEEKEND ENDS / Monday again",
    });
    expect(await editable(created.id)).toMatchObject({
      topText: "WHEN THE WEEKEND ENDS",
      bottomText: "Monday again",
    });

    // Without the model, the offline parser does not know those words: a question, nothing made.
    configureGenerations(fx.server.deps, { env: fx.generationEnv });
    const offline = await fx.alice.post(`/api/generations/${memeId}/edits/preview`, {
      command: "swap the punchline for Monday again",
    });
    expect(offline.status).toBe(422);
    expect(((await offline.json()) as { message: string }).message).toMatch(
      /for a meme\. Could you say it like/,
    );
    expect(seen).toHaveLength(1);
  }, 120_000);

  it("a storyboard's operation from the model, or its question, is a 422 and makes no version", async () => {
    const count = (await versions(memeId)).length;
    answer = { calls: [{ name: "edit_video", args: { operations: [{ op: "delete", scene: 2 }] } }] };
    const misfit = await fx.alice.post(`/api/generations/${memeId}/edits`, { command: "delete scene 2" });
    expect(misfit.status).toBe(422);
    expect(await misfit.json()).toMatchObject({
      code: "EDIT_QUESTION",
      message:
        'I could not turn "delete scene 2" into an edit of this meme. Could you say it another way, like "change the top text to Monday again"?',
    });
    answer = {
      calls: [{ name: "ask_user", args: { question: "Which line should change, the top or the bottom?" } }],
    };
    const asked = await fx.alice.post(`/api/generations/${memeId}/edits`, { command: "make it funnier" });
    expect(asked.status).toBe(422);
    expect(await asked.json()).toMatchObject({
      code: "EDIT_QUESTION",
      message: "Which line should change, the top or the bottom?",
    });
    expect(seen).toHaveLength(2);
    expect(await versions(memeId)).toHaveLength(count);
  });
});

describe("a subtitled video's magic edit with a language model", () => {
  it("one cue's new words, sent with every cue by the model: free, burned into a new version", async () => {
    const cues = CUES.map((c, k) => (k === 1 ? { ...c, text: "WARM CROISSANTS ALL DAY" } : c));
    answer = { calls: [{ name: "edit_video", args: { operations: [{ op: "cues", cues }] } }] };
    const preview = await fx.alice.post(`/api/generations/${subsId}/edits/preview`, {
      command: "the second caption should say warm croissants all day, in capitals",
    });
    expect(preview.status, await preview.clone().text()).toBe(200);
    const planned = (await preview.json()) as TEditPreview;
    expect(planned.operations).toEqual([{ op: "cues", cues }]);
    expect(planned.cost.message).toBe("Changes 1 of 3 captions: free.");
    expect(offered(seen[0])).toEqual(["captions", "cues"]);
    expect(seen[0]?.system).toContain('"text":"SECOND WORDS HERE"');

    fx.server.clock.advance(1000);
    const response = await fx.alice.post(`/api/generations/${subsId}/edits`, {
      command: "the second caption should say warm croissants all day, in capitals",
    });
    expect(response.status, await response.clone().text()).toBe(202);
    const created = (await response.json()) as TEditCreated;
    expect(created.message).toBe("Changed the captions (3 cues).");
    const done = await waitForGeneration(fx.alice, created.id);
    expect(done.status, done.error ?? "").toBe("succeeded");
    expect(done.result?.cues).toEqual(cues);
    const srt = await (await fx.alice.get(done.result?.srtUrl as string)).text();
    expect(srt).toContain("WARM CROISSANTS ALL DAY");
    expect(srt).not.toContain("SECOND WORDS HERE");
  }, 120_000);

  it("a meme's operation from the model is refused; a model that fails leaves the offline parser to map", async () => {
    const count = (await versions(subsId)).length;
    answer = { calls: [{ name: "edit_video", args: { operations: [{ op: "meme", topText: "hi" }] } }] };
    const misfit = await fx.alice.post(`/api/generations/${subsId}/edits`, { command: "put hi on top" });
    expect(misfit.status).toBe(422);
    expect(((await misfit.json()) as { message: string }).message).toMatch(
      /^I could not turn "put hi on top" into an edit of this subtitled video\./,
    );
    expect(await versions(subsId)).toHaveLength(count);

    // A model answering 503: the command is mapped offline, as for storyboard videos.
    answer = { status: 503 };
    const mapped = await fx.alice.post(`/api/generations/${subsId}/edits/preview`, {
      command: "make the captions karaoke",
    });
    expect(mapped.status, await mapped.clone().text()).toBe(200);
    expect(((await mapped.json()) as TEditPreview).operations).toEqual([
      { op: "captions", style: "karaoke" },
    ]);
    expect(seen.map((s) => s.command)).toEqual(["put hi on top", "make the captions karaoke"]);
  });
});
