import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signUpVerified } from "./session";
import { expect, type Page, test } from "./test";

// Issue 13's meme journey: from the meme tool page's button to the meme maker; no text is refused at the
// field; a photo uploaded in the media picker; the top-bottom template chosen by keyboard; the meme made
// for TikTok plays 9:16 and is in the library under its words.

const toast = (page: Page, text: string | RegExp) => page.locator(".Toastify").getByText(text);

test("make a meme over your own photo: template, words with emoji, the video plays", async ({ page }) => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(join(tmpdir(), "rf-e2e-meme-"));
  const photo = join(dir, "cat.png");
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc2=s=480x360:d=1"],
    ...["-frames:v", "1", "-update", "1", photo],
  ]);
  await signUpVerified(page.request, "Mia Memes");

  await page.goto("/ai-video-meme-maker");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.locator("main a[href^='/dashboard/signup']").first().click();
  await expect(page).toHaveURL(/\/dashboard\/meme-maker$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Meme video maker" })).toBeVisible();

  // The templates, with the one chosen by keyboard.
  const templates = page.getByRole("radiogroup", { name: "Template" });
  await expect(templates.getByRole("radio")).toHaveCount(3);
  await templates.locator("label", { hasText: "Caption bar" }).click();
  await expect(templates.getByRole("radio", { name: /Caption bar/ })).toBeChecked();
  await expect(page.getByLabel("Caption", { exact: true })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(templates.getByRole("radio", { name: /Top and bottom/ })).toBeChecked();

  // No words: said at the field and in a toast.
  await page.getByRole("button", { name: "Make the meme" }).click();
  await expect(toast(page, "Write the meme's text: topText, bottomText or both")).toBeVisible();

  await page.getByLabel("Top text").fill("When the code works on the first try");
  await page.getByLabel("Bottom text").fill("and nobody saw it 😭");
  await page.getByRole("button", { name: "Choose a photo or clip" }).click();
  const picker = page.getByRole("dialog", { name: "Choose a photo or clip" });
  await picker.getByTestId("file-input").setInputFiles(photo);
  await expect(picker.getByRole("button", { name: "cat.png" })).toHaveAttribute("aria-pressed", "true", {
    timeout: 60_000,
  });
  await picker.getByRole("button", { name: "Use this" }).click();
  await expect(page.getByTestId("chosen-upload")).toHaveCount(1);
  await page.getByLabel("Platform").selectOption("TikTok");
  await page.getByRole("button", { name: "Make the meme" }).click();

  await expect(toast(page, "Meme Generated")).toBeVisible({ timeout: 200_000 });
  const video = page.locator("video");
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.videoWidth / v.videoHeight), {
      timeout: 30_000,
    })
    .toBeCloseTo(9 / 16, 2);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 10_000 })
    .toBeGreaterThan(4);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);

  await page.goto("/dashboard/library");
  await expect(page.getByText("When the code works on the first try / and nobody saw it 😭")).toBeVisible();
});
