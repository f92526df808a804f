// The only place that starts ffmpeg or ffprobe. Always an argument array (never a shell), always
// `-protocol_whitelist file,pipe` so a crafted input cannot make ffmpeg open network or other URLs,
// killed on abort, and progress read from `-progress pipe:1`.
import { spawn } from "node:child_process";

export interface FfmpegRunOptions {
  signal?: AbortSignal;
  cwd?: string;
  /** Called with seconds of output written so far. */
  onProgress?(outSeconds: number): void;
  /** Keep the whole stderr (for filters that report through the log, like loudnorm or bbox). */
  captureStderr?: boolean;
  /** Called with the child's pid when it starts (benchmarks sample its memory). */
  onSpawn?(pid: number): void;
}

export class FfmpegError extends Error {
  readonly exitCode: number | null;
  readonly stderr: string;
  constructor(message: string, exitCode: number | null, stderr: string) {
    super(message);
    this.name = "FfmpegError";
    this.exitCode = exitCode;
    this.stderr = stderr;
  }
}

/**
 * glibc allocator settings for the processes that render (node and every ffmpeg). By default glibc
 * raises its mmap and trim thresholds after the first large buffer is freed, so later frame-sized
 * buffers come from the heap and are kept after use: node held 40-70 MB of freed picture buffers after
 * drawing a video's backgrounds, each ffmpeg ~5-10 MB. A fixed 128 KiB trim threshold (which also fixes
 * the mmap threshold) returns them to the system; two arenas stop every libuv thread keeping its own.
 * Measured cost: none in the render benchmark's CPU seconds. Settings already in the environment win.
 */
export const ALLOCATOR_ENV: Readonly<Record<string, string>> = {
  MALLOC_TRIM_THRESHOLD_: "131072",
  MALLOC_ARENA_MAX: "2",
};

const childEnv = (): NodeJS.ProcessEnv => ({ ...ALLOCATOR_ENV, ...process.env });

const activePids = new Set<number>();
/** Pids of running ffmpeg/ffprobe children (used by the benchmark's memory sampler). */
export function runningChildPids(): number[] {
  return [...activePids];
}

function abortError(signal: AbortSignal): Error {
  const reason = signal.reason;
  if (reason instanceof Error) return reason;
  const e = new Error("The operation was aborted");
  e.name = "AbortError";
  return e;
}

function run(
  bin: "ffmpeg" | "ffprobe",
  args: string[],
  opts: FfmpegRunOptions,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) return reject(abortError(opts.signal));
    const child = spawn(bin, args, {
      cwd: opts.cwd,
      env: childEnv(),
      stdio: ["ignore", "pipe", "pipe"],
      shell: false,
    });
    if (child.pid) {
      activePids.add(child.pid);
      opts.onSpawn?.(child.pid);
    }
    let stdout = "";
    let stderr = "";
    let pending = "";
    const keepStdout = bin === "ffprobe";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      if (keepStdout) {
        stdout += chunk;
        return;
      }
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        // out_time_us is the position of the output in microseconds (N/A before the first frame).
        const m = /^out_time_us=(\d+)/.exec(line);
        if (m && opts.onProgress) opts.onProgress(Number(m[1]) / 1e6);
      }
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      stderr += chunk;
      // Only the tail matters for error messages unless the caller parses the log.
      if (!opts.captureStderr && stderr.length > 64_000) stderr = stderr.slice(-32_000);
    });
    const onAbort = () => child.kill("SIGKILL");
    opts.signal?.addEventListener("abort", onAbort, { once: true });
    child.on("error", (err) => {
      if (child.pid) activePids.delete(child.pid);
      opts.signal?.removeEventListener("abort", onAbort);
      reject(new FfmpegError(`${bin} could not start: ${err.message}`, null, ""));
    });
    child.on("close", (code) => {
      if (child.pid) activePids.delete(child.pid);
      opts.signal?.removeEventListener("abort", onAbort);
      if (opts.signal?.aborted) return reject(abortError(opts.signal));
      if (code === 0) return resolve({ stdout, stderr });
      const tail = stderr.trim().split("\n").slice(-6).join("\n");
      reject(new FfmpegError(`${bin} failed (exit ${code}): ${tail}`, code, stderr));
    });
  });
}

/** Runs ffmpeg with the standard safety and progress flags in front of `args`. */
export async function runFfmpeg(args: string[], opts: FfmpegRunOptions = {}): Promise<{ stderr: string }> {
  const full = [
    "-hide_banner",
    "-nostdin",
    "-y",
    "-loglevel",
    opts.captureStderr ? "info" : "error",
    "-protocol_whitelist",
    "file,pipe",
    "-progress",
    "pipe:1",
    "-nostats",
    ...args,
  ];
  const { stderr } = await run("ffmpeg", full, opts);
  return { stderr };
}

export interface ProbeResult {
  streams: Array<Record<string, unknown> & { codec_type?: string }>;
  format: Record<string, unknown>;
}

/** ffprobe as JSON (streams and format). */
export async function runFfprobe(file: string, opts: FfmpegRunOptions = {}): Promise<ProbeResult> {
  const { stdout } = await run(
    "ffprobe",
    [
      "-v",
      "error",
      "-protocol_whitelist",
      "file,pipe",
      "-print_format",
      "json",
      "-show_streams",
      "-show_format",
      file,
    ],
    opts,
  );
  return JSON.parse(stdout) as ProbeResult;
}

/** Any other ffprobe query (e.g. packet listings); returns stdout. */
export async function runFfprobeRaw(args: string[], opts: FfmpegRunOptions = {}): Promise<string> {
  const { stdout } = await run("ffprobe", ["-v", "error", "-protocol_whitelist", "file,pipe", ...args], opts);
  return stdout;
}
