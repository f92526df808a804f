// Turns a script as people and language models write it (markdown, emoji, bullets, labels, stage
// directions) into the plain sentences a narrator says. Sentence punctuation is kept, and a line that ends
// without any gets a full stop, because captions and scene splitting cut at sentence ends; a script full
// of `---` and `**Scene 1:**` must never yield empty or zero-length captions (DESIGN.md 8).

import { emojiClusters, isPictureEmoji } from "./emoji.ts";

export interface CleanScriptOptions {
  /** Keep text in [square brackets] instead of treating it as a stage direction. Default false. */
  keepBracketed?: boolean;
}

// Lines that only label a part of the script ("Hook", "Scene 2:", "Call to action") are not narration.
const LABEL =
  /^(?:hook|intro(?:duction)?|outro|conclusion|title|scenes?(?:\s*\d+)?|beat\s*\d*|part\s*\d+|step\s*\d+|call[\s-]+to[\s-]+action|cta|script|narration|voice[\s-]?over|body|closing|opening)\s*(?:\d+)?\s*[:.\-–—]?\s*$/i;
// Speaker prefixes dropped from the start of a line; the words after them are kept.
const SPEAKER = /^(?:narrator|narration|voice[\s-]?over|vo|host|speaker(?:\s*\d+)?)\s*(?:\([^)]*\))?\s*:\s*/i;
// Lines describing the picture rather than the words.
const VISUAL_LINE =
  /^(?:visuals?|on[\s-]?screen(?:\s+text)?|b[\s-]?roll|shot|camera|image|footage|music|sfx|sound)\s*:/i;
const SENTENCE_END = /[.!?…。！？।॥؟;:"'”’»)\]]$/u;
// Emoji stay in the narration: the voice does not say them (speak-as) and the burned-in captions draw
// them as colour pictures (render/captions/emoji.ts). Each is kept as a word of its own.
const EMOJI_CLUSTER = emojiClusters();
// Joiners and selectors left over without a pictograph.
const STRAY_EMOJI_PART =
  /(?<!\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}])(?:\u{FE0F}|\u{FE0E}|\u{200D}|\u{20E3}|[\u{1F3FB}-\u{1F3FF}])/gu;
const TRAILING_EMOJI = new RegExp(`(?:\\s*(?:${EMOJI_CLUSTER.source}))+$`, "u");
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const DEVANAGARI_OR_BENGALI = /[\p{Script=Devanagari}\p{Script=Bengali}]/u;
const MEANINGFUL = /[\p{L}\p{N}]/u;

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&apos;": "'",
  "&nbsp;": " ",
};

function cleanInline(line: string, opts: CleanScriptOptions): string {
  let s = line;
  s = s.replace(/<[^>\n]{0,500}>/g, " "); // HTML tags
  s = s.replace(/&(?:amp|lt|gt|quot|apos|nbsp|#39);/g, (m) => ENTITIES[m] ?? " ");
  s = s.replace(/!\[[^\]\n]*\]\([^)\n]*\)/g, " "); // images
  s = s.replace(/\[([^\]\n]+)\]\([^)\n]*\)/g, "$1"); // links keep their text
  // [stage directions] are dropped, or only their brackets when kept.
  s = opts.keepBracketed ? s.replace(/[[\]]/g, "") : s.replace(/\[[^\]\n]*\]/g, " ");
  s = s.replace(/`([^`\n]*)`/g, "$1"); // inline code keeps its text
  s = s.replace(/https?:\/\/(?:www\.)?([^\s/]+)\S*/gi, "$1"); // a URL is read as its domain
  s = s.replace(/(\*\*|__)(.+?)\1/g, "$2"); // bold
  s = s.replace(/(^|[\s(])[*_]([^*_\n]+?)[*_](?=[\s.,!?;:)]|$)/g, "$1$2"); // italics, not snake_case
  s = s.replace(/~~(.+?)~~/g, "$1");
  // Each emoji kept as its own word, spaced from the words around it.
  // (A sign drawn as text, "™" or "©", stays against its word.)
  s = s.replace(STRAY_EMOJI_PART, "").replace(EMOJI_CLUSTER, (m) => (isPictureEmoji(m) ? ` ${m} ` : m));
  // Stray markdown and table symbols; letters, digits, marks and ordinary punctuation stay.
  s = s.replace(/[*~`|#^=<>{}\\]+/g, " ").replace(/(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, " ");
  s = s.replace(/\s+/g, " ").trim();
  // Punctuation left dangling by removals (" ," or ", ,").
  s = s.replace(/\s+([,.!?;:。！？、，])/g, "$1").replace(/([,;:])(?:\s*[,;:])+/g, "$1");
  s = s.replace(/^[,.;:!?\-–—\s]+/, "");
  return s;
}

function terminator(line: string): string {
  if (CJK_CHAR.test(line)) return "。";
  if (DEVANAGARI_OR_BENGALI.test(line)) return "।";
  return ".";
}

function clean(text: string, opts: CleanScriptOptions): string {
  const paragraphs: string[][] = [[]];
  const paragraph = () => paragraphs[paragraphs.length - 1]!;
  const breakParagraph = () => {
    if (paragraph().length > 0) paragraphs.push([]);
  };
  let inFence = false;
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  for (let i = 0; i < lines.length; i++) {
    let raw = lines[i]!.trim();
    if (/^(```|~~~)/.test(raw)) {
      inFence = !inFence; // code blocks are not narration
      continue;
    }
    if (inFence) continue;
    if (raw === "" || /^([-*_=])(\s*\1){2,}$/.test(raw)) {
      breakParagraph(); // blank lines and --- *** ___ rules
      continue;
    }
    if (/^\|.*\|$/.test(raw)) continue; // table rows: data, not narration
    let structural = false;
    const heading = /^#{1,6}\s+(.*)$/.exec(raw);
    if (heading) {
      raw = heading[1]!.replace(/\s#+\s*$/, "");
      structural = true;
    }
    const quote = /^>\s?(.*)$/.exec(raw);
    if (quote) raw = quote[1]!;
    const bullet = /^(?:[-*+•◦▪‣–—]|\d{1,3}[.)])\s+(.*)$/u.exec(raw);
    if (bullet) {
      raw = bullet[1]!;
      structural = true;
    }
    if (VISUAL_LINE.test(cleanInline(raw, { keepBracketed: true }))) continue;
    let line = cleanInline(raw, opts);
    line = line.replace(SPEAKER, "");
    // "**Hook:** Did you know..." -> label removed, words kept.
    const labelled = /^([^:：]{1,30})[:：]\s*(.+)$/u.exec(line);
    if (labelled && LABEL.test(`${labelled[1]}:`)) line = labelled[2]!;
    if (LABEL.test(line)) {
      breakParagraph();
      continue;
    }
    if (!MEANINGFUL.test(line)) continue;
    // Whole-line parentheticals are stage directions: "(upbeat music)".
    if (!opts.keepBracketed && /^\([^)]*\)$/.test(line)) continue;
    const next = lines[i + 1]?.trim() ?? "";
    const continues = !structural && next !== "" && /^\p{Ll}/u.test(next);
    // The full stop goes before emoji that end the line ("every Friday. 🎉"), where a writer puts it.
    const emojiTail = TRAILING_EMOJI.exec(line)?.[0] ?? "";
    const words = line.slice(0, line.length - emojiTail.length);
    if (!SENTENCE_END.test(words) && !continues) line = words + terminator(words) + emojiTail;
    paragraph().push(line);
    if (structural) breakParagraph();
  }
  return paragraphs
    .filter((p) => p.length > 0)
    .map((p) =>
      p.join(" ").replace(/([。！？])\s+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu, "$1"),
    )
    .join("\n\n");
}

/**
 * Plain narration from a script: markdown (headings, bold, italics, links, code, rules, tables), emoji,
 * bullets, HTML tags, section labels, speaker prefixes, visual notes and [stage directions] removed;
 * sentences and their punctuation kept; paragraphs separated by a blank line. Returns "" only when the
 * input has no letters or digits at all.
 */
export function cleanScript(text: string, opts: CleanScriptOptions = {}): string {
  const cleaned = clean(text, opts);
  if (cleaned !== "" || !MEANINGFUL.test(text)) return cleaned;
  // Everything looked like labels or stage directions: keep the words rather than lose the script.
  const lenient = clean(text.replace(/^(\s*)#{1,6}\s+/gm, "$1"), { keepBracketed: true });
  if (lenient !== "") return lenient;
  return cleanInline(text.replace(/\n+/g, " "), { keepBracketed: true })
    .replace(/[[\]()]/g, "")
    .trim();
}
