// One full garbage collection, asked for where a render knows it has just left a lot of garbage.
//
// Preparing a video (backgrounds painted with resvg, PNGs encoded, speech read) leaves ~50-70 MB of
// buffers outside V8's heap that nothing references any more. Their JavaScript handles outlive the young
// generation (they are held across awaits), and V8 starts a full collection only when its own heap grows,
// which it barely does while ffmpeg encodes: the garbage stayed in node until the render ended, right
// through the encoders' memory peak (node 244 MB PSS, 192 MB after one collection). A full collection of
// this heap takes ~10-20 ms.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

let gc: (() => void) | undefined;
const releasers: (() => void)[] = [];

/** Registers what a module lets go of before each collection (working memory kept for reuse). */
export function beforeCollection(release: () => void): void {
  releasers.push(release);
}

/** Runs a full garbage collection (exposing V8's `gc` once, as leak detectors do, unless node already has it). */
export function collectGarbage(): void {
  for (const release of releasers) release();
  if (!gc) {
    const exposed = (globalThis as { gc?: () => void }).gc;
    if (exposed) gc = exposed;
    else {
      setFlagsFromString("--expose-gc");
      gc = runInNewContext("gc") as () => void;
    }
  }
  gc();
}
