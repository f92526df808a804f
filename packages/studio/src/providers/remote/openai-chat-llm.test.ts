import { afterEach, describe, expect, it } from "vitest";
import { ProviderError } from "../types.ts";
import { createOpenAiChatLlm } from "./openai-chat-llm.ts";
import {
  type LocalService,
  type RecordedRequest,
  sendJson,
  sequence,
  startLocalService,
} from "./test-support/local-service.ts";
import { chatCompletion } from "./test-support/openai-chat.ts";

const retry = { retries: 2, baseDelayMs: 10, maxDelayMs: 20, timeoutMs: 2_000 };
let service: LocalService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

/** A chat.completion object as OpenAI (and compatible servers) return it. */
const completion = (content: string | null) => chatCompletion({ content }, { usage: true });

const goodScript = {
  title: "Morning focus",
  hook: "You waste your best hour every morning.",
  beats: [
    { narration: "You waste your best hour every morning.", visual: "alarm clock", seconds: 5 },
    { narration: "Put the phone in another room.", visual: "phone on table", seconds: 6 },
    { narration: "Write one task on paper and start it.", visual: "writing notebook", seconds: 7 },
  ],
  callToAction: "Follow for one habit a day.",
};

interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: unknown;
  max_tokens?: number;
}
const bodyOf = (r: RecordedRequest) => JSON.parse(r.body.toString()) as ChatBody;

describe("createOpenAiChatLlm", () => {
  it("asks for a JSON script with the model, key and request details, and returns the validated Script", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 200, completion(JSON.stringify(goodScript))),
    );
    const llm = createOpenAiChatLlm({
      baseUrl: `${service.origin}/v1`,
      apiKey: "sk-test",
      model: "gpt-4o-mini",
      retry,
    });
    const script = await llm.writeScript({
      prompt: "a video about morning focus",
      platform: "TikTok",
      durationSeconds: 18,
      language: "Spanish",
      audience: ["Young"],
      gender: "Female",
    });
    const req = service.requests[0]!;
    expect(req.method).toBe("POST");
    expect(req.url.pathname).toBe("/v1/chat/completions");
    expect(req.headers.authorization).toBe("Bearer sk-test");
    const body = bodyOf(req);
    expect(body.model).toBe("gpt-4o-mini");
    expect(body.response_format).toEqual({ type: "json_object" });
    expect(body.messages[0]!.role).toBe("system");
    expect(body.messages[0]!.content).toContain("Spanish");
    expect(body.messages[1]!.content).toContain("a video about morning focus");
    expect(body.messages[1]!.content).toContain("TikTok");
    expect(body.messages[1]!.content).toContain("18 seconds");
    expect(script.title).toBe("Morning focus");
    expect(script.beats).toHaveLength(3);
    expect(script.beats[1]).toEqual({
      narration: "Put the phone in another room.",
      visual: "phone on table",
      seconds: 6,
    });
    expect(script.durationSeconds).toBe(18);
    expect(script.language).toBe("Spanish");
    expect(script.credit).toEqual({ provider: "openai-compatible", model: "gpt-4o-mini", builtin: false });
  });

  it("sends no Authorization header to a keyless local server and accepts fenced JSON", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 200, completion(`Here you go:\n\`\`\`json\n${JSON.stringify(goodScript)}\n\`\`\``)),
    );
    const llm = createOpenAiChatLlm({ baseUrl: `${service.origin}/v1`, model: "llama3.2", retry });
    const script = await llm.writeScript({ prompt: "focus" });
    expect(service.requests[0]!.headers.authorization).toBeUndefined();
    expect(script.callToAction).toBe("Follow for one habit a day.");
  });

  it("asks once more with the problem when the model returns the wrong shape", async () => {
    service = await startLocalService(
      sequence(
        (_r, res) => sendJson(res, 200, completion('{"title": "x", "beats": []}')),
        (_r, res) => sendJson(res, 200, completion(JSON.stringify(goodScript))),
      ),
    );
    const llm = createOpenAiChatLlm({ baseUrl: `${service.origin}/v1`, model: "m", retry });
    const script = await llm.writeScript({ prompt: "focus" });
    expect(script.beats).toHaveLength(3);
    expect(service.requests).toHaveLength(2);
    const second = bodyOf(service.requests[1]!);
    expect(second.messages).toHaveLength(4);
    expect(second.messages[2]).toEqual({ role: "assistant", content: '{"title": "x", "beats": []}' });
    expect(second.messages[3]!.content).toMatch(/hook/);
  });

  it("gives up with a readable ProviderError when the model twice returns no JSON", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 200, completion("Sure! Here is a lovely script.")),
    );
    const llm = createOpenAiChatLlm({ baseUrl: `${service.origin}/v1`, model: "m", retry });
    const err = await llm.writeScript({ prompt: "focus" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as Error).message).toMatch(
      /did not return a valid script after 2 tries: it contained no JSON object/,
    );
    expect(service.requests).toHaveLength(2);
  });

  it("falls back to a strict prompt when the server rejects response_format", async () => {
    service = await startLocalService((r, res) => {
      if (bodyOf(r).response_format) {
        return sendJson(res, 400, {
          error: {
            message: "Unrecognized request argument supplied: response_format",
            type: "invalid_request_error",
          },
        });
      }
      sendJson(res, 200, completion(JSON.stringify(goodScript)));
    });
    const llm = createOpenAiChatLlm({ baseUrl: `${service.origin}/v1`, model: "m", retry });
    await expect(llm.writeScript({ prompt: "focus" })).resolves.toMatchObject({ title: "Morning focus" });
    await llm.writeScript({ prompt: "again" });
    // The server is asked with response_format only once.
    expect(service.requests.map((r) => "response_format" in bodyOf(r))).toEqual([true, false, false]);
  });

  it("adapts to reasoning models that refuse temperature and max_tokens", async () => {
    service = await startLocalService((r, res) => {
      const body = bodyOf(r) as ChatBody & { temperature?: number };
      if ("temperature" in body) {
        return sendJson(res, 400, {
          error: {
            message: "Unsupported value: 'temperature' does not support 0.7 with this model.",
            param: "temperature",
          },
        });
      }
      if ("max_tokens" in body) {
        return sendJson(res, 400, {
          error: { message: "Unsupported parameter: 'max_tokens'. Use 'max_completion_tokens' instead." },
        });
      }
      sendJson(res, 200, completion("fine"));
    });
    const llm = createOpenAiChatLlm({
      baseUrl: `${service.origin}/v1`,
      apiKey: "k",
      model: "o3-mini",
      retry,
    });
    await expect(llm.complete("hi", { maxTokens: 50 })).resolves.toMatchObject({ text: "fine" });
    const last = JSON.parse(service.requests.at(-1)!.body.toString());
    expect(last.max_completion_tokens).toBe(50);
    expect(last.temperature).toBeUndefined();
    expect(service.requests).toHaveLength(3);
  });

  it("names the language in full when given a code", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 200, completion(JSON.stringify(goodScript))),
    );
    const llm = createOpenAiChatLlm({ baseUrl: `${service.origin}/v1`, model: "m", retry });
    const script = await llm.writeScript({ prompt: "x", language: "hi" });
    expect(script.language).toBe("Hindi");
    expect(bodyOf(service.requests[0]!).messages[0]!.content).toContain("Hindi");
  });

  it("completes free text with the system prompt and token limit", async () => {
    service = await startLocalService((_r, res) => sendJson(res, 200, completion("A crisp paragraph.")));
    const llm = createOpenAiChatLlm({ baseUrl: `${service.origin}/v1`, apiKey: "k", model: "m", retry });
    const out = await llm.complete("Rewrite this", { system: "Be brief", maxTokens: 200 });
    expect(out.text).toBe("A crisp paragraph.");
    const body = bodyOf(service.requests[0]!);
    expect(body.messages).toEqual([
      { role: "system", content: "Be brief" },
      { role: "user", content: "Rewrite this" },
    ]);
    expect(body.max_tokens).toBe(200);
    expect(body.response_format).toBeUndefined();
  });

  it("fails at once on 401 naming the env var", async () => {
    service = await startLocalService((_r, res) =>
      sendJson(res, 401, {
        error: { message: "Incorrect API key provided: sk-bad", code: "invalid_api_key" },
      }),
    );
    const llm = createOpenAiChatLlm({
      baseUrl: `${service.origin}/v1`,
      apiKey: "sk-bad",
      model: "m",
      keyEnv: "LLM_API_KEY",
      retry,
    });
    const err = (await llm.complete("hi").catch((e: unknown) => e)) as ProviderError;
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.status).toBe(401);
    expect(err.message).toContain("LLM_API_KEY");
    expect(service.requests).toHaveLength(1);
  });

  it("retries 429 (Retry-After 0) and 500, then succeeds", async () => {
    service = await startLocalService(
      sequence(
        (_r, res) => sendJson(res, 429, { error: { message: "Rate limit reached" } }, { "retry-after": "0" }),
        (_r, res) => sendJson(res, 500, { error: { message: "The server had an error" } }),
        (_r, res) => sendJson(res, 200, completion("ok")),
      ),
    );
    const llm = createOpenAiChatLlm({ baseUrl: `${service.origin}/v1`, model: "m", retry });
    await expect(llm.complete("hi")).resolves.toMatchObject({ text: "ok" });
    expect(service.requests).toHaveLength(3);
  });

  it("treats a body without choices as malformed, retries, then reports it", async () => {
    service = await startLocalService((_r, res) => sendJson(res, 200, { object: "error" }));
    const llm = createOpenAiChatLlm({ baseUrl: `${service.origin}/v1`, model: "m", retry });
    await expect(llm.complete("hi")).rejects.toThrow(/malformed response.*no choices/);
    expect(service.requests).toHaveLength(3);
  });

  it("times out a silent server and reports it", async () => {
    service = await startLocalService(() => {});
    const llm = createOpenAiChatLlm({
      baseUrl: `${service.origin}/v1`,
      model: "m",
      retry: { ...retry, retries: 1, timeoutMs: 150 },
    });
    await expect(llm.complete("hi")).rejects.toThrow(/did not answer .* within 150 ms/);
    expect(service.requests).toHaveLength(2);
  });
});
