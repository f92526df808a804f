import { execFileSync } from "node:child_process";
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signUpVerified } from "./session";

// Issue 13's clip journey: from the tool page's button to the clip generator, a long video uploaded
// (three visibly different parts with their own tones), three clips made, played and downloaded.

const toast = (page: Page, text: string | RegExp) => page.locator(".Toastify").getByText(text);

test("upload a long video, get three clips at its parts, play and download them", async ({ page }) => {
  test.setTimeout(300_000);
  const dir = mkdtempSync(join(tmpdir(), "rf-e2e-clips-"));
  const video = join(dir, "talk.mp4");
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...[
      "-f",
      "lavfi",
      "-i",
      "testsrc2=s=640x360:r=25:d=4",
      "-f",
      "lavfi",
      "-i",
      "color=c=red:s=640x360:r=25:d=4",
    ],
    ...["-f", "lavfi", "-i", "smptebars=s=640x360:r=25:d=4", "-f", "lavfi", "-i", "sine=f=440:d=4"],
    ...["-f", "lavfi", "-i", "sine=f=660:d=4", "-f", "lavfi", "-i", "sine=f=880:d=4"],
    ...["-filter_complex", "[0:v][3:a][1:v][4:a][2:v][5:a]concat=n=3:v=1:a=1[v][a]"],
    ...["-map", "[v]", "-map", "[a]", "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", video],
  ]);
  await signUpVerified(page.request, "Cleo Clips");

  await page.goto("/ai-clip-generator");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByRole("link", { name: "Make clips" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/clip-generator$/);
  await expect(page.getByRole("heading", { level: 1, name: "Clip generator" })).toBeVisible();

  // No video yet: said on the page, in a toast and at the video's field.
  await page.getByRole("button", { name: "Make clips" }).click();
  await expect(toast(page, "Choose or upload the video to cut")).toBeVisible();
  const chooser = page.getByRole("group", { name: "Your long video" });
  await expect(chooser).toHaveAccessibleDescription("Choose or upload the video to cut");

  await page.getByRole("button", { name: "Choose your video" }).click();
  const picker = page.getByRole("dialog", { name: "Choose your video" });
  await picker.getByTestId("file-input").setInputFiles(video);
  await expect(picker.getByRole("button", { name: "talk.mp4" })).toHaveAttribute("aria-pressed", "true", {
    timeout: 60_000,
  });
  await picker.getByRole("button", { name: "Use this" }).click();
  await expect(page.getByTestId("chosen-upload")).toHaveCount(1);
  await expect(chooser).not.toHaveAccessibleDescription("Choose or upload the video to cut");
  // Too many clips: the contract's words, at the field and in a toast.
  await page.getByLabel("Number of clips").fill("11");
  await page.getByRole("button", { name: "Make clips" }).click();
  await expect(toast(page, "count must be from 1 to 10")).toBeVisible();
  await expect(page.getByLabel("Number of clips")).toHaveAccessibleDescription("count must be from 1 to 10");
  await page.getByLabel("Number of clips").fill("3");
  await page.getByLabel("Longest clip (seconds)").fill("20");
  await page.getByLabel("Platform").selectOption("YouTube Shorts");
  await page.getByRole("button", { name: "Make clips" }).click();

  const clips = page.getByTestId("clip");
  await expect(clips).toHaveCount(3, { timeout: 240_000 });
  await expect(toast(page, "Clips Generated")).toBeVisible();
  for (const [i, range] of ["0:00.0 – 0:04.0", "0:04.0 – 0:08.0", "0:08.0 – 0:12.0"].entries()) {
    await expect(clips.nth(i)).toContainText(`Clip ${i + 1}: ${range}`);
  }
  // The second clip plays: its video has a picture in the platform's shape (9:16).
  const second = clips.nth(1).getByLabel("Clip 2");
  await expect
    .poll(() => second.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.videoWidth / v.videoHeight), {
      timeout: 30_000,
    })
    .toBeCloseTo(9 / 16, 2);
  await second.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => second.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);

  // Each one downloads as its own MP4.
  const download = page.waitForEvent("download");
  await clips.nth(2).getByRole("link", { name: "Download clip 3" }).click();
  const file = await (await download).path();
  expect(statSync(file).size).toBeGreaterThan(1000);
  const probe = execFileSync("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "format=duration",
    "-of",
    "csv=p=0",
    file,
  ]);
  expect(Math.abs(Number(probe.toString()) - 4)).toBeLessThan(0.5);
  await expect(page.getByRole("list", { name: "Notes" })).toContainText("No captions");

  // Edit opens the editor with the clips; without a speech recogniser here they carry no captions, so
  // the editor says there is no style to change instead of offering one.
  await page
    .getByRole("region", { name: "Your clips" })
    .getByRole("link", { name: "Edit", exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/editor\/[^/]+$/);
  await expect(page.getByTestId("editor-clip")).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Changes" })).toContainText(
    "These clips have no captions to restyle",
  );
  await expect(page.getByLabel("Caption style")).toHaveCount(0);
  await expect(page.getByTestId("editor-version")).toHaveCount(1);
});
