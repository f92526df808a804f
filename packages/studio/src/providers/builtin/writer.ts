// The offline script writer: no model, no network. It reads the facts of the request (names, places,
// prices, dates, days, addresses, offers, calls to action; text/facts.ts) and writes a structured script
// (title, hook, beats, call to action) around them from a hand-written phrasebook per language
// (writer/books-*.ts), paced to the requested duration at the language's speaking rate and shaped by
// platform (call-to-action wording) and audience (kids, older viewers). It writes the 15 languages the
// product offers; a request in another language than the video's keeps its facts and says, in the
// script's notes, that a model provider would translate the user's own words better. Deterministic: the
// same request always gives the same script.

import { type Language, resolveLanguage } from "../../languages.ts";
import {
  type CallOptions,
  type LlmProvider,
  ProviderError,
  type Script,
  type ScriptRequest,
} from "../types.ts";
import { BOOKS, compose, type Tone } from "./writer/compose.ts";
import { composeStory } from "./writer/story.ts";

const PROVIDER = "builtin-writer";
const CREDIT = { provider: PROVIDER, model: "phrasebook-v2", builtin: true } as const;
const DEFAULT_SECONDS = 30;

function toneFor(platform: string | undefined, audience: string[]): Tone {
  const a = audience.map((s) => s.toLowerCase());
  if (a.some((s) => s.includes("kid") || s.includes("child"))) return "kid";
  if ((platform ?? "").toLowerCase().includes("linkedin")) return "professional";
  return "casual";
}

/** Speaking-rate factor: older audiences get a calmer pace, kids a slightly slower one. */
function paceFor(audience: string[]): number {
  const a = audience.map((s) => s.toLowerCase());
  if (a.some((s) => s.includes("old") || s.includes("senior"))) return 0.85;
  if (a.some((s) => s.includes("kid") || s.includes("child"))) return 0.9;
  return 1;
}

function writeScriptSync(req: ScriptRequest): Script {
  if (!req.prompt?.trim() && !req.topic?.trim() && !req.description?.trim())
    throw new ProviderError(PROVIDER, "The prompt is empty.");
  const language = resolveLanguageOrFail(req.language ?? "English");
  if (!BOOKS[language.code]) {
    throw new ProviderError(
      PROVIDER,
      `The built-in script writer has no ${language.name} phrasebook yet. Write your ${language.name} script yourself in the faceless video generator, or connect a model provider.`,
    );
  }
  const audience = req.audience ?? [];
  const seconds = Math.min(600, Math.max(3, req.durationSeconds ?? DEFAULT_SECONDS));
  const wordsPerMinute = language.wordsPerMinute * paceFor(audience);
  if (req.form === "story") {
    if (language.code === "en") return composeStory({ req, language, wordsPerMinute, seconds });
    const script = compose({
      req,
      language,
      platform: req.platform ?? "",
      tone: toneFor(req.platform, audience),
      wordsPerMinute,
      seconds,
    });
    return {
      ...script,
      notes: [
        ...(script.notes ?? []),
        `The built-in writer tells stories in English only; this ${language.name} script is written from its ${language.name} phrasebook. A model provider would tell your story in ${language.name}.`,
      ],
    };
  }
  return compose({
    req,
    language,
    platform: req.platform ?? "",
    tone: toneFor(req.platform, audience),
    wordsPerMinute,
    seconds,
  });
}

function resolveLanguageOrFail(name: string): Language {
  try {
    return resolveLanguage(name);
  } catch (err) {
    throw new ProviderError(PROVIDER, (err as Error).message, { cause: err });
  }
}

/**
 * A script as the text-to-script chat shows it: markdown with Hook / Scenes / Call to action. Pasted
 * into the faceless generator, `cleanScript` reduces it to the narration alone (headings, numbering and
 * visual notes removed), so nothing here may be prose that is not meant to be spoken.
 */
export function formatScript(script: Script): string {
  const scenes = script.beats.map(
    (b, i) => `${i + 1}. ${b.narration}\n   *Visual: ${b.visual}* (${b.seconds} s)`,
  );
  return [
    `# ${script.title}`,
    "",
    "## Hook",
    script.hook,
    "",
    "## Scenes",
    ...scenes,
    "",
    "## Call to action",
    script.callToAction,
  ].join("\n");
}

/** Options a chat request states in words: "a 60 second TikTok script in Spanish about ...". */
export function requestFromChat(prompt: string): ScriptRequest {
  const req: ScriptRequest = { prompt: prompt.trim() };
  const secs = /(\d+(?:\.\d+)?)\s*(?:-\s*)?(seconds?|secs?|s\b|minutes?|mins?)/i.exec(prompt);
  if (secs) req.durationSeconds = Number(secs[1]) * (/^m/i.test(secs[2]!) ? 60 : 1);
  const platform = /\b(tiktok|youtube|instagram|linkedin|facebook|twitter)\b/i.exec(prompt);
  if (platform) req.platform = platform[1];
  // "in Spanish" / "en español": only languages the table knows, so "in Paris" is not a language.
  for (const m of prompt.matchAll(/\b(?:in|en|auf)\s+([\p{L}]+)/giu)) {
    try {
      req.language = resolveLanguage(m[1]!).name;
      break;
    } catch {
      // not a language name
    }
  }
  if (/\b(kids?|children)\b/i.test(prompt)) req.audience = ["Kid"];
  else if (/\b(seniors?|elderly|older (?:people|adults|viewers))\b/i.test(prompt)) req.audience = ["Old"];
  // The whole message is the request: the writer reads its subject and facts from all of it.
  return req;
}

export function createBuiltinWriter(): LlmProvider {
  return {
    id: PROVIDER,
    async writeScript(req: ScriptRequest, opts?: CallOptions): Promise<Script> {
      opts?.signal?.throwIfAborted();
      return writeScriptSync(req);
    },
    async complete(prompt: string, opts?: CallOptions & { system?: string; maxTokens?: number }) {
      opts?.signal?.throwIfAborted();
      if (!prompt?.trim()) throw new ProviderError(PROVIDER, "The prompt is empty.");
      const script = writeScriptSync(requestFromChat(prompt));
      // Notes in brackets: shown in the chat, never read aloud when the text is pasted as a script.
      const notes = script.notes?.length ? ["", ...script.notes.map((n) => `*[Note: ${n}]*`)] : [];
      return { text: [formatScript(script), ...notes].join("\n"), credit: { ...CREDIT } };
    },
  };
}
