// The CLI as a user runs it: real processes through bin/studio.mjs, real files, exit codes.
import { spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { runFfprobe } from "../src/render/run-ffmpeg.ts";
import { tempDir } from "./fixtures.ts";

const bin = fileURLToPath(new URL("../bin/studio.mjs", import.meta.url));
let dir: string;

function studio(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { ...process.env, STUDIO_CACHE_DIR: path.join(dir, "cache") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

beforeAll(async () => {
  dir = await tempDir("studio-cli-");
});

describe("studio CLI", () => {
  it("rejects bad usage with a clear message and exit code 2", async () => {
    const cases: [string[], RegExp][] = [
      [
        ["faceless", "--script", "x.txt", "--captions", "wobbly", "--out", "a.mp4"],
        /--captions must be one of: bold-pop, clean/,
      ],
      [["video", "--prompt", "hi"], /--out is required/],
      [["image", "--prompt", "cat", "--size", "big", "--out", "a.png"], /--size must look like 1024x1024/],
      [
        ["faceless", "--script", "x.txt", "--platform", "myspace", "--out", "a.mp4"],
        /Unknown platform "myspace"/,
      ],
      [["render", path.join(dir, "missing.storyboard.json"), "--out", "a.mp4"], /Cannot read/],
      [["script", "--prompt", "x", "--out", "a.json", "--colour", "red"], /Unknown option '--colour'/],
      [["dance"], /Unknown command "dance"/],
    ];
    const results = await Promise.all(cases.map(([args]) => studio(args)));
    results.forEach((r, i) => {
      expect(r.code, cases[i]![0].join(" ")).toBe(2);
      expect(r.stderr).toMatch(cases[i]![1]);
    });
  });

  it("prints help for every command", async () => {
    const names = ["script", "image", "faceless", "video", "render", "check"];
    const results = await Promise.all(names.map((n) => studio([n, "--help"])));
    results.forEach((r, i) => {
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`studio ${names[i]}`);
    });
    const top = await studio(["--help"]);
    expect(top.stdout).toMatch(/faceless .*script into a narrated/);
  });

  it("writes a script and an image of the size asked for", async () => {
    const [s, i] = await Promise.all([
      studio([
        "script",
        "--prompt",
        "A bakery that opens at dawn",
        "--duration",
        "20",
        "--audience",
        "Young",
        "--out",
        path.join(dir, "s.json"),
      ]),
      studio([
        "image",
        "--prompt",
        "sunrise over a bakery",
        "--size",
        "320x200",
        "--out",
        path.join(dir, "i.png"),
      ]),
    ]);
    expect(s.code, s.stderr).toBe(0);
    const script = JSON.parse(await readFile(path.join(dir, "s.json"), "utf8"));
    expect(script.beats.length).toBeGreaterThan(0);
    expect(script.credit.provider).toBeTruthy();
    expect(i.code, i.stderr).toBe(0);
    const probe = await runFfprobe(path.join(dir, "i.png"));
    expect([probe.streams[0]!.width, probe.streams[0]!.height]).toEqual([320, 200]);
  });

  it("makes a faceless video that passes the checker, then re-renders an edited storyboard reusing unchanged scenes", async () => {
    const script = path.join(dir, "my.txt");
    await writeFile(
      script,
      "# Morning routine\n\n**Hook:** Three habits that change your day.\n\n---\n\nDrink a glass of water first. Then plan the three tasks that matter most. 🚀\n\nFinally, take a short walk outside.",
    );
    const out = path.join(dir, "my.mp4");
    const r = await studio([
      "faceless",
      "--script",
      script,
      "--scale",
      "0.25",
      "--captions",
      "karaoke",
      "--font",
      "comic",
      "--music",
      "calm",
      "--gender",
      "male",
      "--accent",
      "british",
      "--scene-seconds",
      "4",
      "--out",
      out,
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/progress render/);
    const result = JSON.parse(r.stdout.trim().split("\n").pop()!);
    expect(result.scenes).toBeGreaterThan(2);
    const srt = await readFile(path.join(dir, "my.srt"), "utf8");
    expect(srt).not.toMatch(/---|\*\*|#/);
    expect(srt).toMatch(/Drink/);
    const check = await studio(["check", out]);
    expect(check.code, check.stdout).toBe(0);
    const report = JSON.parse(check.stdout);
    expect(report.ok).toBe(true);
    expect(Object.keys(report.checks)).toEqual(
      expect.arrayContaining([
        "size",
        "faststart",
        "integratedLoudness",
        "truePeak",
        "captionTiming",
        "captionSafeArea",
      ]),
    );

    const sb = JSON.parse(await readFile(path.join(dir, "my.storyboard.json"), "utf8"));
    expect(sb.voice).toMatchObject({ gender: "male", accent: "british" });
    sb.scenes[1].narration = "Then write down one thing you are grateful for.";
    const edited = path.join(dir, "edited.storyboard.json");
    await writeFile(edited, JSON.stringify(sb));
    const rr = await studio(["render", edited, "--out", path.join(dir, "edited.mp4")]);
    expect(rr.code, rr.stderr).toBe(0);
    const segs = JSON.parse(rr.stdout.trim().split("\n").pop()!).segments;
    expect(segs.rendered).toBe(1);
    expect(segs.reused).toBe(sb.scenes.length - 1);
  });
});
