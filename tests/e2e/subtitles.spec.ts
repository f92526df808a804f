import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signUpVerified } from "./session";

// Issue 13's subtitle journey: from the tool page's button to the subtitle generator, a small narrated
// video uploaded, told what to do without a transcript, the transcript pasted, the cues shown and one
// corrected, the SRT downloaded, the captions burned in and the video played.

const toast = (page: Page, text: string | RegExp) => page.locator(".Toastify").getByText(text);
const TEXT = "Fresh bread every morning. Come early for warm croissants.";

test("upload a video, paste its transcript, check the cues, burn them in, download the SRT", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const dir = mkdtempSync(join(tmpdir(), "rf-e2e-subs-"));
  const speech = join(dir, "speech.wav");
  execFileSync("espeak-ng", ["-v", "en-gb", "-s", "170", "-w", speech, TEXT]);
  const video = join(dir, "talk.mp4");
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc2=s=360x640:r=25:d=7", "-i", speech],
    ...["-filter_complex", "[1:a]adelay=1000:all=1,apad[a]", "-map", "0:v", "-map", "[a]", "-t", "7"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", video],
  ]);
  await signUpVerified(page.request, "Sami Subtitles");

  await page.goto("/ai-subtitle-generator");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByRole("link", { name: "Get started" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/subtitle-generator$/);
  await expect(page.getByRole("heading", { level: 1, name: "Subtitle generator" })).toBeVisible();

  await page.getByRole("button", { name: "Make captions" }).click();
  await expect(toast(page, "Choose or upload your video")).toBeVisible();
  const chooser = page.getByRole("group", { name: "Your video" });
  await expect(chooser).toHaveAccessibleDescription("Choose or upload your video");

  await page.getByRole("button", { name: "Choose your video" }).click();
  const picker = page.getByRole("dialog", { name: "Choose your video" });
  await picker.getByTestId("file-input").setInputFiles(video);
  await expect(picker.getByRole("button", { name: "talk.mp4" })).toHaveAttribute("aria-pressed", "true", {
    timeout: 60_000,
  });
  await picker.getByRole("button", { name: "Use this" }).click();
  await expect(page.getByTestId("chosen-upload")).toHaveCount(1);
  await expect(chooser).not.toHaveAccessibleDescription("Choose or upload your video");
  await page.getByLabel("Caption style").selectOption("karaoke");
  await page.getByLabel("Font").selectOption("Roboto");

  // No transcript and no recogniser on this server: the page says what to do.
  await page.getByRole("button", { name: "Make captions" }).click();
  await expect(
    page.locator("#dashboard-main").getByRole("alert").filter({ hasText: "paste what is said in the video" }),
  ).toBeVisible();

  await page.getByLabel("Transcript (what is said in the video)").fill(TEXT);
  await page.getByRole("button", { name: "Make captions" }).click();
  const captions = page.getByRole("list", { name: "Captions" });
  await expect(captions.getByRole("textbox").first()).toBeVisible({ timeout: 120_000 });
  const first = captions.getByRole("textbox").first();
  await expect(first).toHaveValue(/^Fresh bread/);
  // The first caption starts when the speech does (1 s in), give or take the alignment.
  await expect(first).toHaveAccessibleName(/^Caption 1, 0:0(0\.[89]|1\.[0-2]) to /);

  const srtDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download SRT" }).click();
  const srt = readFileSync(await (await srtDownload).path(), "utf8");
  expect(srt).toMatch(/^1\n00:00:0\d,\d{3} --> 00:00:0\d,\d{3}\nFresh bread/);

  // Every caption emptied: nothing to burn in, said at the list and in a toast; then put back.
  const boxes = captions.getByRole("textbox");
  const texts = await boxes.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(texts.length).toBeGreaterThan(1);
  for (const [i] of texts.entries()) await boxes.nth(i).fill(i === 0 ? " …" : "");
  await page.getByRole("button", { name: "Burn captions into the video" }).click();
  await expect(toast(page, "Every caption is empty")).toBeVisible();
  await expect(captions).toHaveAccessibleDescription("Every caption is empty");
  for (const [i, text] of texts.entries()) await boxes.nth(i).fill(text);

  await first.fill("Fresh loaves every morning.");
  await page.getByRole("button", { name: "Burn captions into the video" }).click();
  await expect(toast(page, "Subtitled video ready")).toBeVisible({ timeout: 120_000 });
  const player = page.locator("video").first();
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.videoWidth / v.videoHeight), {
      timeout: 30_000,
    })
    .toBeCloseTo(9 / 16, 2);

  const burnedSrt = page.waitForEvent("download");
  await page.getByRole("link", { name: "Captions (.srt)" }).click();
  // Cue lines break to fit the 9:16 frame: compare the words.
  const burned = readFileSync(await (await burnedSrt).path(), "utf8").replace(/\s+/g, " ");
  expect(burned).toContain("Fresh loaves every morning. 2 00:00:02");
  expect(burned).not.toContain("Fresh bread");
});
