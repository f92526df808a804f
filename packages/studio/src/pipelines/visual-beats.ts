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
  videoSubjects?: BeatSubject[];
}

const SOCIAL = new Set<Platform>(["tiktok", "instagram", "youtube-shorts"]);

export function pacing(platform: Platform | undefined, portrait: boolean): { min: number; max: number } {
  const social = platform ? SOCIAL.has(platform) : portrait;
  return social ? { min: 1.4, max: 3.2 } : { min: 2.5, max: 6.5 };
}

/** Where each character of the narration is spoken, from the word timings (linear between words). */
function speakingTime(input: BeatInput): (offset: number) => number {
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

/** The scene's beats, covering it from start to end; none when nothing in or around it is drawable. */
export function planBeats(input: BeatInput): Beat[] {
  const { min, max } = pacing(input.platform, input.portrait);
  const at = speakingTime(input);
  const end = input.sceneSeconds;
  const matches = findSubjects(input.narration, input.language);
  const beats: Beat[] = [];
  const unused: BeatSubject[][] = [];
  for (const m of matches) {
    const subjects = asSubjects(m);
    const cur = beats.at(-1);
    const t = Math.max(0, at(m.start) - 0.15);
    if (!cur) {
      beats.push({ start: 0, end, subjects });
    } else if (cur.subjects.some((s) => s.emoji === subjects[0]!.emoji)) {
      addTo(cur.subjects, subjects);
    } else if (t - cur.start >= min && end - t >= min * 0.75) {
      cur.end = t;
      beats.push({ start: t, end, subjects });
    } else if (cur.subjects.length < 2) {
      // Said too soon after the last beat began: it joins it as a companion.
      addTo(cur.subjects, subjects.slice(0, 1));
    } else {
      unused.push(subjects);
    }
  }
  const fillers: BeatSubject[][] = [
    ...unused,
    ...(input.hint ? findSubjects(input.hint, input.language).map(asSubjects) : []),
    ...(input.videoSubjects ?? []).map((s) => [s]),
  ];
  const shown = new Set(beats.flatMap((b) => b.subjects.map((s) => s.emoji)));
  const nextFiller = (): BeatSubject[] | null => {
    while (fillers.length > 0) {
      const f = fillers.shift()!;
      if (!shown.has(f[0]!.emoji)) {
        for (const s of f) shown.add(s.emoji);
        return f.map((s) => ({ ...s, keywords: [...s.keywords] }));
      }
    }
    return null;
  };
  if (beats.length === 0) {
    const f = nextFiller();
    if (!f) return [];
    beats.push({ start: 0, end, subjects: f });
  }
  return splitLong(beats, max, nextFiller);
}

/** Splits beats longer than `max`: the later parts show fillers, or the same subjects regrouped. */
function splitLong(beats: Beat[], max: number, nextFiller: () => BeatSubject[] | null): Beat[] {
  const out: Beat[] = [];
  for (const b of beats) {
    const length = b.end - b.start;
    const parts = Math.ceil(length / max - 1e-9);
    if (parts <= 1) {
      out.push(b);
      continue;
    }
    for (let k = 0; k < parts; k++) {
      const start = b.start + (length * k) / parts;
      const stop = b.start + (length * (k + 1)) / parts;
      let subjects = b.subjects;
      if (k > 0) {
        const filler = nextFiller();
        // No other subject left: the beat's own subjects again, the next one in front.
        subjects = filler ?? [
          ...b.subjects.slice(k % b.subjects.length),
          ...b.subjects.slice(0, k % b.subjects.length),
        ];
        if (filler && b.subjects.length > 1 && filler.length < 2) subjects = [...filler, b.subjects[0]!];
      }
      out.push({ start, end: stop, subjects });
    }
  }
  return out;
}
