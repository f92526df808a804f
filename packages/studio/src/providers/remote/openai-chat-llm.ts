// Any OpenAI-compatible chat completions API (OpenAI, Ollama, OpenRouter, vLLM, LM Studio...):
// POST {baseUrl}/chat/completions. Scripts are asked for as one JSON object (response_format
// json_object, falling back to a strict prompt on servers that reject it), validated with zod, and
// asked for once more with the validation error when the model gets the shape wrong.
import { z } from "zod";
import { resolveLanguage } from "../../languages.ts";
import { type HttpOptions, joinUrl, MalformedResponseError, readJson, requestWithRetry } from "../http.ts";
import type { CallOptions, LlmProvider, ProviderCredit, Script, ScriptRequest, ToolSpec } from "../types.ts";
import { ProviderError } from "../types.ts";

export interface OpenAiChatConfig extends HttpOptions {
  /** Including the version path, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  /** Optional: local servers (Ollama, LM Studio, vLLM) usually need none. */
  apiKey?: string;
  model: string;
  /** Env var named in auth errors. */
  keyEnv?: string;
}

const ZChatResponse = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          refusal: z.string().nullable().optional(),
          tool_calls: z
            .array(z.object({ function: z.object({ name: z.string(), arguments: z.string() }) }))
            .nullable()
            .optional(),
        }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

const ZBeat = z.object({
  narration: z.string().trim().min(1),
  visual: z.string().trim().min(1),
  seconds: z.coerce.number().positive().max(600),
});

/** The shape we ask the model for; snake_case keys are accepted because models drift into them. */
export const ZScriptJson = z.preprocess(
  (v) => {
    if (v && typeof v === "object" && !Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      return { ...o, callToAction: o.callToAction ?? o.call_to_action ?? o.cta };
    }
    return v;
  },
  z.object({
    title: z.string().trim().min(1),
    hook: z.string().trim().min(1),
    beats: z.array(ZBeat).min(1).max(80),
    callToAction: z.string().trim().min(1),
  }),
);

type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export function createOpenAiChatLlm(cfg: OpenAiChatConfig): LlmProvider {
  const id = providerIdFor(cfg.baseUrl);
  const credit: ProviderCredit = { provider: id, model: cfg.model, builtin: false };
  // Optional request fields this server has refused once (with a 400 naming them): some servers know
  // no response_format, reasoning models want max_completion_tokens and only the default temperature.
  const refused = new Set<"response_format" | "temperature" | "max_tokens">();

  async function chat(
    messages: ChatMessage[],
    extra: { json?: boolean; maxTokens?: number; temperature?: number; tools?: ToolSpec[] },
    opts?: CallOptions,
  ): Promise<string> {
    const body: Record<string, unknown> = { model: cfg.model, messages };
    if (extra.tools) {
      body.tools = extra.tools.map((t) => ({
        type: "function",
        function: { name: t.name, description: t.description, parameters: t.parameters },
      }));
      body.tool_choice = "required";
    }
    if (!refused.has("temperature")) body.temperature = extra.temperature ?? 0.7;
    if (extra.maxTokens)
      body[refused.has("max_tokens") ? "max_completion_tokens" : "max_tokens"] = extra.maxTokens;
    if (extra.json && !refused.has("response_format")) body.response_format = { type: "json_object" };
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (cfg.apiKey) headers.authorization = `Bearer ${cfg.apiKey}`;
    try {
      return await requestWithRetry({
        provider: id,
        url: joinUrl(cfg.baseUrl, "chat/completions"),
        init: { method: "POST", headers, body: JSON.stringify(body) },
        signal: opts?.signal,
        retry: cfg.retry,
        keyEnv: cfg.keyEnv,
        read: async (res) => {
          const parsed = ZChatResponse.safeParse(await readJson(res));
          if (!parsed.success) throw new MalformedResponseError("no choices[0].message in the chat response");
          const choice = parsed.data.choices[0]!;
          if (choice.message.refusal) {
            throw new ProviderError(id, `${id} model ${cfg.model} refused: ${choice.message.refusal}`);
          }
          // Function calling: the calls, as JSON text (the caller validates them).
          if (extra.tools) {
            const calls = (choice.message.tool_calls ?? []).map((c) => c.function);
            if (!calls.length) throw new MalformedResponseError("the model called no function");
            return JSON.stringify(calls);
          }
          const text = choice.message.content?.trim();
          if (!text) throw new MalformedResponseError("the model returned an empty message");
          return text;
        },
      });
    } catch (err) {
      if (err instanceof ProviderError && err.status === 400) {
        const field = (["response_format", "temperature", "max_tokens"] as const).find(
          (f) => f in body && !refused.has(f) && err.message.includes(f),
        );
        if (field) {
          refused.add(field);
          return chat(messages, extra, opts);
        }
      }
      throw err;
    }
  }

  return {
    id,
    async writeScript(req: ScriptRequest, opts?: CallOptions): Promise<Script> {
      const duration = clampDuration(req.durationSeconds);
      const language = languageName(req.language);
      const messages: ChatMessage[] = [
        { role: "system", content: scriptSystemPrompt(language) },
        { role: "user", content: scriptUserPrompt(req, duration, language) },
      ];
      let lastProblem = "";
      for (let attempt = 0; attempt < 2; attempt++) {
        const text = await chat(messages, { json: true }, opts);
        const result = parseScriptJson(text);
        if (result.ok) {
          const beats = result.value.beats;
          return {
            title: result.value.title,
            hook: result.value.hook,
            beats,
            callToAction: result.value.callToAction,
            language,
            durationSeconds: Math.round(beats.reduce((sum, b) => sum + b.seconds, 0) * 10) / 10,
            credit,
          };
        }
        lastProblem = result.problem;
        // One more chance with the exact problem: models usually fix a shape error when told.
        messages.push(
          { role: "assistant", content: text },
          {
            role: "user",
            content: `That reply was not usable: ${result.problem}. Answer again with only the corrected JSON object.`,
          },
        );
      }
      throw new ProviderError(
        id,
        `${id} model ${cfg.model} did not return a valid script after 2 tries: ${lastProblem}`,
      );
    },

    async callTools(system, user, tools, opts) {
      const messages: ChatMessage[] = [
        { role: "system", content: system },
        { role: "user", content: user },
      ];
      const text = await chat(messages, { tools, temperature: 0 }, opts);
      return JSON.parse(text) as { name: string; arguments: string }[];
    },

    async complete(prompt, opts) {
      const messages: ChatMessage[] = [];
      if (opts?.system) messages.push({ role: "system", content: opts.system });
      messages.push({ role: "user", content: prompt });
      const text = await chat(messages, { maxTokens: opts?.maxTokens }, opts);
      return { text, credit };
    },
  };
}

function parseScriptJson(
  text: string,
): { ok: true; value: z.infer<typeof ZScriptJson> } | { ok: false; problem: string } {
  // Strict-prompt mode can still come back fenced or with a sentence around the object.
  const unfenced = text.replace(/^```(?:json)?\s*/i, "").replace(/```\s*$/, "");
  const start = unfenced.indexOf("{");
  const end = unfenced.lastIndexOf("}");
  if (start < 0 || end <= start) return { ok: false, problem: "it contained no JSON object" };
  let json: unknown;
  try {
    json = JSON.parse(unfenced.slice(start, end + 1));
  } catch (err) {
    return { ok: false, problem: `invalid JSON (${(err as Error).message})` };
  }
  const parsed = ZScriptJson.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
      .join("; ");
    return { ok: false, problem: `wrong shape (${issues})` };
  }
  return { ok: true, value: parsed.data };
}

function scriptSystemPrompt(language: string): string {
  return [
    "You write narration scripts for short social media videos.",
    `Write every spoken word (title, hook, narration, callToAction) in ${language}; write "visual" in English as a short stock-footage search phrase.`,
    "Answer with exactly one JSON object and nothing else, no markdown, in this shape:",
    '{"title": string, "hook": string, "beats": [{"narration": string, "visual": string, "seconds": number}], "callToAction": string}',
    "The hook is the first beat's opening line; narration is plain speakable text with no emoji, hashtags or stage directions.",
  ].join("\n");
}

function scriptUserPrompt(req: ScriptRequest, duration: number, language: string): string {
  const beats = Math.max(2, Math.round(duration / 6));
  const lines = [
    `Request: ${req.prompt}`,
    req.topic ? `Topic: ${req.topic}` : "",
    req.description ? `Details: ${req.description}` : "",
    `Platform: ${req.platform ?? "any short-video platform"}`,
    `Target length: about ${duration} seconds of speech in about ${beats} beats; "seconds" of all beats should add up to about ${duration}.`,
    `Language: ${language}`,
    req.audience?.length ? `Audience: ${req.audience.join(", ")}` : "",
    req.gender ? `Narrator: ${req.gender}` : "",
    req.form === "story"
      ? "Form: tell the request as a story in many scenes (a beginning, a journey with a setback, a turning point and an ending), each beat a new moment; no hook or call to action needed."
      : "",
  ];
  return lines.filter(Boolean).join("\n");
}

/** The language's English name when we know it ("es" -> "Spanish"); other values pass through as given. */
function languageName(value: string | undefined): string {
  const given = value?.trim();
  if (!given) return "English";
  try {
    return resolveLanguage(given).name;
  } catch {
    return given;
  }
}

function clampDuration(seconds: number | undefined): number {
  if (!seconds || !Number.isFinite(seconds)) return 30;
  return Math.min(600, Math.max(5, Math.round(seconds)));
}

/** A stable, honest provider id from the server address (shown beside results). */
function providerIdFor(baseUrl: string): string {
  const host = new URL(baseUrl).hostname;
  if (host === "api.openai.com") return "openai";
  if (host.endsWith("openrouter.ai")) return "openrouter";
  return "openai-compatible";
}
