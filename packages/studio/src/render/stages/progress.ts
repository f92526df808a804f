// Progress of a render: frames encoded out of all scene frames (known once every scene is timed) up to
// 85%, then the audio, the join and the sidecars.
import type { Progress } from "./context.ts";

export class RenderProgress {
  private readonly sceneFrames: number[];
  private readonly framesDone: number[];
  private readonly onProgress?: (e: Progress) => void;

  constructor(scenes: number, onProgress?: (e: Progress) => void) {
    this.onProgress = onProgress;
    this.sceneFrames = new Array<number>(scenes).fill(0);
    this.framesDone = new Array<number>(scenes).fill(0);
  }

  report(stage: string, percent: number): void {
    this.onProgress?.({ stage, percent: Math.min(100, Math.max(0, percent)) });
  }

  /** Scene `i` is timed: `frames` of it are its own (the tail belongs to the next scene's transition). */
  sceneTimed(i: number, frames: number): void {
    this.sceneFrames[i] = frames;
  }

  /** Scene `i` has `frames` encoded so far (never goes back). */
  sceneFramesDone(i: number, frames: number): void {
    this.framesDone[i] = Math.max(this.framesDone[i]!, frames);
    this.tick();
  }

  /** Scene `i` is encoded (or was in the cache). */
  sceneDone(i: number): void {
    this.framesDone[i] = this.sceneFrames[i]!;
    this.tick();
  }

  private tick(): void {
    const total = this.sceneFrames.reduce((a, b) => a + b, 0);
    if (total > 0 && this.sceneFrames.every((f) => f > 0))
      this.report("render", (85 * this.framesDone.reduce((a, b) => a + b, 0)) / total);
  }
}
