// Making what a journey edits, through the API: media made with ffmpeg, uploaded, a generation started
// and waited for (the real worker renders it).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";

/** A scratch folder of the test run. */
export const scratchDir = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

/** ffmpeg quiet and overwriting, with these arguments. */
export const ffmpeg = (...args: string[]) =>
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);

/** A small video with a tone (`source` a lavfi picture such as "color=c=navy:s=320x180:r=25:d=4"). */
export function toneVideo(file: string, source: string, seconds: number): string {
  ffmpeg(
    ...["-f", "lavfi", "-i", source, "-f", "lavfi", "-i", `sine=f=440:d=${seconds}`],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", file],
  );
  return file;
}

/** Uploads a file; resolves to its upload id. */
export async function upload(page: Page, file: string, mimeType: string): Promise<string> {
  const response = await page.request.post("/api/uploads", {
    multipart: { file: { name: file.split("/").pop() ?? "file", mimeType, buffer: readFileSync(file) } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Starts a generation and waits until it has succeeded; resolves to its id. */
export async function generate(page: Page, kind: string, input: unknown): Promise<string> {
  const made = await page.request.post("/api/generations", { data: { kind, input } });
  expect(made.status(), await made.text()).toBe(202);
  const { id } = (await made.json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/generations/${id}`)).json()) as { status: string }).status,
      { timeout: 60_000 },
    )
    .toBe("succeeded");
  return id;
}
