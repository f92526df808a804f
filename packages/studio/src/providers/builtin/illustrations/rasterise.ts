// SVG -> PNG with resvg (a prebuilt N-API addon: no browser, nothing downloaded at run time), and the
// colour picture of one emoji character for captions, thumbnails and scene compositions.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { Resvg } from "@resvg/resvg-js";
import type { ProviderCredit } from "../../types.ts";
import { FLUENT_EMOJI, iconNameFor, iconSvg, illustrationId, licenceOf } from "./icon-set.ts";

const require = createRequire(import.meta.url);

/** PNG (RGBA, transparent where the SVG draws nothing) of an SVG document, `width` pixels wide. */
export function rasteriseSvg(svg: string, width?: number): Buffer {
  return new Resvg(svg, {
    fitTo: width ? { mode: "width", value: Math.round(width) } : { mode: "original" },
    font: { loadSystemFonts: false },
    logLevel: "off",
  })
    .render()
    .asPng();
}

/** Premultiplied RGBA pixels of an SVG document at its own size (for compositing in memory). */
export function rasteriseSvgPixels(svg: string): { pixels: Buffer; width: number; height: number } {
  const img = new Resvg(svg, {
    fitTo: { mode: "original" },
    font: { loadSystemFonts: false },
    logLevel: "off",
  }).render();
  return { pixels: img.pixels, width: img.width, height: img.height };
}

/** Who made an illustration and under which licence (travels with every picture drawn from the set). */
export function illustrationCredit(): ProviderCredit {
  return {
    provider: "illustration",
    model: FLUENT_EMOJI.set,
    builtin: true,
    attribution: { author: FLUENT_EMOJI.author, url: FLUENT_EMOJI.url, licence: FLUENT_EMOJI.licence },
  };
}

export interface EmojiIllustration {
  /** PNG, `size` x `size`, transparent background. */
  png: Buffer;
  /** "fluent-emoji-flat:hot-beverage". */
  id: string;
  credit: ProviderCredit;
}

/**
 * The colour illustration of an emoji character ("☕", "🧑‍🍳", with or without VS16), or null when the
 * library has none (flags, for one: Fluent Emoji draws no country flags).
 */
export function illustrationForEmoji(emoji: string, size = 256): EmojiIllustration | null {
  const name = iconNameFor(emoji);
  if (!name) return null;
  const svg = iconSvg(name, size);
  if (!svg) return null;
  const l = licenceOf(name);
  const credit =
    l === FLUENT_EMOJI
      ? illustrationCredit()
      : {
          provider: "illustration",
          model: l.set,
          builtin: true,
          attribution: { author: l.author, licence: l.licence },
        };
  return { png: rasteriseSvg(svg, size), id: illustrationId(name), credit };
}

// resvg's pixel buffers live outside V8's heap, so V8 does not see them as a reason to collect: a
// render of dozens of layers held ~3.5 MB each until some later full collection (+60 MB for 20 layers
// of 820x820). Batches are drawn in a worker thread whose end releases everything it drew with.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { Resvg } = require(workerData.resvg);
parentPort.on("message", (svgs) => {
  try {
    const out = svgs.map((svg) =>
      new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false }, logLevel: "off" }).render().asPng(),
    );
    parentPort.postMessage({ out });
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.message) || err) });
  }
});`;

// One batch at a time in a process: each worker thread is a V8 isolate with resvg and its pixels (tens
// of MB while it draws), and two scenes prepared side by side drew two batches at once, the render's
// memory peak in node. Drawing is quick (a few ms a picture), so the second batch waits little.
let drawing: Promise<unknown> = Promise.resolve();

/** PNGs of several SVG documents (each at its own size), drawn in a short-lived worker thread. */
export function rasteriseBatch(svgs: string[]): Promise<Buffer[]> {
  if (svgs.length === 0) return Promise.resolve([]);
  const run = drawing.then(
    () => drawBatch(svgs),
    () => drawBatch(svgs),
  );
  drawing = run.catch(() => undefined);
  return run;
}

async function drawBatch(svgs: string[]): Promise<Buffer[]> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { resvg: require.resolve("@resvg/resvg-js") },
  });
  try {
    const reply = await new Promise<{ out?: Uint8Array[]; error?: string }>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
      worker.postMessage(svgs);
    });
    if (!reply.out) throw new Error(`Could not draw the illustrations: ${reply.error}`);
    return reply.out.map((u) => Buffer.from(u.buffer, u.byteOffset, u.byteLength));
  } finally {
    await worker.terminate();
  }
}
