// Content-addressed cache of every render stage (speech, visuals, scene segments). A stage's key is the
// hash of everything that decides its output, so an edited storyboard re-renders only what changed.
import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, rename, rm, stat, utimes } from "node:fs/promises";
import path from "node:path";

/** STUDIO_CACHE_DIR or ./data/cache, absolute. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.STUDIO_CACHE_DIR?.trim() || "./data/cache");
}

/** JSON with sorted keys so equal values always hash equally. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(",")}}`;
}

export function hashOf(value: unknown): string {
  return createHash("sha256").update(stableStringify(value)).digest("hex").slice(0, 32);
}

const fileHashMemo = new Map<string, { mtimeMs: number; size: number; hash: string }>();

/** Hash of a file's bytes (memoised on path, size and mtime, so big inputs are read once per process). */
export async function fileHash(file: string): Promise<string> {
  const abs = path.resolve(file);
  const st = await stat(abs);
  const memo = fileHashMemo.get(abs);
  if (memo && memo.mtimeMs === st.mtimeMs && memo.size === st.size) return memo.hash;
  const h = createHash("sha256");
  await new Promise<void>((resolve, reject) => {
    createReadStream(abs)
      .on("data", (chunk) => h.update(chunk))
      .on("end", () => resolve())
      .on("error", reject);
  });
  const hash = h.digest("hex").slice(0, 32);
  fileHashMemo.set(abs, { mtimeMs: st.mtimeMs, size: st.size, hash });
  return hash;
}

/**
 * Puts a provider's file at `dest` in the entry being made (`dest` is inside `entryTmp`): moved when the
 * provider wrote it into that entry (no second copy of a picture on disk), copied from anywhere else.
 */
export async function adoptFile(file: string, entryTmp: string, dest: string): Promise<void> {
  const from = path.resolve(file);
  if (from === path.resolve(dest)) return;
  if (path.dirname(from) === path.resolve(entryTmp)) await rename(from, dest);
  else await copyFile(from, dest);
}

export async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

export class StudioCache {
  readonly dir: string;
  private readonly pending = new Map<string, Promise<string>>();

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  /** Path of a cache entry; `kind` is a sub-directory such as "speech" or "segments". */
  entryPath(kind: string, key: string, ext: string): string {
    return path.join(this.dir, kind, key.slice(0, 2), `${key}${ext}`);
  }

  /**
   * Marks a cache file or entry as just used (its modification time is what eviction ranks by); false
   * when it does not exist.
   */
  async markUsed(file: string): Promise<boolean> {
    const now = new Date();
    try {
      await utimes(file, now, now);
      return true;
    } catch (err) {
      // A cache we may read but not write (EPERM, EROFS) still answers.
      return (err as NodeJS.ErrnoException).code === "ENOENT" ? false : exists(file);
    }
  }

  /** Whether the entry exists, marking it as used when it does. */
  has(kind: string, key: string, ext: string): Promise<boolean> {
    return this.markUsed(this.entryPath(kind, key, ext));
  }

  /**
   * Returns the entry, producing it first when missing. The producer writes into a temporary path that
   * is renamed into place only on success, so an aborted or failed stage never leaves a half file that a
   * later run would mistake for a result. Concurrent requests for one key share one producer.
   */
  async getOrCreate(
    kind: string,
    key: string,
    ext: string,
    produce: (tmpPath: string) => Promise<void>,
  ): Promise<{ path: string; hit: boolean }> {
    const final = this.entryPath(kind, key, ext);
    if (await this.markUsed(final)) return { path: final, hit: true };
    const running = this.pending.get(final);
    if (running) return { path: await running, hit: true };
    const job = (async () => {
      await mkdir(path.dirname(final), { recursive: true });
      const tmp = `${final}.${randomBytes(4).toString("hex")}.tmp${ext}`;
      try {
        await produce(tmp);
        await rename(tmp, final);
      } catch (err) {
        await rm(tmp, { force: true, recursive: true });
        throw err;
      }
      return final;
    })();
    this.pending.set(final, job);
    try {
      return { path: await job, hit: false };
    } finally {
      this.pending.delete(final);
    }
  }
}
