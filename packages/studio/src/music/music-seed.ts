// The seed of a video's built-in music: the storyboard's own (kept through edits), or one made from its
// title and narration, so two videos get different compositions and a re-render the same one.
import type { Storyboard } from "../storyboard/schema.ts";
import { seedFromText } from "./compose.ts";

export function musicSeed(sb: Pick<Storyboard, "title" | "scenes" | "music">): number {
  if (sb.music?.seed !== undefined) return sb.music.seed;
  return seedFromText([sb.title, ...sb.scenes.map((s) => s.narration)].join("\n"));
}
