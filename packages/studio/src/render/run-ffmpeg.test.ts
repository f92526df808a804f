import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { ALLOCATOR_ENV, runFfmpeg } from "./run-ffmpeg.ts";

describe("ffmpeg children", () => {
  it("start with the renderer's allocator settings, and a caller's own settings win", async () => {
    const environOf = async (extra: Record<string, string | undefined>) => {
      const saved = Object.fromEntries(Object.keys(extra).map((k) => [k, process.env[k]]));
      Object.assign(process.env, extra);
      for (const [k, v] of Object.entries(extra)) if (v === undefined) delete process.env[k];
      let environ: Promise<string> = Promise.resolve("");
      try {
        // Read in real time (-re), half a second: long enough to read /proc/PID/environ while it runs.
        await runFfmpeg(["-re", "-f", "lavfi", "-i", "anullsrc=d=0.5", "-f", "null", "-"], {
          onSpawn: (pid) => {
            environ = readFile(`/proc/${pid}/environ`, "utf8");
          },
        });
      } finally {
        for (const [k, v] of Object.entries(saved)) {
          if (v === undefined) delete process.env[k];
          else process.env[k] = v;
        }
      }
      return (await environ).split("\0");
    };
    const plain = await environOf({ MALLOC_TRIM_THRESHOLD_: undefined, MALLOC_ARENA_MAX: undefined });
    for (const [k, v] of Object.entries(ALLOCATOR_ENV)) expect(plain).toContain(`${k}=${v}`);
    const own = await environOf({ MALLOC_ARENA_MAX: "4" });
    expect(own).toContain("MALLOC_ARENA_MAX=4");
    expect(own).toContain("MALLOC_TRIM_THRESHOLD_=131072");
  });
});
