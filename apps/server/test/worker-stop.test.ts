import { type ChildProcess, execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyPgliteTemplate } from "./pglite-template.ts";

const run = promisify(execFile);

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as { port: number }).port;
  server.close();
  await once(server, "close");
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Processes in a process group (pgrep -g), e.g. the worker's espeak-ng and ffmpeg.
async function groupMembers(pgid: number): Promise<string[]> {
  try {
    const { stdout } = await run("ps", ["-o", "pid=,comm=", "-g", String(pgid)]);
    return stdout
      .trim()
      .split("\n")
      .map((line) => line.trim().split(/\s+/)[1] ?? "")
      .filter(Boolean);
  } catch {
    return [];
  }
}

// The worker as a real process, started as the leader of its own process group like a systemd
// service or a terminal job. On PostgreSQL (DATABASE_URL): an API process (main.ts) and worker
// processes (worker.ts) on a fresh database. On the embedded database: `npm start`'s entry point
// (API and worker in one process), restarted on the same data folder.
const postgres = process.env.DATABASE_URL;

describe("stopping a worker with SIGTERM while it renders", () => {
  let dataDir: string;
  let port: number;
  let databaseUrl = "";
  let dropDatabase: (() => Promise<void>) | undefined;
  let api: ChildProcess | undefined;
  let child: ChildProcess | undefined;
  let output = "";
  const cookies = new Map<string, string>();

  function spawnEntry(entry: string, detached: boolean): ChildProcess {
    const started = spawn(process.execPath, [path.join(import.meta.dirname, "../src", entry)], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: "info",
        DATABASE_URL: databaseUrl,
        RENDER_SCALE: "0.25",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached,
    });
    started.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    started.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    return started;
  }

  async function healthy(server: ChildProcess): Promise<void> {
    for (let i = 0; i < 600; i++) {
      if (server.exitCode !== null) throw new Error(`server exited early: ${output.slice(-2000)}`);
      const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      if (response?.status === 200) return;
      await sleep(100);
    }
    throw new Error("server did not become healthy");
  }

  // Starts the process that runs the jobs (and, on the embedded database, answers HTTP too).
  async function start(): Promise<ChildProcess> {
    if (!postgres) {
      const started = spawnEntry("standalone.ts", true);
      await healthy(started);
      return started;
    }
    const before = output.split('"msg":"workers started"').length;
    const started = spawnEntry("worker.ts", true);
    for (let i = 0; i < 600 && output.split('"msg":"workers started"').length === before; i++) {
      if (started.exitCode !== null) throw new Error(`worker exited early: ${output.slice(-2000)}`);
      await sleep(100);
    }
    return started;
  }

  async function call(pathname: string, init: { method?: string; json?: unknown } = {}): Promise<Response> {
    const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
      method: init.method ?? "GET",
      headers: {
        origin: `http://127.0.0.1:${port}`,
        ...(init.json !== undefined ? { "content-type": "application/json" } : {}),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return response;
  }

  async function generation(id: string) {
    const response = await call(`/api/generations/${id}`);
    expect(response.status).toBe(200);
    return (await response.json()) as {
      status: string;
      stage: string | null;
      percent: number;
      error: string | null;
      result: { videoUrl?: string } | null;
    };
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "rf-worker-stop-"));
    port = await freePort();
    if (postgres) {
      ({ url: databaseUrl, drop: dropDatabase } = await createDatabase(postgres));
      api = spawnEntry("main.ts", false);
      await healthy(api);
    } else {
      await copyPgliteTemplate(path.join(dataDir, "db"));
    }
    child = await start();
    const password = "a long and unusual passphrase";
    const signup = await call("/api/user/signup", {
      method: "POST",
      json: { name: "Stopper", email: "stop@example.com", password, confirmpassword: password },
    });
    expect(signup.status).toBe(200);
    const outbox = path.join(dataDir, "outbox");
    const [mail] = await readdir(outbox);
    const { readFile } = await import("node:fs/promises");
    const text = (await readFile(path.join(outbox, mail ?? ""), "utf8")).replace(/=\r\n/g, "");
    const code = /Your code is (\d{4})/.exec(text)?.[1];
    expect((await call("/api/user/verify", { method: "POST", json: { otp: code } })).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) process.kill(-(child.pid ?? 0), "SIGKILL");
    if (api && api.exitCode === null) {
      api.kill("SIGTERM");
      await once(api, "exit");
    }
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  for (const [what, target] of [
    ["the process group (kill -TERM -- -pgid: systemd, Ctrl-C)", "group"],
    ["the process alone (kill -TERM pid)", "process"],
  ] as const) {
    it(`${what}: the job is handed back, and the next worker finishes it, charged once, one output`, async () => {
      const running = child as ChildProcess;
      const pid = running.pid ?? 0;
      const script = Array.from(
        { length: 6 },
        (_, i) => `Scene ${i + 1}. Fresh bread, warm coffee and a quiet street in the early morning light.`,
      ).join("\n\n");
      const created = await call("/api/generations", {
        method: "POST",
        json: { kind: "faceless", input: { script } },
      });
      expect(created.status).toBe(202);
      const { id } = (await created.json()) as { id: string };
      const usedBefore = await facelessUsed();

      // Wait until the worker's espeak-ng or ffmpeg runs in the group.
      let members: string[] = [];
      for (let i = 0; i < 600; i++) {
        members = await groupMembers(pid);
        if (members.some((name) => name.startsWith("ffmpeg") || name.startsWith("espeak"))) break;
        await sleep(50);
      }
      expect(
        members.some((name) => name.startsWith("ffmpeg") || name.startsWith("espeak")),
        members.join(),
      ).toBe(true);
      process.kill(target === "group" ? -pid : pid, "SIGTERM");
      const [code] = (await once(running, "exit")) as [number | null];
      expect(code, output.slice(-3000)).toBe(0);
      // Handed back, not failed: the children's deaths were not the job's failure.
      expect(output).toContain('"msg":"generations: worker stopping, job handed back"');
      expect(output).not.toContain('"msg":"generations: pipeline failed"');
      output = "";

      child = await start();
      let view = await generation(id);
      for (let i = 0; i < 1800 && ["queued", "running"].includes(view.status); i++) {
        await sleep(200);
        view = await generation(id);
      }
      expect(view.status, `${view.error} ${output.slice(-3000)}`).toBe("succeeded");
      // Charged once: the one unit reserved at creation, never refunded and never taken again.
      expect(await facelessUsed()).toBe(usedBefore);
      // One output: one generation, one video file under its key.
      const files = await readdir(path.join(dataDir, "media", "gen", id));
      expect(files.filter((name) => name.endsWith(".mp4"))).toHaveLength(1);
      const video = path.join(dataDir, "media", "gen", id, files.find((name) => name.endsWith(".mp4")) ?? "");
      expect((await stat(video)).size).toBeGreaterThan(10_000);
      const { stdout } = await run("ffprobe", [
        "-v",
        "error",
        "-show_entries",
        "format=duration",
        "-of",
        "csv=p=0",
        video,
      ]);
      expect(Number(stdout)).toBeGreaterThan(5);
    }, 600_000);
  }

  async function facelessUsed(): Promise<number> {
    const response = await call("/api/subscription/status");
    expect(response.status).toBe(200);
    return ((await response.json()) as { facelessGenerationCount: number }).facelessGenerationCount;
  }
});

async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rf_worker_stop_${Date.now().toString(36)}`;
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`drop database if exists "${name}" with (force)`) };
}
