import { mkdir, mkdtemp, readdir, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { StudioCache } from "./cache.ts";
import {
  cacheMaxBytesFromEnv,
  DEFAULT_CACHE_MAX_BYTES,
  DEFAULT_EVICTION,
  evictCache,
  sweepCache,
} from "./cache-eviction.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = Date.now();

/** A file entry of `bytes` bytes last used `ageMs` ago. */
async function fileEntry(cache: StudioCache, kind: string, key: string, bytes: number, ageMs: number) {
  const file = cache.entryPath(kind, key, ".bin");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.alloc(bytes));
  const t = new Date(NOW - ageMs);
  await utimes(file, t, t);
  return file;
}

/** A directory entry (like a segment) holding two files, last used `ageMs` ago. */
async function dirEntry(cache: StudioCache, kind: string, key: string, bytes: number, ageMs: number) {
  const dir = cache.entryPath(kind, key, "");
  await mkdir(dir, { recursive: true });
  const t = new Date(NOW - ageMs);
  for (const name of ["a.mp4", "pieces.json"]) {
    await writeFile(path.join(dir, name), Buffer.alloc(bytes / 2));
    await utimes(path.join(dir, name), t, t);
  }
  await utimes(dir, t, t);
  return dir;
}

const present = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function newCache() {
  return new StudioCache(await mkdtemp(path.join(tmpdir(), "cache-evict-")));
}

describe("cache eviction", () => {
  it("removes the least recently used entries beyond the limit, down to 90% of it", async () => {
    const cache = await newCache();
    const oldest = await dirEntry(cache, "segments", "a1".repeat(16), 4000, 5 * DAY);
    const older = await fileEntry(cache, "speech-pcm", "b2".repeat(16), 3000, 4 * DAY);
    const old = await fileEntry(cache, "visuals", "c3".repeat(16), 2000, 3 * DAY);
    const recent = await dirEntry(cache, "segments", "d4".repeat(16), 2000, 2 * DAY);
    const r = await evictCache(cache.dir, { ...DEFAULT_EVICTION, maxBytes: 7000 }, NOW);
    // 11,000 bytes against 7,000: down to 6,300 takes the two least recently used.
    expect(r).toEqual({ entries: 4, bytes: 11000, removed: 2, removedBytes: 7000 });
    expect(await Promise.all([oldest, older, old, recent].map(present))).toEqual([false, false, true, true]);
    // Nothing half-removed is left beside the kept entries.
    expect(await readdir(path.dirname(oldest))).toEqual([]);
  });

  it("ranks an entry by its last use: a cache hit keeps it", async () => {
    const cache = await newCache();
    const a = await fileEntry(cache, "thumbnails", "e5".repeat(16), 5000, 3 * DAY);
    const b = await fileEntry(cache, "thumbnails", "f6".repeat(16), 5000, 2 * DAY);
    // The older one is used again (a hit), so the other one goes.
    const hit = await cache.getOrCreate("thumbnails", "e5".repeat(16), ".bin", async () => {
      throw new Error("not made again");
    });
    expect(hit).toEqual({ path: a, hit: true });
    expect(await cache.has("thumbnails", "00".repeat(16), ".bin")).toBe(false);
    const r = await evictCache(
      cache.dir,
      { ...DEFAULT_EVICTION, minIdleMs: 0, maxBytes: 8000 },
      Date.now() + 1000,
    );
    expect(r.removed).toBe(1);
    expect([await present(a), await present(b)]).toEqual([true, false]);
  });

  it("removes entries unused for 30 days whatever the size, never one used in the last hour", async () => {
    const cache = await newCache();
    const stale = await dirEntry(cache, "segments", "a7".repeat(16), 100, 31 * DAY);
    const kept = await fileEntry(cache, "captions", "b8".repeat(16), 100, 29 * DAY);
    const busy = await fileEntry(cache, "segments", "c9".repeat(16), 50_000, 10 * 60 * 1000);
    const r = await evictCache(cache.dir, { ...DEFAULT_EVICTION, maxBytes: 1000 }, NOW);
    expect(r.removed).toBe(2);
    expect([await present(stale), await present(kept), await present(busy)]).toEqual([false, false, true]);
  });

  it("leaves files being written, music and helpers alone; removes day-old leftovers of a crash", async () => {
    const cache = await newCache();
    const writing = await fileEntry(cache, "segments", "aa".repeat(16), 9000, 3 * DAY);
    const writingTmp = `${writing}.1a2b3c4d.tmp.bin`;
    const leftover = `${writing}.5e6f7a8b.tmp.bin`;
    await writeFile(writingTmp, Buffer.alloc(9000));
    await writeFile(leftover, Buffer.alloc(10));
    await utimes(leftover, new Date(NOW - 2 * DAY), new Date(NOW - 2 * DAY));
    const music = path.join(cache.dir, "music", "builtin-calm-v2.flac");
    const helper = path.join(cache.dir, "bin", "espeak-words-0123456789abcdef");
    for (const f of [music, helper]) {
      await mkdir(path.dirname(f), { recursive: true });
      await writeFile(f, Buffer.alloc(50_000));
      await utimes(f, new Date(NOW - 90 * DAY), new Date(NOW - 90 * DAY));
    }
    const r = await evictCache(cache.dir, { ...DEFAULT_EVICTION, maxBytes: 1000 }, NOW);
    expect(r).toMatchObject({ entries: 1, removed: 1 });
    expect(await Promise.all([writing, writingTmp, leftover, music, helper].map(present))).toEqual([
      false,
      true,
      false,
      true,
      true,
    ]);
  });

  it("sweeps one process at a time, and a process at most every ten minutes", async () => {
    const cache = await newCache();
    const entry = await fileEntry(cache, "visuals", "bb".repeat(16), 5000, 2 * DAY);
    const lock = path.join(cache.dir, ".eviction.lock");
    await writeFile(lock, "12345\n");
    expect(await sweepCache(cache.dir, 1000)).toBeNull();
    expect(await present(entry)).toBe(true);

    const other = await newCache();
    const stale = path.join(other.dir, ".eviction.lock");
    await writeFile(stale, "12345\n");
    await utimes(stale, new Date(NOW - HOUR), new Date(NOW - HOUR));
    const first = await fileEntry(other, "visuals", "cc".repeat(16), 5000, 2 * DAY);
    // A lock left by a process that died is taken over, and released after the sweep.
    expect(await sweepCache(other.dir, 1000)).toMatchObject({ removed: 1 });
    expect([await present(first), await present(stale)]).toEqual([false, false]);
    const second = await fileEntry(other, "visuals", "dd".repeat(16), 5000, 2 * DAY);
    expect(await sweepCache(other.dir, 1000)).toBeNull();
    expect(await present(second)).toBe(true);
  });

  it("reads STUDIO_CACHE_MAX_BYTES, 5 GB when unset, and refuses what is not a number of bytes", () => {
    expect(cacheMaxBytesFromEnv({})).toBe(DEFAULT_CACHE_MAX_BYTES);
    expect(cacheMaxBytesFromEnv({ STUDIO_CACHE_MAX_BYTES: " " })).toBe(5_000_000_000);
    expect(cacheMaxBytesFromEnv({ STUDIO_CACHE_MAX_BYTES: "20000000000" })).toBe(20_000_000_000);
    expect(cacheMaxBytesFromEnv({ STUDIO_CACHE_MAX_BYTES: "0" })).toBe(0);
    for (const bad of ["5GB", "-1", "1.5"])
      expect(() => cacheMaxBytesFromEnv({ STUDIO_CACHE_MAX_BYTES: bad })).toThrow(
        /^STUDIO_CACHE_MAX_BYTES must be a whole number of bytes/,
      );
  });
});
