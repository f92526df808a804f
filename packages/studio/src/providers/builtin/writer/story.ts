// The built-in writer's story form (the movie maker, issue 13): the request's premise told as a story in
// acts (a quiet opening, the premise itself, the decision, a journey of several steps, a setback, help,
// the turning point, the ending), as many beats as the duration holds, each sentence used once. English
// only: the phrasebooks of the other languages hold advice and promotion, not stories (compose.ts writes
// those, with a note). Deterministic, as the rest of the writer.

import type { Language } from "../../../languages.ts";
import { extractFacts } from "../../../text/facts.ts";
import { speechSeconds, speechUnits } from "../../../text/speech-units.ts";
import type { Script, ScriptBeat, ScriptRequest } from "../../types.ts";
import { requestText } from "./compose.ts";

const CREDIT = { provider: "builtin-writer", model: "phrasebook-v2", builtin: true } as const;

// Past tense and "they" for the hero, so that one sentence fits a hero and a pair of friends alike.
// Slots: {hero} ("the lighthouse keeper"), {Hero} (capitalised), {place} ("the town" when none is named).
type Act = { name: string; lines: string[] };

const OPENING: Act = {
  name: "opening",
  lines: [
    "Every morning in {place} began the same way for {hero}: the same light, the same sounds, the same small routines that nobody else ever noticed.",
    "Nobody in {place} paid much attention to {hero}. Days came and went quietly, and that was exactly how everyone expected it to stay.",
    "For years, {hero} lived a simple life in {place}, keeping to the same paths and believing that nothing surprising would ever happen there.",
  ],
};
const PREMISE: Act = { name: "premise", lines: ["Then, one day, everything changed. {Premise}"] };
const DOUBT: Act = {
  name: "doubt",
  lines: [
    "At first {hero} hesitated. It would have been easier to look away, to stay where it was safe, and to let someone else decide what happened next.",
    "That night {hero} could not sleep. A hundred reasons to stay at home went round and round, and only one reason to go, but it would not go away.",
  ],
};
const DECISION: Act = {
  name: "decision",
  lines: [
    "By sunrise the choice was made. {Hero} packed what little they needed, took one last look at {place}, and stepped out into the unknown.",
    "So {hero} decided to go. No map, no plan worth the name, only the feeling that this was the moment they had been waiting for all along.",
  ],
};
const JOURNEY: Act = {
  name: "journey",
  lines: [
    "The first steps were the hardest. Everything looked bigger than before, and every sound seemed to ask the same question: are you sure about this?",
    "Along the way, {hero} met strangers who shared their food and their stories, and each one left behind a small piece of advice worth keeping.",
    "The road led through places {hero} had only heard about. Some were beautiful, some were frightening, and all of them were new.",
    "Days turned into weeks. {Hero} learned to read the weather, to trust their own feet, and to laugh when things went wrong, which they often did.",
    "One evening, tired and far from home, {hero} sat down and realised something surprising: they were no longer afraid of being lost.",
    "There were small victories too: a river crossed, a friend made, a problem solved with nothing but patience and a little luck.",
    "Each new morning brought a new question, and slowly {hero} began to notice that the answers mattered less than the courage to keep asking.",
  ],
};
const SETBACK: Act = {
  name: "setback",
  lines: [
    "Then came the storm. In a single night, almost everything {hero} had worked for was gone, and for the first time, giving up felt like the only choice.",
    "But not everything went to plan. A wrong turn, a broken promise, and suddenly {hero} was further from the goal than on the very first day.",
  ],
};
const LOW: Act = {
  name: "low",
  lines: [
    "Alone in the dark, {hero} remembered {place}, the quiet mornings and the people who never expected anything from them. Going back would be so easy.",
    "For a long while {hero} simply sat still, listening to the rain, wondering whether the whole journey had been a mistake from the start.",
  ],
};
const HELP: Act = {
  name: "help",
  lines: [
    "Help came from the last place anyone would look: a stranger they had once helped along the road, returning the favour without a second thought.",
    "And then {hero} remembered the advice from the road. Small steps. One at a time. It was not much, but it was enough to stand up again.",
  ],
};
const CLIMAX: Act = {
  name: "climax",
  lines: [
    "With everything they had learned, {hero} faced the final challenge. Hands shaking, heart racing, they took the one step that could not be taken back.",
    "The moment arrived at last. Everything {hero} had carried through the journey came down to a single choice, and this time they did not hesitate.",
  ],
};
const RESOLUTION: Act = {
  name: "resolution",
  lines: [
    "And it worked. Not perfectly, not the way {hero} had imagined it on that first morning, but better, because it was real and it was theirs.",
    "When the dust settled, {hero} understood that the goal had never been the only prize. The journey itself had changed them.",
  ],
};
const RETURN: Act = {
  name: "return",
  lines: [
    "Back in {place}, the mornings looked the same as before. But {hero} did not. People began to notice, and some of them started to ask questions of their own.",
    "When {hero} finally came home to {place}, they carried more than they had left with: stories, friends, and the quiet certainty that they could do hard things.",
  ],
};
const ENDING: Act = {
  name: "ending",
  lines: [
    "Some stories end where they began. This one began again, because somewhere, someone else was just about to take their very first step.",
    "And that is how an ordinary day in {place} became the start of something extraordinary.",
  ],
};

/**
 * The acts in the order they are told, with how many beats each gets for a length: the frame (opening,
 * premise, decision, turning point, resolution, ending) always; the middle grows with the time.
 */
function outline(beats: number): Act[] {
  const frame = [OPENING, PREMISE, DECISION, CLIMAX, RESOLUTION, ENDING];
  if (beats <= frame.length) return beats <= 3 ? [PREMISE, CLIMAX, RESOLUTION].slice(0, beats) : frame;
  const middle: Act[] = [];
  const extra = beats - frame.length;
  const order = [JOURNEY, SETBACK, HELP, DOUBT, RETURN, LOW];
  for (let i = 0; i < extra; i++) {
    // After the six named acts, the journey gets the rest of the beats (it has the most lines).
    middle.push(i < order.length ? order[i]! : JOURNEY);
  }
  const at = (act: Act) => middle.filter((a) => a === act).length;
  return [
    OPENING,
    PREMISE,
    ...(at(DOUBT) ? [DOUBT] : []),
    DECISION,
    ...Array.from({ length: Math.min(at(JOURNEY), JOURNEY.lines.length) }, () => JOURNEY),
    ...(at(SETBACK) ? [SETBACK] : []),
    ...(at(LOW) ? [LOW] : []),
    ...(at(HELP) ? [HELP] : []),
    CLIMAX,
    RESOLUTION,
    ...(at(RETURN) ? [RETURN] : []),
    ENDING,
  ];
}

const cap = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

function seedOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.codePointAt(0)!, 16777619);
  return h >>> 0;
}

/** The whole request told as a story of about `seconds` at `wordsPerMinute`. */
export function composeStory(o: {
  req: ScriptRequest;
  language: Language;
  wordsPerMinute: number;
  seconds: number;
}): Script {
  const text = requestText(o.req).trim();
  const facts = extractFacts(text);
  const heroWords = facts.subject?.text ?? text.split(/\s+/).slice(0, 3).join(" ");
  const hero = /^(?:the|a|an|my|our|his|her|their)\s/i.test(heroWords)
    ? heroWords.replace(/^\w+/, (w) => w.toLowerCase())
    : `the ${heroWords.toLowerCase()}`;
  const named = facts.facts.find((f) => f.kind === "place")?.text;
  const premise = facts.sentences
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => cap(s.replace(/[.!?]*$/, ".")))
    .join(" ");
  const values: Record<string, string> = {
    hero,
    Hero: cap(hero),
    place: named ?? "their small town",
    Premise: premise || `${cap(hero)} set out on an adventure.`,
  };
  const fill = (line: string) => line.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "");
  // Words the time holds, a little under (the scenes' transitions and pauses take the rest).
  const budget = Math.max(12, Math.round((o.wordsPerMinute * o.seconds * 0.92) / 60));
  const perBeat = 27;
  const acts = outline(Math.max(1, Math.round(budget / perBeat)));
  // Each act's lines in an order of the request's own, each used once.
  let seed = seedOf(text);
  const used = new Set<string>();
  const beats: ScriptBeat[] = [];
  for (const act of acts) {
    const free = act.lines.filter((l) => !used.has(l));
    if (!free.length) continue;
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507) >>> 0;
    const line = free[seed % free.length]!;
    used.add(line);
    const narration = fill(line);
    beats.push({
      narration,
      // The hero and the act's own words, so that each scene's picture shows the moment.
      visual: `${heroWords} ${narration}`,
      seconds: Math.round(speechSeconds(narration, o.wordsPerMinute) * 10) / 10,
    });
  }
  // A story opens with its first scene and ends with its last: no separate hook or call to action.
  const words = beats.reduce((a, b) => a + speechUnits(b.narration), 0);
  return {
    title: `The story of ${hero}`,
    hook: "",
    beats,
    callToAction: "",
    language: o.language.name,
    durationSeconds: Math.round((words / o.wordsPerMinute) * 600) / 10,
    credit: { ...CREDIT },
  };
}
