// The only place that starts ffmpeg or ffprobe, and the one way the studio starts any program (the
// espeak-ng helper and its compiler use `runProcess`). Always an argument array (never a shell), killed on
// abort, at a lower CPU priority than the caller (so renders never starve the API), with the renderer's
// allocator settings. ffmpeg always gets `-protocol_whitelist file,pipe` so a crafted input cannot make
// it open network or other URLs, and reports progress through `-progress pipe:1`.
import { spawn } from "node:child_process";
import { getPriority, setPriority } from "node:os";
import type { Readable } from "node:stream";

export interface ProcessRunOptions {
  signal?: AbortSignal;
  cwd?: string;
  /** Called with the child's pid when it starts (benchmarks sample its memory). */
  onSpawn?(pid: number): void;
  /** Variables added to the child's environment. */
  env?: Readonly<Record<string, string>>;
  /** Written to the child's stdin, which is then closed (without it stdin is closed at once). */
  input?: string | Buffer;
  /** Keep the whole stderr (for filters that report through the log, like loudnorm or bbox). */
  captureStderr?: boolean;
  /**
   * How much lower than this process the child runs (nice semantics, 0 to 19): CHILD_NICENESS unless
   * given. The API answers from the parent process, renders run in children.
   */
  niceness?: number;
}

export interface FfmpegRunOptions extends Omit<ProcessRunOptions, "input"> {
  /** Called with seconds of output written so far. */
  onProgress?(outSeconds: number): void;
  /** Raw audio or video for `-i pipe:0`. */
  input?: Buffer;
}

/** Default niceness of every child: renders and speech yield the CPU to the API. */
export const CHILD_NICENESS = 10;

/** A program that could not start (exitCode null) or that exited with an error. */
export class ProcessError extends Error {
  readonly exitCode: number | null;
  readonly stderr: string;
  constructor(message: string, exitCode: number | null, stderr: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "ProcessError";
    this.exitCode = exitCode;
    this.stderr = stderr;
  }
}

export class FfmpegError extends ProcessError {
  constructor(message: string, exitCode: number | null, stderr: string, options?: ErrorOptions) {
    super(message, exitCode, stderr, options);
    this.name = "FfmpegError";
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

function abortError(signal: AbortSignal): Error {
  const reason = signal.reason;
  if (reason instanceof Error) return reason;
  const e = new Error("The operation was aborted");
  e.name = "AbortError";
  return e;
}

/**
 * Lowers a just-started child's priority. Set before the program has started its threads (it is still
 * loading its libraries), which inherit it; relative to this process, like `nice -n`.
 */
function lowerPriority(pid: number, niceness: number): void {
  if (niceness <= 0) return;
  try {
    setPriority(pid, Math.min(19, getPriority() + niceness));
  } catch {
    // Gone already, or not allowed: it runs at our priority.
  }
}

type ErrorClass = new (message: string, exitCode: number | null, stderr: string, o?: ErrorOptions) => Error;

interface ChildIo {
  /** Each line of stdout, not kept (ffmpeg's progress); without it stdout is kept and returned. */
  onStdoutLine?(line: string): void;
  errorClass: ErrorClass;
}

function spawnChild(
  bin: string,
  args: string[],
  opts: ProcessRunOptions,
  io: ChildIo,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) return reject(abortError(opts.signal));
    const child = spawn(bin, args, {
      cwd: opts.cwd,
      env: opts.env ? { ...childEnv(), ...opts.env } : childEnv(),
      stdio: [opts.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
      shell: false,
    });
    if (child.pid) {
      lowerPriority(child.pid, opts.niceness ?? CHILD_NICENESS);
      opts.onSpawn?.(child.pid);
    }
    // stdout and stderr are pipes (stdio above).
    const out = collectOutput(child.stdout!, child.stderr!, opts, io);
    if (child.stdin) {
      child.stdin.on("error", () => {}); // a failing child closes stdin early; its exit code tells why
      child.stdin.end(opts.input);
    }
    const onAbort = () => child.kill("SIGKILL");
    opts.signal?.addEventListener("abort", onAbort, { once: true });
    const finish = () => opts.signal?.removeEventListener("abort", onAbort);
    child.on("error", (err) => {
      finish();
      reject(new io.errorClass(`${bin} could not start: ${err.message}`, null, "", { cause: err }));
    });
    child.on("close", (code) => {
      finish();
      if (opts.signal?.aborted) return reject(abortError(opts.signal));
      if (code === 0) return resolve({ stdout: out.stdout(), stderr: out.stderr() });
      const tail = out.stderr().trim().split("\n").slice(-6).join("\n");
      reject(new io.errorClass(`${bin} failed (exit ${code}): ${tail}`, code, out.stderr()));
    });
  });
}

function collectOutput(
  stdoutStream: Readable,
  stderrStream: Readable,
  opts: ProcessRunOptions,
  io: ChildIo,
): { stdout(): string; stderr(): string } {
  let stdout = "";
  let stderr = "";
  let pending = "";
  stdoutStream.setEncoding("utf8");
  stdoutStream.on("data", (chunk: string) => {
    if (!io.onStdoutLine) {
      stdout += chunk;
      return;
    }
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) io.onStdoutLine(line);
  });
  stderrStream.setEncoding("utf8");
  stderrStream.on("data", (chunk: string) => {
    stderr += chunk;
    // Only the tail matters for error messages unless the caller parses the log.
    if (!opts.captureStderr && stderr.length > 64_000) stderr = stderr.slice(-32_000);
  });
  return { stdout: () => stdout, stderr: () => stderr };
}

/** Runs a program other than ffmpeg (the espeak-ng helper, its compiler); returns its output. */
export function runProcess(
  bin: string,
  args: string[],
  opts: ProcessRunOptions = {},
): Promise<{ stdout: string; stderr: string }> {
  return spawnChild(bin, args, opts, { errorClass: ProcessError });
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
  const onStdoutLine = (line: string) => {
    // out_time_us is the position of the output in microseconds (N/A before the first frame).
    const m = /^out_time_us=(\d+)/.exec(line);
    if (m && opts.onProgress) opts.onProgress(Number(m[1]) / 1e6);
  };
  const { stderr } = await spawnChild("ffmpeg", full, opts, { onStdoutLine, errorClass: FfmpegError });
  return { stderr };
}

export interface ProbeResult {
  streams: Array<Record<string, unknown> & { codec_type?: string }>;
  format: Record<string, unknown>;
}

/** ffprobe as JSON (streams and format). */
export async function runFfprobe(file: string, opts: FfmpegRunOptions = {}): Promise<ProbeResult> {
  const stdout = await runFfprobeRaw(["-print_format", "json", "-show_streams", "-show_format", file], opts);
  return JSON.parse(stdout) as ProbeResult;
}

/** Any other ffprobe query (e.g. packet listings); returns stdout. */
export async function runFfprobeRaw(args: string[], opts: FfmpegRunOptions = {}): Promise<string> {
  const full = ["-v", "error", "-protocol_whitelist", "file,pipe", ...args];
  const { stdout } = await spawnChild("ffprobe", full, opts, { errorClass: FfmpegError });
  return stdout;
}

/** What `ffmpeg -version` prints (the build and its configuration). */
export async function ffmpegVersionText(opts: { signal?: AbortSignal } = {}): Promise<string> {
  const { stdout } = await spawnChild("ffmpeg", ["-hide_banner", "-version"], opts, {
    errorClass: FfmpegError,
  });
  return stdout;
}
