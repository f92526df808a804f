import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signUpVerified } from "./session";

// Issue 11's journey: three photos and a song uploaded from the slideshow page, a slideshow made and
// played; a voice previewed, a voice-over made and played. Real server, worker and studio.

const toast = (page: Page, text: string | RegExp) => page.locator(".Toastify").getByText(text);
const ffmpeg = (...args: string[]) =>
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);

test("upload three photos and a song, make a slideshow and play it; make a voice-over and play it", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const dir = mkdtempSync(join(tmpdir(), "rf-e2e-slides-"));
  const photos = [
    ["cake.jpg", "color=c=orange:s=640x360"],
    ["shop.png", "color=c=teal:s=300x600"],
    ["logo.webp", "color=c=purple:s=400x400"],
  ].map(([name, source]) => {
    const file = join(dir, name as string);
    ffmpeg("-f", "lavfi", "-i", source as string, "-frames:v", "1", file);
    return file;
  });
  const song = join(dir, "jingle.mp3");
  ffmpeg("-f", "lavfi", "-i", "sine=f=440:d=5", "-c:a", "libmp3lame", song);
  await signUpVerified(page.request, "Carmen Baker");

  // The slideshow tool page's button leads to the maker.
  await page.goto("/slide-show-maker");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByRole("link", { name: "Create Now!" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/slideshow-maker$/);
  await expect(page.getByRole("heading", { level: 1, name: "Slideshow maker" })).toBeVisible();

  // Fewer than two pictures is refused on the page.
  await page.getByRole("button", { name: "Make the Slideshow" }).click();
  await expect(toast(page, "Choose at least 2 pictures")).toBeVisible();

  // Upload three photos in the media picker: each is chosen as it arrives, in order.
  await page.getByRole("button", { name: "Choose pictures" }).click();
  const picker = page.getByRole("dialog", { name: "Choose pictures" });
  await picker.getByTestId("file-input").setInputFiles(photos);
  await expect(picker.getByRole("button", { name: "Use 3 files" })).toBeEnabled({ timeout: 60_000 });
  await picker.getByRole("button", { name: "Use 3 files" }).click();
  await expect(page.getByTestId("chosen-upload")).toHaveCount(3);
  await page.getByLabel("Text of slide 1").fill("Fresh cakes every morning");
  // Reading the texts aloud asks for the voice with the same fields as the voice-over page.
  const narrate = page.getByRole("checkbox", { name: "Read the texts aloud (with captions)" });
  await narrate.check();
  await expect(page.getByRole("combobox", { name: "Language" })).toHaveValue("English");
  await expect(page.getByRole("combobox", { name: "Voice" })).toHaveValue("Female");
  await expect(page.getByRole("combobox", { name: "Caption style" })).toHaveValue("clean");
  await expect(page.getByRole("combobox", { name: "Accent" })).toBeEnabled();
  await page.getByRole("combobox", { name: "Language" }).selectOption("German");
  await expect(page.getByRole("combobox", { name: "Accent" })).toBeDisabled();
  await narrate.uncheck();
  await expect(page.getByRole("combobox", { name: "Language" })).toHaveCount(0);
  // Own music, uploaded in its picker, fitted to its length.
  await page.getByRole("combobox", { name: /^Music/ }).selectOption("own");
  await page.getByRole("button", { name: "Choose your music" }).click();
  const songs = page.getByRole("dialog", { name: "Choose your music" });
  await songs.getByTestId("file-input").setInputFiles(song);
  await expect(songs.getByRole("button", { name: "jingle.mp3" })).toHaveAttribute("aria-pressed", "true", {
    timeout: 60_000,
  });
  await songs.getByRole("button", { name: "Use this" }).click();
  await expect(page.getByTestId("chosen-upload").filter({ hasText: "jingle.mp3" })).toBeVisible();
  // The brand kit is worn unless unticked.
  await expect(page.getByRole("checkbox", { name: "Use my brand kit" })).toBeChecked();
  await page.getByRole("button", { name: "Make the Slideshow" }).click();
  await expect(page.getByRole("progressbar", { name: "Generation progress" })).toBeVisible();
  await expect(toast(page, "Slideshow Generated")).toBeVisible({ timeout: 120_000 });
  const video = page.locator("video");
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(4);
  // It plays.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
  await page.getByRole("button", { name: "Close", exact: true }).click();

  // The voice-over tool page's button leads to the generator.
  await page.goto("/voice-over-generator");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByRole("link", { name: "Create a voiceover" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/voice-over-generator$/);
  // The form is checked by the contract's schema: text without a word is refused at the field.
  await page.getByLabel("Text", { exact: true }).fill(" ... ");
  await page.getByRole("button", { name: "Generate the Voice-over" }).click();
  await expect(toast(page, "Write Something!")).toBeVisible();
  await expect(page.getByLabel("Text", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page
    .getByLabel("Text", { exact: true })
    .fill("Bienvenidos a nuestra pastelería. Tenemos tartas frescas cada mañana.");
  await expect(page.getByRole("combobox", { name: "Accent" })).toBeEnabled();
  await page.getByRole("combobox", { name: /^Language/ }).selectOption("Spanish");
  await expect(page.getByRole("combobox", { name: "Accent" })).toBeDisabled();
  await expect(page.getByRole("slider", { name: /^Speed: 1\.00×/ })).toBeVisible();
  // Over the user's own video: the caption style (while captions are on) and the brand kit.
  const onVideo = page.getByRole("checkbox", { name: "Put the voice-over on my own video" });
  await onVideo.check();
  await expect(page.getByRole("combobox", { name: "Caption style" })).toHaveValue("clean");
  await expect(page.getByRole("checkbox", { name: "Use my brand kit" })).toBeChecked();
  await page.getByRole("checkbox", { name: "Show the words as captions on the video" }).uncheck();
  await expect(page.getByRole("combobox", { name: "Caption style" })).toHaveCount(0);
  await onVideo.uncheck();
  // A preview of the voice plays before generating.
  await page.getByRole("button", { name: "Preview this voice" }).click();
  const preview = page.getByLabel("Voice preview");
  await expect
    .poll(() => preview.evaluate((a: HTMLAudioElement) => a.duration), { timeout: 30_000 })
    .toBeGreaterThan(1);
  await page.getByRole("button", { name: "Generate the Voice-over" }).click();
  await expect(toast(page, "Voice-over Generated")).toBeVisible({ timeout: 120_000 });
  const audio = page.getByTestId("voice-over-audio");
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(2);
  await audio.evaluate((a: HTMLAudioElement) => {
    a.muted = true;
    return a.play();
  });
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.3);
  await expect(page.getByRole("link", { name: "Download WAV" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Words (.srt)" })).toBeVisible();

  // Both are in the library.
  await page.goto("/dashboard/library");
  const items = page.getByTestId("library-item");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("Voice-over");
  await expect(items.nth(1)).toContainText("Slideshow");
});
