import type { TEditableStoryboard, TEditOperation } from "@reelforge/contract";

// The editor's draft of a storyboard (issue 12): the scenes as the user arranged them, and the
// operations that make that arrangement, applied in order by the server.

export type DraftScene = {
  key: string;
  narration: string;
  /** The narration the scene has in the storyboard (a duplicate carries its original's). */
  origin: string;
  visual: string;
  durationSeconds: number | null;
  thumbnailUrl?: string;
};

export const draftOf = (storyboard: TEditableStoryboard): DraftScene[] =>
  storyboard.scenes.map((s) => ({
    key: s.id,
    narration: s.narration,
    origin: s.narration,
    visual: s.visual,
    durationSeconds: s.durationSeconds,
    thumbnailUrl: s.thumbnailUrl,
  }));

/** The operations of a draft: its scene operations in the order they were made, then the narrations changed. */
export function draftOperations(structural: TEditOperation[], scenes: DraftScene[]): TEditOperation[] {
  const narrations: TEditOperation[] = scenes.flatMap((scene, index) =>
    scene.narration.trim() && scene.narration.trim() !== scene.origin.trim()
      ? [{ op: "narration" as const, scene: index + 1, text: scene.narration.trim() }]
      : [],
  );
  return [...structural, ...narrations];
}
