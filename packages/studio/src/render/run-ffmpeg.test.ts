import { readdir, readFile } from "node:fs/promises";
import { getPriority } from "node:os";
import { describe, expect, it } from "vitest";
import {
  ALLOCATOR_ENV,
  CHILD_NICENESS,
  FfmpegError,
  ProcessError,
  runFfmpeg,
  runProcess,
} from "./run-ffmpeg.ts";

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

/** Niceness of every thread of a running process, from /proc. */
async function threadNiceness(pid: number): Promise<number[]> {
  const tids = await readdir(`/proc/${pid}/task`);
  const stats = await Promise.all(tids.map((tid) => readFile(`/proc/${pid}/task/${tid}/stat`, "utf8")));
  // Fields after the command name (which may hold spaces) start at field 3; nice is field 19.
  return stats.map((s) => Number(s.slice(s.lastIndexOf(")") + 2).split(" ")[16]));
}

describe("child priority", () => {
  // Two seconds of a small x264 encode in real time: its threads are sampled every 100 ms while it
  // runs (a loaded machine may take a while to start them), and the sample with the most is kept.
  const encode = [
    "-re",
    "-f",
    "lavfi",
    "-i",
    "testsrc=size=320x240:rate=25:d=2",
    "-c:v",
    "libx264",
    "-threads",
    "2",
    "-f",
    "null",
    "-",
  ];
  const nicenessWhileRunning = async (opts: { niceness?: number }) => {
    let most: number[] = [];
    let timer: NodeJS.Timeout | undefined;
    await runFfmpeg(encode, {
      ...opts,
      onSpawn: (pid) => {
        timer = setInterval(() => {
          threadNiceness(pid).then(
            (sample) => {
              if (sample.length > most.length) most = sample;
            },
            () => {},
          );
        }, 100);
      },
    });
    clearInterval(timer);
    return most;
  };

  it("runs ffmpeg and all its threads below the caller's priority, and at it when asked", async () => {
    const own = getPriority();
    const lowered = await nicenessWhileRunning({});
    expect(lowered.length).toBeGreaterThan(1);
    expect(new Set(lowered)).toEqual(new Set([Math.min(19, own + CHILD_NICENESS)]));
    expect(new Set(await nicenessWhileRunning({ niceness: 0 }))).toEqual(new Set([own]));
  });

  it("runs other programs the same way, with their input and output", async () => {
    let nice: Promise<number[]> = Promise.resolve([]);
    const { stdout } = await runProcess("sh", ["-c", "read line; sleep 0.3; echo got $line"], {
      input: "hello\n",
      onSpawn: (pid) => {
        nice = new Promise((resolve) => setTimeout(() => resolve(threadNiceness(pid)), 100));
      },
    });
    expect(stdout).toBe("got hello\n");
    expect(await nice).toEqual([Math.min(19, getPriority() + CHILD_NICENESS)]);
  });

  it("tells a program that failed from one that could not start", async () => {
    const failed = await runProcess("sh", ["-c", "echo broken >&2; exit 3"]).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ProcessError);
    expect(failed).toMatchObject({ exitCode: 3, message: "sh failed (exit 3): broken" });
    const missing = await runProcess("/nonexistent/program", []).catch((e: unknown) => e);
    expect(missing).toMatchObject({ exitCode: null, name: "ProcessError" });
    expect((missing as Error).message).toMatch(/could not start: .*ENOENT/);
    const ffmpeg = await runFfmpeg(["-i", "/nonexistent.wav", "-f", "null", "-"]).catch((e: unknown) => e);
    expect(ffmpeg).toBeInstanceOf(FfmpegError);
    expect(ffmpeg).toBeInstanceOf(ProcessError);
  });
});
