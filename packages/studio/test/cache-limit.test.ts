// A render keeps its stage cache within its size limit: after the render, entries unused for 30 days
// and the least recently used beyond the limit go, and what the render itself used stays.
import { mkdir, readdir, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { StudioCache } from "../src/cache.ts";
import { renderStoryboard } from "../src/render/render-storyboard.ts";
import { parseStoryboard } from "../src/storyboard/schema.ts";
import { tempDir } from "./fixtures.ts";

const DAY = 24 * 60 * 60 * 1000;

async function oldEntry(cache: StudioCache, kind: string, key: string, bytes: number, ageMs: number) {
  const file = cache.entryPath(kind, key, ".mp4");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.alloc(bytes));
  const t = new Date(Date.now() - ageMs);
  await utimes(file, t, t);
  return file;
}

const present = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

it("sweeps the cache after a render, keeping the entries the render used", async () => {
  const dir = await tempDir();
  const cache = new StudioCache(path.join(dir, "cache"));
  const stale = await oldEntry(cache, "segments", "a1".repeat(16), 1000, 40 * DAY);
  const big = await oldEntry(cache, "transitions", "b2".repeat(16), 3_000_000, 2 * DAY);
  const sb = parseStoryboard({
    version: 1,
    format: { aspect: "9:16", width: 180, height: 320, fps: 30 },
    voice: { enabled: false, language: "English", gender: "female" },
    captions: { enabled: false },
    scenes: [
      { id: "a", narration: "", durationSeconds: 1, visual: { kind: "color", color: "#123456" } },
      { id: "b", narration: "", durationSeconds: 1, visual: { kind: "color", color: "#654321" } },
    ],
  });
  const r = await renderStoryboard(sb, {
    out: path.join(dir, "out.mp4"),
    cacheDir: cache.dir,
    workDir: path.join(dir, "work"),
    encoder: { preset: "superfast" },
    cacheMaxBytes: 1_000_000,
  });
  expect(r.segments.rendered).toBe(2);
  // The sweep runs after the render has returned.
  for (let i = 0; i < 50 && ((await present(stale)) || (await present(big))); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect([await present(stale), await present(big)]).toEqual([false, false]);
  const segments = await readdir(path.join(cache.dir, "segments"), { recursive: true });
  expect(segments.filter((f) => f.endsWith("pieces.json"))).toHaveLength(2);
});
