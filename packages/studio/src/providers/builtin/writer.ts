// The offline script writer: no model, no network. It builds a structured script (title, hook, beats,
// call to action) from hand-written phrasebooks (writer-phrases.ts), the user's topic, description and
// keywords, paced to the requested duration at the language's speaking rate and shaped by platform
// (tone and call-to-action wording) and audience (simpler sentences for kids, slower pacing for older
// viewers). It is deterministic: the same request always gives the same script.
//
// It writes English, Spanish, French and German (`Language.builtinWriter`). For any other language it
// fails with a ProviderError that says a model provider (LLM_BASE_URL) is needed, instead of writing an
// English script a Hindi voice would then read out: the faceless pipeline (the user's own script) works
// in every language without it. Scripts are capped by the phrasebooks at roughly 90 seconds of speech.

import { createHash } from "node:crypto";
import { LANGUAGES, type Language, resolveLanguage } from "../../languages.ts";
import { cleanScript } from "../../text/clean-script.ts";
import { speechSeconds, speechUnits } from "../../text/speech-units.ts";
import { splitScenes } from "../../text/split-scenes.ts";
import {
  type CallOptions,
  type LlmProvider,
  ProviderError,
  type Script,
  type ScriptBeat,
  type ScriptRequest,
} from "../types.ts";
import { PHRASEBOOKS, type Phrasebook, type PlatformKey, type Tone } from "./writer-phrases.ts";

const PROVIDER = "builtin-writer";
const CREDIT = { provider: PROVIDER, model: "phrasebook-v1", builtin: true } as const;
const DEFAULT_SECONDS = 30;

// Stock-search friendly shot descriptions (stock libraries are searched in English).
const SHOTS = ["close-up", "people", "lifestyle", "at work", "overhead shot", "outdoors", "detail", "city"];

function pick<T>(items: readonly T[], seed: number, i = 0): T {
  return items[(seed + i * 7919) % items.length]!;
}

function seedOf(...parts: (string | undefined)[]): number {
  return createHash("sha256").update(parts.join("\u0000")).digest().readUInt32LE(0);
}

function platformKey(platform?: string): PlatformKey {
  const p = platform?.toLowerCase().replace(/[^a-z]/g, "") ?? "";
  if (p.includes("tiktok")) return "tiktok";
  if (p.includes("youtube") || p === "shorts") return "youtube";
  if (p.includes("instagram") || p === "reels") return "instagram";
  if (p.includes("linkedin")) return "linkedin";
  if (p.includes("facebook")) return "facebook";
  if (p.includes("twitter") || p === "x") return "twitter";
  return "default";
}

function toneFor(platform: PlatformKey, audience: string[]): Tone {
  const a = audience.map((s) => s.toLowerCase());
  if (a.some((s) => s.includes("kid") || s.includes("child"))) return "kid";
  if (platform === "linkedin") return "professional";
  return "casual";
}

/** Speaking-rate factor: older audiences get a calmer pace, kids a slightly slower one. */
function paceFor(audience: string[]): number {
  const a = audience.map((s) => s.toLowerCase());
  if (a.some((s) => s.includes("old") || s.includes("senior"))) return 0.85;
  if (a.some((s) => s.includes("kid") || s.includes("child"))) return 0.9;
  return 1;
}

/** The subject of the video in a few words: the topic if given, else the prompt minus instructions. */
export function topicOf(req: ScriptRequest, book: Phrasebook): string {
  const raw = (req.topic?.trim() || req.prompt).replace(/\s+/g, " ").trim();
  let t = raw.replace(book.instruction, "").trim() || raw;
  t =
    t
      .split(/[.!?。！？\n]/u)[0]!
      .replace(/[,:;]+$/, "")
      .trim() || raw;
  const words = t.split(" ");
  if (words.length > 8) t = words.slice(0, 8).join(" ");
  // Lower-case a leading capital unless the word looks like a name or acronym ("AI", "Paris").
  const first = t.split(" ")[0] ?? "";
  if (/^\p{Lu}\p{Ll}+$/u.test(first) && t.split(" ").length > 1)
    t = first.toLowerCase() + t.slice(first.length);
  return t.replace(/[.!?]+$/, "");
}

/**
 * The subject in a few words, for repeated mentions: "5 easy tips for better sleep" -> "better sleep",
 * "healthy sleep habits for busy parents" -> "healthy sleep habits".
 */
function shorten(topic: string, book: Phrasebook): string {
  const subject = topic.replace(book.genericHead, "").trim() || topic;
  const words = subject.split(" ");
  if (words.length <= 4) return subject;
  const cut = words.findIndex((w, i) => i > 0 && book.connectors.has(w.toLowerCase()));
  return words.slice(0, cut > 0 ? Math.min(cut, 4) : 4).join(" ");
}

/** Content words of the request, most frequent first (ties by first appearance). */
export function keywordsOf(text: string, book: Phrasebook, max = 6): string[] {
  const counts = new Map<string, { n: number; first: number }>();
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  words.forEach((w, i) => {
    if (w.length < 3 || book.stopwords.has(w) || /^\d+$/.test(w)) return;
    const c = counts.get(w);
    if (c) c.n++;
    else counts.set(w, { n: 1, first: i });
  });
  return [...counts.entries()]
    .sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first)
    .slice(0, max)
    .map(([w]) => w);
}

function fill(template: string, topic: string, keyword: string): string {
  const capital = topic.charAt(0).toUpperCase() + topic.slice(1);
  return template.replaceAll("{Topic}", capital).replaceAll("{topic}", topic).replaceAll("{k}", keyword);
}

/** At most five words, without repeats: stock searches match short queries best. */
function clip(query: string): string {
  const words = [...new Set(query.split(/\s+/).filter(Boolean))];
  return words.slice(0, 5).join(" ") || "abstract background";
}

/** Throws the documented error for languages the phrasebooks do not cover. */
function phrasebookFor(language: Language): Phrasebook {
  const book = language.builtinWriter ? PHRASEBOOKS[language.code] : undefined;
  if (!book) {
    const writable = LANGUAGES.filter((l) => l.builtinWriter).map((l) => l.name);
    throw new ProviderError(
      PROVIDER,
      `The built-in script writer cannot write ${language.name}; it writes ${writable.join(", ")}. Set LLM_BASE_URL (and LLM_API_KEY) to use a model provider for ${language.name} scripts, or bring your own ${language.name} script to the faceless video generator.`,
    );
  }
  return book;
}

function writeScriptSync(req: ScriptRequest): Script {
  if (!req.prompt?.trim() && !req.topic?.trim()) throw new ProviderError(PROVIDER, "The prompt is empty.");
  const language = resolveLanguageOrFail(req.language ?? "English");
  const book = phrasebookFor(language);
  const platform = platformKey(req.platform);
  const audience = req.audience ?? [];
  const tone = toneFor(platform, audience);
  const pace = paceFor(audience);
  const wpm = language.wordsPerMinute * pace;
  const seconds = Math.min(600, Math.max(3, req.durationSeconds ?? DEFAULT_SECONDS));
  const budget = Math.max(6, Math.round((wpm * seconds) / 60));
  const seed = seedOf(req.prompt, req.topic, req.description, req.platform, language.code, req.gender);
  const topic = topicOf(req, book);
  // Beats name the subject's own words; visuals may also use the description's. Instructions in the
  // prompt ("write a 30 second TikTok script") never become keywords because the topic comes first.
  const keywords = [
    ...new Set([
      ...keywordsOf(topic, book),
      ...keywordsOf([req.description, topic].filter(Boolean).join(" "), book),
    ]),
  ];
  if (keywords.length === 0) keywords.push(topic);
  // {k} in a beat names the subject in a few words ("remote work", not "remote").
  const shortTopic = shorten(topic, book);
  const kw = (_i: number) => shortTopic;

  const hooks = book.hooks[tone].length > 0 ? book.hooks[tone] : book.hooks.casual;
  const hook = fill(pick(hooks, seed), shortTopic, kw(0));
  const short = budget < 30;
  const callToAction = fill((short ? book.ctaShort : book.cta)[platform], shortTopic, kw(0));
  let remaining = budget - speechUnits(hook) - speechUnits(callToAction);

  // Candidate beats: the user's own description first (their facts), then the phrasebook in a
  // seed-rotated order. Each carries its stock-search shot: the description's own words, or the
  // subject's keywords plus the phrasebook's shot for that beat.
  const subject = keywords.slice(0, 2).join(" ");
  const candidates: { narration: string; visual: string }[] = [];
  if (req.description?.trim()) {
    for (const s of splitScenes(cleanScript(req.description), {
      language: language.code,
      maxSecondsPerScene: 8,
      wordsPerMinute: wpm,
    }).slice(0, 3)) {
      const own = keywordsOf(s.narration, book, 2);
      candidates.push({ narration: s.narration, visual: clip([...own, keywords[0] ?? ""].join(" ")) });
    }
  }
  const useTone = book.beats[tone].length > 0 ? tone : "casual";
  const pool = book.beats[useTone];
  const shots = book.beatVisuals[useTone];
  const start = seed % pool.length;
  for (let i = 0; i < pool.length; i++) {
    const at = (start + i) % pool.length;
    candidates.push({
      narration: fill(pool[at]!, shortTopic, kw(i + 1)),
      visual: clip(`${subject} ${shots[at] ?? pick(SHOTS, seed, i)}`),
    });
  }

  const chosen: { narration: string; visual: string }[] = [];
  for (const c of candidates) {
    const units = speechUnits(c.narration);
    if (units <= remaining + 3) {
      chosen.push(c);
      remaining -= units;
    }
    if (remaining < 5) break;
  }
  if (chosen.length === 0) {
    chosen.push({
      narration: fill(pick(book.shortBeats, seed), shortTopic, kw(1)),
      visual: clip(`${subject} close-up`),
    });
  }

  const beats: ScriptBeat[] = chosen.map(({ narration, visual }) => ({
    narration,
    visual,
    seconds: round(speechSeconds(narration, wpm)),
  }));
  const hookSeconds = speechSeconds(hook, wpm);
  const ctaSeconds = speechSeconds(callToAction, wpm);
  return {
    title: fill(pick(tone === "kid" ? book.kidTitles : book.titles, seed), topic, kw(0)),
    hook,
    beats,
    callToAction,
    language: language.name,
    durationSeconds: round(hookSeconds + ctaSeconds + beats.reduce((a, b) => a + b.seconds, 0)),
    credit: { ...CREDIT },
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

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
  const about = /\b(?:about|on)\s+(.+)$/i.exec(prompt);
  if (about) req.topic = about[1]!.replace(/[.!?]+$/, "").trim();
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
      return { text: formatScript(script), credit: { ...CREDIT } };
    },
  };
}
