import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyPgliteTemplate } from "./pglite-template.ts";

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as { port: number }).port;
  server.close();
  await once(server, "close");
  return port;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not become healthy");
}

// The real entry point (src/standalone.ts, what `npm start` runs) as a child process.
describe("standalone process", () => {
  let dataDir: string;
  let child: ChildProcess;
  let port: number;
  let output = "";

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "rf-standalone-"));
    if (!process.env.DATABASE_URL) await copyPgliteTemplate(path.join(dataDir, "db"));
    port = await freePort();
    child = spawn(process.execPath, [path.join(import.meta.dirname, "../src/standalone.ts")], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: "info",
        // The child gets its own fresh PGlite; a PostgreSQL run is covered by the in-process tests.
        DATABASE_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);
  });
  afterAll(async () => {
    if (child.exitCode === null) child.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
  });

  it("on SIGTERM finishes the request in flight, then stops and exits 0", async () => {
    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ email: "slow@example.com", password: "not the password" });
    const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/user/login",
          headers: { "content-type": "application/json", "content-length": String(body.length) },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    const result = await inFlight;
    expect(result.status).toBe(401);
    expect(JSON.parse(result.text)).toEqual({
      message: "Invalid email or password",
      code: "INVALID_CREDENTIALS",
    });
    // "close": the output is all read then ("exit" may come before the last of it).
    const [code] = (await once(child, "close")) as [number | null];
    expect(code, output).toBe(0);
    expect(output).toContain('"msg":"stopped"');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
