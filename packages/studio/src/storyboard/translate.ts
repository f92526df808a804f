// "Translate it to Spanish" (issue 12). With a language model, each scene's narration is translated
// (one JSON answer, checked: as many texts as scenes, none empty). Without one there is no translator on
// the machine: the built-in writer, which has a phrasebook for each of the product's 15 languages,
// writes the script again in that language from the video's request and its facts (names, prices,
// dates...), and the answer says so. Either way the voice then speaks that language.

import type { TEditOperation } from "@reelforge/contract";
import { resolveLanguage } from "../languages.ts";
import type { LlmProvider } from "../providers/types.ts";
import { EditRefused, INTRO_ID, OUTRO_ID } from "./edit.ts";
import type { Storyboard } from "./schema.ts";

export interface TranslateProviders {
  /** The configured model (the built-in writer when none is). */
  llm: LlmProvider;
  builtin: { llm: LlmProvider };
}

const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u;
const join = (parts: string[]) =>
  parts.reduce((a, b) => (a ? `${a}${unspaced.test(a) ? "" : " "}${b}` : b), "");

/** `texts` spread over `count` scenes in order (joined when more, the last scenes dropped when fewer). */
export function spreadOver(texts: string[], count: number): string[] {
  if (texts.length <= count) return texts;
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const from = Math.floor((k * texts.length) / count);
    const to = Math.floor(((k + 1) * texts.length) / count);
    out.push(join(texts.slice(from, to)));
  }
  return out;
}

function languageOf(language: string) {
  try {
    return resolveLanguage(language);
  } catch {
    throw new EditRefused(`I do not know the language "${language}". Which language should it speak?`);
  }
}

async function withModel(sb: Storyboard, name: string, llm: LlmProvider, signal?: AbortSignal) {
  const lines = sb.scenes.map((s) => s.narration);
  const answer = await llm.complete(
    [
      `Translate each text of this JSON array into ${name}, for a narrator to speak.`,
      "Keep names, prices, dates, numbers, web addresses and brand names exactly as written.",
      "Answer with a JSON array of strings only, one per text, in the same order.",
      JSON.stringify(lines),
    ].join("\n"),
    { signal, maxTokens: 4000, system: "You are a careful translator. Answer with JSON only." },
  );
  const json = answer.text.match(/\[[\s\S]*\]/)?.[0];
  const parsed: unknown = json ? JSON.parse(json) : null;
  if (
    !Array.isArray(parsed) ||
    parsed.length !== lines.length ||
    !parsed.every((t) => typeof t === "string" && t.trim())
  ) {
    throw new Error(`the model answered ${lines.length} texts with something else`);
  }
  return (parsed as string[]).map((t) => t.trim());
}

async function withWriter(sb: Storyboard, name: string, writer: LlmProvider, signal?: AbortSignal) {
  const scenes = sb.scenes.filter((s) => s.id !== INTRO_ID && s.id !== OUTRO_ID);
  const request =
    typeof sb.meta.prompt === "string" && sb.meta.prompt.trim()
      ? sb.meta.prompt
      : scenes.map((s) => s.narration).join(" ");
  const seconds =
    typeof sb.meta.durationSeconds === "number"
      ? sb.meta.durationSeconds
      : Math.max(
          5,
          scenes.reduce((a, s) => a + (s.durationSeconds ?? s.speech?.durationSeconds ?? 3), 0),
        );
  const script = await writer.writeScript(
    { prompt: request, language: name, durationSeconds: seconds, platform: sb.format.platform },
    { signal },
  );
  const texts = [script.hook, ...script.beats.map((b) => b.narration), script.callToAction]
    .map((t) => t?.trim() ?? "")
    .filter((t, i, all) => /[\p{L}\p{N}]/u.test(t) && all.indexOf(t) === i);
  if (!texts.length) throw new EditRefused(`The built-in writer wrote nothing in ${name}. Try again?`);
  return texts;
}

/**
 * The operations that make the video speak `language`: each scene's narration, scenes the rewritten
 * script has no words for deleted (from the end), and the voice's language; plus what was done, in words.
 */
export async function translateOperations(
  sb: Storyboard,
  language: string,
  providers: TranslateProviders,
  opts: { signal?: AbortSignal; onModelError?: (error: unknown) => void } = {},
): Promise<{ operations: TEditOperation[]; change: string }> {
  const target = languageOf(language);
  let texts: string[] | null = null;
  let change = `translated the narration to ${target.name}`;
  if (providers.llm !== providers.builtin.llm) {
    try {
      texts = await withModel(sb, target.name, providers.llm, opts.signal);
    } catch (error) {
      opts.onModelError?.(error);
    }
  }
  let count = sb.scenes.length;
  if (!texts) {
    const keep = sb.scenes.filter((s) => s.id === INTRO_ID || s.id === OUTRO_ID).length;
    const written = spreadOver(
      await withWriter(sb, target.name, providers.builtin.llm, opts.signal),
      Math.max(1, count - keep),
    );
    // An intro or outro an edit added keeps its own words (they are the user's).
    const intro = sb.scenes[0]?.id === INTRO_ID;
    texts = sb.scenes.map((scene, k) =>
      scene.id === INTRO_ID || scene.id === OUTRO_ID ? scene.narration : (written[k - (intro ? 1 : 0)] ?? ""),
    );
    count = texts.length;
    change = `rewrote the script in ${target.name} with the built-in writer from the video's request and its facts (no language model is set up to translate it word for word)`;
  }
  const operations: TEditOperation[] = [];
  texts.forEach((text, k) => {
    if (text && text !== sb.scenes[k]?.narration) operations.push({ op: "narration", scene: k + 1, text });
  });
  // Scenes left without words go, last first so the numbers of the others hold.
  for (let k = count - 1; k >= 0; k--) if (!texts[k]) operations.push({ op: "delete", scene: k + 1 });
  if (resolveLanguage(sb.voice.language).code !== target.code) {
    operations.push({ op: "voice", language: target.name });
  }
  return { operations, change };
}
