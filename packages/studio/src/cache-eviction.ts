// Keeps the stage cache within STUDIO_CACHE_MAX_BYTES: after a render, entries unused for 30 days are
// removed, then the least recently used until the cache is back under 90% of the limit. Several
// processes share one cache, so a sweep never touches an entry used in the last hour (a running render
// may be about to read it) nor a file being written (entries are written under a temporary name and
// renamed into place), takes a lock so one process sweeps at a time, and renames an entry away before
// deleting it, so no reader ever sees half an entry.
import { randomBytes } from "node:crypto";
import type { Dirent } from "node:fs";
import { lstat, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

/** Default size limit: 5 GB. */
export const DEFAULT_CACHE_MAX_BYTES = 5_000_000_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface EvictionPolicy {
  /** Size limit of the stage entries in bytes (0: no size limit). */
  maxBytes: number;
  /** Entries unused for longer are removed whatever the size. */
  maxIdleMs: number;
  /** Entries used more recently are never removed (a render may be reading them). */
  minIdleMs: number;
  /** The sweep removes down to this share of maxBytes, so it does not run again at once. */
  lowWater: number;
}

export const DEFAULT_EVICTION: Omit<EvictionPolicy, "maxBytes"> = {
  maxIdleMs: 30 * DAY_MS,
  minIdleMs: 60 * 60 * 1000,
  lowWater: 0.9,
};

/** The schema of STUDIO_CACHE_MAX_BYTES (blank: the default). */
export const ZCacheMaxBytes = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z.coerce
    .number({ error: "must be a whole number of bytes (0: no size limit)" })
    .int({ error: "must be a whole number of bytes (0: no size limit)" })
    .min(0, { error: "must be a whole number of bytes (0: no size limit)" })
    .optional(),
);

/** STUDIO_CACHE_MAX_BYTES, or the default; a clear error for a bad value. */
export function cacheMaxBytesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = ZCacheMaxBytes.safeParse(env.STUDIO_CACHE_MAX_BYTES);
  if (!parsed.success) throw new Error(`STUDIO_CACHE_MAX_BYTES ${parsed.error.issues[0]?.message}`);
  return parsed.data ?? DEFAULT_CACHE_MAX_BYTES;
}

interface Entry {
  path: string;
  bytes: number;
  /** Last use: the newest modification time of the entry and anything in it. */
  usedMs: number;
}

export interface EvictionResult {
  entries: number;
  bytes: number;
  removed: number;
  removedBytes: number;
}

/** A temporary name: an entry being written, or one being removed. */
const isTemporary = (name: string) => /\.tmp(\.|$)|\.evict$/.test(name);
/** Stage entries sit in two-character shards (`segments/ab/abcd…`); music, helpers and fonts do not. */
const isShard = (e: Dirent) => e.isDirectory() && /^[0-9a-f]{2}$/.test(e.name);

async function list(dir: string): Promise<Dirent[]> {
  return readdir(dir, { withFileTypes: true }).catch(() => []);
}

/** Size and last use of one entry (a file, or a directory of files). */
async function measure(file: string): Promise<Entry | null> {
  try {
    const st = await lstat(file);
    if (!st.isDirectory()) return { path: file, bytes: st.size, usedMs: st.mtimeMs };
    let bytes = 0;
    let usedMs = st.mtimeMs;
    for (const name of await readdir(file, { recursive: true })) {
      const inner = await lstat(path.join(file, name));
      if (inner.isFile()) bytes += inner.size;
      usedMs = Math.max(usedMs, inner.mtimeMs);
    }
    return { path: file, bytes, usedMs };
  } catch {
    return null; // removed meanwhile
  }
}

/** Every stage entry of the cache; temporary files left over from a crash (a day old) are removed. */
async function stageEntries(dir: string, nowMs: number): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const kind of await list(dir)) {
    if (!kind.isDirectory()) continue;
    for (const shard of (await list(path.join(dir, kind.name))).filter(isShard)) {
      const shardDir = path.join(dir, kind.name, shard.name);
      for (const e of await list(shardDir)) {
        const entry = await measure(path.join(shardDir, e.name));
        if (!entry) continue;
        if (!isTemporary(e.name)) entries.push(entry);
        else if (nowMs - entry.usedMs > DAY_MS) await rm(entry.path, { recursive: true, force: true });
      }
    }
  }
  return entries;
}

/** Removes an entry unless it was used since it was measured; false when it was kept. */
async function remove(entry: Entry, policy: EvictionPolicy, nowMs: number): Promise<boolean> {
  const again = await measure(entry.path);
  if (!again || nowMs - again.usedMs < policy.minIdleMs || again.usedMs > entry.usedMs) return false;
  // Renamed away first: a reader either finds the whole entry or none (and makes it again).
  const away = `${entry.path}.${randomBytes(4).toString("hex")}.evict`;
  try {
    await rename(entry.path, away);
  } catch {
    return false;
  }
  await rm(away, { recursive: true, force: true });
  return true;
}

/** One sweep of the cache at `dir` (callers hold the lock; see sweepCache). */
export async function evictCache(
  dir: string,
  policy: EvictionPolicy,
  nowMs: number = Date.now(),
): Promise<EvictionResult> {
  const entries = await stageEntries(path.resolve(dir), nowMs);
  let bytes = entries.reduce((sum, e) => sum + e.bytes, 0);
  const result: EvictionResult = { entries: entries.length, bytes, removed: 0, removedBytes: 0 };
  const drop = async (e: Entry) => {
    if (!(await remove(e, policy, nowMs))) return;
    bytes -= e.bytes;
    result.removed++;
    result.removedBytes += e.bytes;
  };
  // Oldest use first: unused for too long, then as many as the size limit needs.
  entries.sort((a, b) => a.usedMs - b.usedMs);
  const kept: Entry[] = [];
  for (const e of entries) {
    if (nowMs - e.usedMs > policy.maxIdleMs) await drop(e);
    else kept.push(e);
  }
  if (policy.maxBytes > 0 && bytes > policy.maxBytes) {
    for (const e of kept) {
      if (bytes <= policy.maxBytes * policy.lowWater) break;
      if (nowMs - e.usedMs >= policy.minIdleMs) await drop(e);
    }
  }
  return result;
}

const LOCK_NAME = ".eviction.lock";
/** A lock older than this was left by a process that died mid-sweep. */
const STALE_LOCK_MS = 10 * 60 * 1000;

/** Takes the cache's sweep lock; null when another process holds it. */
async function takeLock(dir: string): Promise<(() => Promise<void>) | null> {
  const file = path.join(dir, LOCK_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fh = await open(file, "wx");
      await fh.writeFile(`${process.pid}\n`);
      await fh.close();
      return () => rm(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") return null;
      const st = await stat(file).catch(() => null);
      if (st && Date.now() - st.mtimeMs < STALE_LOCK_MS) return null;
      await rm(file, { force: true });
    }
  }
  return null;
}

/** Sweeps at most this often per cache and process (a sweep reads every entry's size). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const lastSweep = new Map<string, number>();

/**
 * Sweeps the cache at `dir` unless this process did in the last ten minutes or another process is
 * sweeping it now; resolves to what was done, or null when skipped.
 */
export async function sweepCache(
  dir: string,
  maxBytes: number,
  policy: Omit<EvictionPolicy, "maxBytes"> = DEFAULT_EVICTION,
): Promise<EvictionResult | null> {
  const abs = path.resolve(dir);
  const now = Date.now();
  if (now - (lastSweep.get(abs) ?? Number.NEGATIVE_INFINITY) < SWEEP_INTERVAL_MS) return null;
  lastSweep.set(abs, now);
  const release = await takeLock(abs);
  if (!release) return null;
  try {
    return await evictCache(abs, { ...policy, maxBytes }, now);
  } finally {
    await release();
  }
}
