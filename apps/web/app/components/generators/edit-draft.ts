import type { TEditableStoryboard, TEditOperation, TVisualChoice } from "@reelforge/contract";

// The editor's draft of a storyboard (issue 12): the scenes as the user arranged them, and the
// operations that make that arrangement, applied in order by the server.

export type DraftScene = {
  key: string;
  narration: string;
  /** The narration the scene has in the storyboard (a duplicate carries its original's). */
  origin: string;
  visual: string;
  durationSeconds: number | null;
  /** The length the scene has in the storyboard: a different `durationSeconds` is a duration operation. */
  originDuration?: number | null;
  /**
   * Where the scene starts in the video of the version shown, after any intro clip before scene 1
   * (null for a scene the draft made): where "jump to scene" seeks.
   */
  startSeconds?: number | null;
  thumbnailUrl?: string;
  /** The illustrations it shows, and others that fit it (choices for a new picture). */
  pictures?: TVisualChoice[];
  alternatives?: TVisualChoice[];
};

// Lengths to a tenth of a second, as the editor shows and takes them.
const tenths = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * Where a scene plays in the rendered video: the storyboard's start (from scene 1) after the seconds
 * before scene 1 (the brand kit's intro clip). Null when the start is not known.
 */
export function sceneSeekSeconds(startSeconds: number | null | undefined, leadSeconds = 0): number | null {
  if (startSeconds === null || startSeconds === undefined) return null;
  return Math.round((Math.max(0, leadSeconds) + startSeconds) * 100) / 100;
}

export const draftOf = (storyboard: TEditableStoryboard): DraftScene[] =>
  storyboard.scenes.map((s) => ({
    key: s.id,
    narration: s.narration,
    origin: s.narration,
    visual: s.visual,
    durationSeconds: tenths(s.durationSeconds),
    originDuration: tenths(s.durationSeconds),
    startSeconds: sceneSeekSeconds(s.startSeconds, storyboard.leadSeconds),
    thumbnailUrl: s.thumbnailUrl,
    pictures: s.pictures,
    alternatives: s.alternatives,
  }));

/**
 * The operations of a draft: its scene operations in the order they were made, then the narrations
 * changed, then the lengths changed (a new narration re-times its scene, so the length comes after).
 */
export function draftOperations(
  structural: TEditOperation[],
  scenes: DraftScene[],
  /**
   * The keys of the storyboard's scenes in their order: moves that brought every scene back to its
   * place are no change (Alt+Down then Alt+Up left Save asking to render the same video again).
   */
  original?: readonly string[],
): TEditOperation[] {
  if (
    original &&
    structural.length > 0 &&
    structural.every((op) => op.op === "move") &&
    scenes.length === original.length &&
    scenes.every((scene, index) => scene.key === original[index])
  ) {
    structural = [];
  }
  const narrations: TEditOperation[] = scenes.flatMap((scene, index) =>
    scene.narration.trim() && scene.narration.trim() !== scene.origin.trim()
      ? [{ op: "narration" as const, scene: index + 1, text: scene.narration.trim() }]
      : [],
  );
  const durations: TEditOperation[] = scenes.flatMap((scene, index) =>
    scene.originDuration !== undefined &&
    scene.durationSeconds !== null &&
    scene.durationSeconds >= 0.5 &&
    scene.durationSeconds <= 600 &&
    scene.durationSeconds !== scene.originDuration
      ? [{ op: "duration" as const, scene: index + 1, seconds: scene.durationSeconds }]
      : [],
  );
  return [...structural, ...narrations, ...durations];
}

/** A change of the draft: the operations it adds and the scenes after it. */
export type DraftChange = { ops: TEditOperation[]; scenes: DraftScene[] };

let serial = 0;
const freshKey = (base: string) => `${base}~${++serial}`;

/** The words of a narration as the server counts them for a split (white space apart). */
export const wordsOf = (narration: string) => narration.trim().split(/\s+/u).filter(Boolean);

/**
 * Saves a changed narration as an operation now (before an operation that needs the words as they
 * are: a split or a merge), so the server cuts or joins what the user sees.
 */
function settled(scenes: DraftScene[], indexes: number[]): DraftChange {
  const ops: TEditOperation[] = [];
  const next = [...scenes];
  for (const i of indexes) {
    const s = next[i];
    const text = s?.narration.trim();
    if (!s || !text || text === s.origin.trim()) continue;
    ops.push({ op: "narration", scene: i + 1, text });
    // A new narration re-times the scene: its length is the new speech's.
    next[i] = { ...s, narration: text, origin: text, durationSeconds: null, originDuration: null };
  }
  return { ops, scenes: next };
}

export function moveScene(scenes: DraftScene[], index: number, to: number): DraftChange | null {
  if (index === to || to < 0 || to >= scenes.length || !scenes[index]) return null;
  const next = [...scenes];
  const [scene] = next.splice(index, 1);
  next.splice(to, 0, scene as DraftScene);
  return { ops: [{ op: "move", scene: index + 1, to: to + 1 }], scenes: next };
}

export function duplicateScene(scenes: DraftScene[], index: number): DraftChange {
  const scene = scenes[index] as DraftScene;
  const next = [...scenes];
  next.splice(index + 1, 0, { ...scene, key: freshKey(scene.key) });
  return { ops: [{ op: "duplicate", scene: index + 1 }], scenes: next };
}

export function deleteScene(scenes: DraftScene[], index: number): DraftChange {
  return { ops: [{ op: "delete", scene: index + 1 }], scenes: scenes.filter((_, i) => i !== index) };
}

/** Cuts scene `index` after its word number `word` (1-based); null when a part would be empty. */
export function splitScene(scenes: DraftScene[], index: number, word: number): DraftChange | null {
  const before = settled(scenes, [index]);
  const scene = before.scenes[index];
  if (!scene) return null;
  const words = wordsOf(scene.narration);
  if (word < 1 || word >= words.length) return null;
  const [first, second] = [words.slice(0, word).join(" "), words.slice(word).join(" ")];
  const made = { durationSeconds: null, originDuration: null } as const;
  const next = [...before.scenes];
  next.splice(
    index,
    1,
    { ...scene, ...made, key: freshKey(scene.key), narration: first, origin: first },
    { ...scene, ...made, key: freshKey(scene.key), narration: second, origin: second, startSeconds: null },
  );
  return { ops: [...before.ops, { op: "split", scene: index + 1, word }], scenes: next };
}

/** Joins scene `index` and the next one. */
export function mergeScenes(scenes: DraftScene[], index: number): DraftChange | null {
  const before = settled(scenes, [index, index + 1]);
  const [a, b] = [before.scenes[index], before.scenes[index + 1]];
  if (!a || !b) return null;
  const narration = `${a.narration.trim()} ${b.narration.trim()}`;
  const next = [...before.scenes];
  next.splice(index, 2, {
    ...a,
    key: freshKey(a.key),
    narration,
    origin: narration,
    durationSeconds: null,
    originDuration: null,
  });
  return { ops: [...before.ops, { op: "merge", scene: index + 1 }], scenes: next };
}

/** A new scene saying `narration` at position `at` (0-based). */
export function addScene(scenes: DraftScene[], at: number, narration: string): DraftChange | null {
  const text = narration.trim();
  if (!text || at < 0 || at > scenes.length) return null;
  const next = [...scenes];
  next.splice(at, 0, {
    key: freshKey("added"),
    narration: text,
    origin: text,
    visual: "pictures chosen from the narration",
    durationSeconds: null,
    originDuration: null,
    startSeconds: null,
  });
  return { ops: [{ op: "add", at: at + 1, narration: text }], scenes: next };
}

/**
 * What a scene's new picture is: a picture of a search or the scene's alternatives (an illustration of
 * the library, or a stock photo or clip), or one of the user's uploads.
 */
export type PictureChoice =
  | { picture: TVisualChoice }
  | { upload: { id: string; name: string; kind: "image" | "video"; thumbnailUrl: string } };

const STOCK_NAMES: Record<string, string> = { pexels: "Pexels", pixabay: "Pixabay" };

/** How the editor names a chosen picture: "hot beverage", "Pexels photo: a coffee cup". */
export function pictureName(picture: TVisualChoice): string {
  if (picture.source === "illustration") return picture.label;
  return `${STOCK_NAMES[picture.source] ?? picture.source} ${picture.media === "video" ? "clip" : "photo"}: ${picture.label}`;
}

export function replaceVisual(
  scenes: DraftScene[],
  index: number,
  choice: PictureChoice,
): DraftChange | null {
  const scene = scenes[index];
  if (!scene) return null;
  const next = [...scenes];
  if ("picture" in choice) {
    const { picture } = choice;
    next[index] = {
      ...scene,
      visual: pictureName(picture),
      thumbnailUrl: picture.thumbnailUrl,
      pictures: [picture],
    };
    // What the server needs to show exactly this picture (an illustration's id, a stock item's).
    return { ops: [{ op: "visual", scene: index + 1, ...picture.use }], scenes: next };
  }
  const { upload } = choice;
  next[index] = {
    ...scene,
    visual: `your ${upload.kind === "video" ? "clip" : "photo"} ${upload.name}`,
    thumbnailUrl: upload.thumbnailUrl,
    pictures: [],
  };
  return { ops: [{ op: "visual", scene: index + 1, upload: upload.id }], scenes: next };
}
