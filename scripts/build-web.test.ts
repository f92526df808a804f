import { execFile } from "node:child_process";
import { existsSync, lstatSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webStatic } from "../apps/server/src/platform/web-static.ts";

const run = promisify(execFile);
const script = path.join(import.meta.dirname, "build-web.mjs");

// A stand-in for `react-router build` (slow on purpose): writes the hashed script, waits, then the
// page that loads it, into WEB_BUILD_OUT, and counts its runs outside the app folder.
const FAKE_BUILD = `
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
const out = process.env.WEB_BUILD_OUT;
const version = readFileSync("app/version.txt", "utf8").trim();
appendFileSync(process.env.BUILD_RUNS, "run\\n");
mkdirSync(out + "/client/assets", { recursive: true });
writeFileSync(out + "/client/assets/app-" + version + ".js", "console.log('" + version + "')");
await new Promise((resolve) => setTimeout(resolve, 1500));
writeFileSync(out + "/client/index.html", '<script src="/assets/app-' + version + '.js"></script>' + version);
`;

describe("npm start's web build (scripts/build-web.mjs)", () => {
  let dir: string;
  let webDir: string;
  let runs: string;
  let env: NodeJS.ProcessEnv;

  const build = () => run(process.execPath, [script], { env });
  const runCount = async () =>
    (await readFile(runs, "utf8").catch(() => "")).split("\n").filter(Boolean).length;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "rf-build-web-"));
    webDir = path.join(dir, "web");
    runs = path.join(dir, "runs.txt");
    await mkdir(path.join(webDir, "app"), { recursive: true });
    await writeFile(path.join(webDir, "fake-build.mjs"), FAKE_BUILD);
    await writeFile(path.join(webDir, "app/version.txt"), "v0");
    // A build made in place by `npm run build` before this script existed.
    await mkdir(path.join(webDir, "build/client"), { recursive: true });
    await writeFile(path.join(webDir, "build/client/index.html"), "in place");
    env = {
      ...process.env,
      WEB_APP_DIR: webDir,
      WEB_BUILD_COMMAND: `"${process.execPath}" fake-build.mjs`,
      BUILD_RUNS: runs,
    };
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("replaces a build made in place, then skips the build while the sources are unchanged", async () => {
    await build();
    expect(lstatSync(path.join(webDir, "build")).isSymbolicLink()).toBe(true);
    expect(await readFile(path.join(webDir, "build/client/index.html"), "utf8")).toContain("v0");
    expect(await runCount()).toBe(1);
    const { stdout } = await build();
    expect(stdout).toContain("up to date");
    expect(await runCount()).toBe(1);
  });

  it("a running server answers every request from the old or the new build while it rebuilds, never 503", async () => {
    const app = new Hono();
    app.get("*", webStatic(path.join(webDir, "build/client")));
    await writeFile(path.join(webDir, "app/version.txt"), "v1");
    const seen: string[] = [];
    let building = true;
    const poll = async () => {
      const response = await app.request("http://localhost/");
      const body = await response.text();
      seen.push(response.status === 200 ? (/v\d/.exec(body)?.[0] ?? `200 ${body}`) : `${response.status}`);
    };
    const polling = (async () => {
      while (building) {
        await poll();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    await build();
    building = false;
    await polling;
    await poll();
    expect(await runCount()).toBe(2);
    expect(seen.length).toBeGreaterThan(20);
    expect(new Set(seen)).toEqual(new Set(["v0", "v1"]));
    expect(seen.at(-1)).toBe("v1");
    // A page loaded before the switch still gets its script; the new page gets the new one.
    expect((await app.request("http://localhost/assets/app-v0.js")).status).toBe(200);
    expect((await app.request("http://localhost/assets/app-v1.js")).status).toBe(200);
    // The build before the current one is kept, older ones are removed.
    expect(readdirSync(path.join(webDir, ".builds"))).toHaveLength(2);
  });

  it("a failed build leaves the running one in place", async () => {
    await writeFile(path.join(webDir, "app/version.txt"), "v2");
    const failing = { ...env, WEB_BUILD_COMMAND: `"${process.execPath}" -e "process.exit(3)"` };
    await expect(run(process.execPath, [script], { env: failing })).rejects.toMatchObject({ code: 3 });
    expect(await readFile(path.join(webDir, "build/client/index.html"), "utf8")).toContain("v1");
    expect(existsSync(path.join(webDir, "build/client/assets/app-v1.js"))).toBe(true);
  });
});
