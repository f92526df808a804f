// The user's own photos and clips in a video: they come first among the visual sources (before stock,
// an image model and the built-in designer). "in-order" gives scene 1 the first upload, scene 2 the
// second and so on; "match" gives each upload to the scene whose narration shares most words with the
// upload's name ("chocolate-cake.jpg" goes to "...our chocolate cake..."), the rest in order. Each
// upload is shown once; scenes left over after the uploads take the usual sources.
import type { StoryboardInput } from "../storyboard/schema.ts";

export interface UserMedia {
  /** A local copy of the upload (the pipeline reads it as a file argument only). */
  path: string;
  kind: "image" | "video";
  /** The name the user gave it: its words are matched to the narration. */
  name?: string;
  /** A clip's own sound mixed under the voice (else muted). */
  sound?: boolean;
  /**
   * Where a picture that is not the user's own came from (a linked page's image): recorded in
   * scene.visuals as its source, URL and licence instead of "upload" / "user's own".
   */
  origin?: MediaOrigin;
}

export interface MediaOrigin {
  /** scene.visuals[].source, e.g. "page". */
  source: string;
  url: string;
  licence: string;
}

export type MediaOrder = "in-order" | "match";

// Words of a file name or narration: lower case, letters and digits, a plural's s dropped.
function words(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (w.length < 3 || /^\d+$/.test(w) || NOISE.has(w)) continue;
    out.add(w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w);
  }
  return out;
}

// Camera and editor names that say nothing about what a picture shows.
const NOISE = new Set([
  "img",
  "dsc",
  "dcim",
  "mov",
  "mp4",
  "jpg",
  "jpeg",
  "png",
  "webp",
  "heic",
  "photo",
  "image",
  "video",
  "clip",
  "screenshot",
  "edit",
  "final",
  "copy",
  "the",
  "and",
  "our",
  "with",
  "for",
]);

/** Which upload each scene shows (undefined: the scene takes the usual sources). */
export function assignMedia(
  narrations: string[],
  media: UserMedia[],
  order: MediaOrder = "in-order",
): (UserMedia | undefined)[] {
  const result: (UserMedia | undefined)[] = narrations.map(() => undefined);
  if (order === "match") {
    const sceneWords = narrations.map(words);
    const pairs: { scene: number; item: number; score: number }[] = [];
    media.forEach((m, item) => {
      const mw = words((m.name ?? "").replace(/\.[a-z0-9]{2,5}$/i, ""));
      sceneWords.forEach((sw, scene) => {
        let score = 0;
        for (const w of mw) if (sw.has(w)) score++;
        if (score > 0) pairs.push({ scene, item, score });
      });
    });
    // Best pairs first; on a tie the earlier scene and the earlier upload.
    pairs.sort((a, b) => b.score - a.score || a.scene - b.scene || a.item - b.item);
    const placed = new Set<number>();
    for (const p of pairs) {
      if (result[p.scene] || placed.has(p.item)) continue;
      result[p.scene] = media[p.item];
      placed.add(p.item);
    }
    const rest = media.filter((_m, i) => !placed.has(i));
    for (let s = 0; s < result.length && rest.length > 0; s++) if (!result[s]) result[s] = rest.shift();
    return result;
  }
  media.slice(0, narrations.length).forEach((m, i) => {
    result[i] = m;
  });
  return result;
}

/** Gives the storyboard's scenes their uploads (as "asset" visuals); other scenes keep theirs. */
export function withUserMedia(
  scenes: StoryboardInput["scenes"],
  media: UserMedia[] | undefined,
  order?: MediaOrder,
): StoryboardInput["scenes"] {
  if (!media?.length) return scenes;
  const chosen = assignMedia(
    scenes.map((s) => s.narration),
    media,
    order,
  );
  return scenes.map((scene, i) => {
    const m = chosen[i];
    if (!m) return scene;
    const sound = m.kind === "video" && m.sound ? { sound: true } : {};
    const origin = m.origin ? { origin: m.origin } : {};
    return {
      ...scene,
      visual: { kind: "asset" as const, path: m.path, media: m.kind, ...sound, ...origin },
    };
  });
}
