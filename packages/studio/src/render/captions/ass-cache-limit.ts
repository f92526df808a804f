// The small library preloaded into caption-burning ffmpeg processes (ass-cache-limit.c): it bounds
// libass's caches (decision 23) and merges the caption pictures of one colour, so the ass filter blends
// fewer of them. Compiled once per cache directory, like the espeak-ng helper. Without a C compiler the
// render goes on with libass's default caches and pictures (more memory and CPU, same frames).
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { access, mkdir, rename, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runProcess } from "../run-ffmpeg.ts";

const SOURCE = fileURLToPath(new URL("./ass-cache-limit.c", import.meta.url));
const built = new Map<string, Promise<string | undefined>>();

/** Path of the compiled library in `cacheDir/bin`, or undefined when it cannot be built here. */
export function assCacheLimitLibrary(cacheDir: string): Promise<string | undefined> {
  const hash = createHash("sha256").update(readFileSync(SOURCE)).digest("hex").slice(0, 16);
  const dir = resolve(cacheDir, "bin");
  const lib = join(dir, `ass-cache-limit-${hash}.so`);
  let pending = built.get(lib);
  if (!pending) {
    pending = (async () => {
      try {
        await access(lib);
        return lib;
      } catch {
        // not built yet
      }
      await mkdir(dir, { recursive: true });
      const tmp = `${lib}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
      try {
        await runProcess("gcc", ["-shared", "-fPIC", "-O2", "-o", tmp, SOURCE, "-ldl"]);
        await rename(tmp, lib); // atomic: another process may have built the same file meanwhile
        return lib;
      } catch {
        await rm(tmp, { force: true });
        return undefined;
      }
    })();
    built.set(lib, pending);
  }
  return pending;
}

/** Environment of an ffmpeg process that burns captions: the library preloaded (when built). */
export function assCacheLimitEnv(lib: string | undefined): Record<string, string> | undefined {
  if (!lib) return undefined;
  const others = process.env.LD_PRELOAD;
  return { LD_PRELOAD: others ? `${lib} ${others}` : lib };
}
