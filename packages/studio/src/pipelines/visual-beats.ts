// Visual beats: the moments of a scene, each showing the subjects its narration names at that moment.
// A beat starts just before its word is spoken (word timings from the voice), lasts at least a moment,
// and at most 3.2 s on the short-video apps (TikTok, Instagram, YouTube Shorts), where a beat too long
// is split and its second half shows another subject of the scene (one not shown yet, then one the
// script writer listed for it, then one of the video's); calmer (up to 6.5 s) on YouTube and LinkedIn.
import { findSubjects, type SubjectMatch } from "../providers/builtin/illustrations/keyword-index.ts";
import type { WordTiming } from "../providers/types.ts";
import type { Platform } from "../storyboard/formats.ts";

export interface BeatSubject {
  emoji: string;
  /** The words it shows (of the narration, or of the writer's note for the scene when a filler). */
  keywords: string[];
}

export interface Beat {
  /** Seconds on the scene's clock. */
  start: number;
  end: number;
  /** One to three subjects, the main one first. */
  subjects: BeatSubject[];
}

export interface BeatInput {
  narration: string;
  language: string;
  /** Word timings from the start of the scene's speech, when there is speech. */
  words?: WordTiming[];
  /** Seconds from the scene start to its first spoken word. */
  voiceStart: number;
  speechSeconds?: number;
  sceneSeconds: number;
  platform?: Platform;
  portrait: boolean;
  /** The script writer's note of what the scene shows (its concrete nouns). */
  hint?: string;
  /** Subjects of the whole video, strongest first, for scenes that name too few of their own. */
  videoSubjects?: BeatSubject[][];
}

const SOCIAL = new Set<Platform>(["tiktok", "instagram", "youtube-shorts"]);

/** Seconds a beat aims at, and the most it may last. */
export function pacing(platform: Platform | undefined, portrait: boolean): { target: number; max: number } {
  const social = platform ? SOCIAL.has(platform) : portrait;
  return social ? { target: 2.4, max: 3.2 } : { target: 4, max: 6.5 };
}

/** Where each character of the narration is spoken, from the word timings (linear between words). */
export function speakingTime(
  input: Pick<BeatInput, "narration" | "words" | "speechSeconds" | "voiceStart">,
): (offset: number) => number {
  const text = input.narration.toLowerCase();
  const anchors: [number, number][] = [[0, 0]];
  let cursor = 0;
  for (const w of input.words ?? []) {
    const word = w.word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
    if (!word) continue;
    const at = text.indexOf(word, cursor);
    if (at < 0 || at - cursor > 80) continue;
    anchors.push([at, w.start]);
    cursor = at + word.length;
  }
  const speech = input.speechSeconds ?? input.words?.at(-1)?.end ?? 0;
  anchors.push([text.length, Math.max(speech, anchors.at(-1)![1])]);
  return (offset) => {
    let i = 0;
    while (i + 1 < anchors.length && anchors[i + 1]![0] <= offset) i++;
    const [o0, t0] = anchors[i]!;
    const [o1, t1] = anchors[Math.min(i + 1, anchors.length - 1)]!;
    const t = o1 > o0 ? t0 + ((offset - o0) / (o1 - o0)) * (t1 - t0) : t0;
    return input.voiceStart + t;
  };
}

const asSubjects = (m: SubjectMatch): BeatSubject[] =>
  m.emoji.map((emoji) => ({ emoji, keywords: [m.word] }));

/** The scene's beats, covering it from start to end; none when nothing in or around it is drawable. */
export function planBeats(input: BeatInput): Beat[] {
  const { target, max } = pacing(input.platform, input.portrait);
  const at = speakingTime(input);
  const seconds = input.sceneSeconds;
  const timed = findSubjects(input.narration, input.language).map((m) => ({
    m,
    t: Math.max(0, at(m.start) - 0.15),
  }));
  const edges = beatEdges(
    seconds,
    target,
    max,
    timed.map((x) => x.t),
  );
  const fillers: BeatSubject[][] = [...hintSubjects(input), ...(input.videoSubjects ?? [])];
  const shown = new Set<string>();
  const beats: Beat[] = [];
  const used = new Set<SubjectMatch>();
  for (let j = 0; j + 1 < edges.length; j++) {
    const [start, end] = [edges[j]!, edges[j + 1]!];
    const last = j + 2 === edges.length;
    // The words spoken in this beat, strongest first (a word said just before the first beat counts).
    const inside = timed
      .filter((x) => !used.has(x.m) && (x.t >= start || j === 0) && (x.t < end || last))
      .sort((a, b) => b.m.score - a.m.score || a.t - b.t)
      .map((x) => x.m);
    const previous = beats.at(-1)?.subjects[0]?.emoji;
    const ordered = [
      ...inside.filter((m) => m.emoji[0] !== previous),
      ...inside.filter((m) => m.emoji[0] === previous),
    ];
    const subjects: BeatSubject[] = [];
    // The strongest word with its pictures (one or two), then one picture of each next word: three at
    // most. A second picture the last beat showed gives its place to another word ("delivered" after
    // "subscription": the truck, not the parcel again, beside the euro and the calendar).
    const lastShown = new Set(beats.at(-1)?.subjects.map((x) => x.emoji) ?? []);
    for (const m of ordered) {
      if (subjects.length >= 3) break;
      const [first, ...more] = asSubjects(m);
      addTo(
        subjects,
        subjects.length === 0 ? [first!, ...more.filter((x) => !lastShown.has(x.emoji))] : [first!],
      );
      used.add(m);
    }
    if (subjects.length === 0) {
      // Nothing named here: a subject of the scene not shown yet, then the writer's, then the video's.
      // (Only words said before: a later word gets its own beat when it is said.)
      const spare = timed
        .filter((x) => x.t < start && !used.has(x.m) && !shown.has(x.m.emoji[0]!))
        .map((x) => x.m);
      const pick = spare[0] ? asSubjects(spare[0]) : nextFiller(fillers, shown);
      if (spare[0]) used.add(spare[0]);
      if (pick) addTo(subjects, pick);
      else if (beats.length > 0) {
        // No other subject left: the last beat's subjects again, the next one in front.
        const prev = beats.at(-1)!.subjects;
        addTo(subjects, [...prev.slice(1), prev[0]!]);
      }
    }
    if (subjects.length === 0) continue;
    for (const x of subjects) shown.add(x.emoji);
    const prev = beats.at(-1);
    const same = prev && prev.subjects.map((x) => x.emoji).join() === subjects.map((x) => x.emoji).join();
    if (prev && same && end - prev.start <= max) prev.end = end;
    else beats.push({ start, end, subjects });
  }
  if (beats.length > 0) {
    beats[0]!.start = 0;
    beats.at(-1)!.end = seconds;
  }
  return beats;
}

/**
 * Beat boundaries from 0 to `seconds`: as many beats as the pace asks for, each boundary moved to the
 * moment a subject is named when one is near, so a picture arrives with its word, never past `max`.
 */
function beatEdges(seconds: number, target: number, max: number, wordTimes: number[]): number[] {
  const n = Math.max(1, Math.ceil(seconds / max - 1e-9), Math.round(seconds / target));
  const edges = [0];
  for (let j = 1; j < n; j++) {
    const nominal = (j * seconds) / n;
    const prev = edges.at(-1)!;
    const nextNominal = ((j + 1) * seconds) / n;
    const near = wordTimes
      .filter(
        (t) => Math.abs(t - nominal) <= 0.7 && t - prev >= 0.8 && t - prev <= max && nextNominal - t <= max,
      )
      .sort((a, b) => Math.abs(a - nominal) - Math.abs(b - nominal))[0];
    edges.push(near ?? nominal);
  }
  edges.push(seconds);
  return edges;
}

/**
 * The subjects of the writer's note for the scene, in the note's order (most telling first; a line that
 * names nothing gets the request's subjects in turn). The note holds words of the video's language and
 * English picture words ("panadería bread shop"), so both are looked up.
 */
function hintSubjects(input: BeatInput): BeatSubject[][] {
  if (!input.hint) return [];
  // The writer's picture words ("garden plants") are a list, not a sentence ("plants" is no verb); a
  // title ("Green Thumb Garden Center in Portland") is read as one (its name's words are no subjects).
  const list = !/\p{Lu}\S*\s+\p{Lu}/u.test(input.hint);
  const found = findSubjects(input.hint, input.language, { list });
  if (input.language !== "en") found.push(...findSubjects(input.hint, "en", { list }));
  return found.sort((a, b) => a.start - b.start).map(asSubjects);
}

/** Adds `more` to a beat's subjects (each emoji once, three at most). */
function addTo(subjects: BeatSubject[], more: BeatSubject[]): void {
  for (const s of more) {
    const had = subjects.find((x) => x.emoji === s.emoji);
    if (had) {
      for (const k of s.keywords) if (!had.keywords.includes(k)) had.keywords.push(k);
    } else if (subjects.length < 3) {
      subjects.push({ emoji: s.emoji, keywords: [...s.keywords] });
    }
  }
}

function nextFiller(fillers: BeatSubject[][], shown: Set<string>): BeatSubject[] | null {
  while (fillers.length > 0) {
    const f = fillers.shift()!;
    if (!shown.has(f[0]!.emoji)) return f.map((s) => ({ ...s, keywords: [...s.keywords] }));
  }
  return null;
}
