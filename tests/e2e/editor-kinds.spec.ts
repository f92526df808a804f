import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { ffmpeg, generate, scratchDir, upload } from "./generations";
import { signUpVerified } from "./session";

// The editor for the other editable kinds (issue 12): a slideshow and a voice-over, made through the
// API (tiny: two or three slides of a second, two sentences), opened from the library's Edit link and
// the voice-over result's, edited, saved with the cost first and the progress shown, and the new
// version played. Real server, worker and studio (RENDER_SCALE=0.25).

const mediaDuration = (page: Page, selector: string) =>
  page.locator(selector).evaluate((m: HTMLMediaElement) => (Number.isFinite(m.duration) ? m.duration : 0));

test("edit a slideshow: delete a slide, the cost first, progress, the new version plays", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpVerified(page.request, "Sally Slides");
  const dir = scratchDir("rf-e2e-edit-slides-");
  const images: string[] = [];
  for (const [k, colour] of ["orange", "teal", "purple"].entries()) {
    const file = join(dir, `slide-${k + 1}.png`);
    ffmpeg("-f", "lavfi", "-i", `color=c=${colour}:s=160x284`, "-frames:v", "1", file);
    images.push(await upload(page, file, "image/png"));
  }
  await generate(page, "slideshow", {
    images,
    texts: ["Fresh cakes", "Warm bread", "See you soon"],
    platform: "TikTok",
    secondsPerSlide: 1,
    music: "none",
  });

  // The library card of the slideshow opens the editor: its slides are the scenes.
  await page.goto("/dashboard/library");
  const card = page.getByTestId("library-item").filter({ hasText: "Slideshow" });
  await card.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/editor\/[^/]+$/);
  const first = page.url();
  await expect(page.getByTestId("editor-scene")).toHaveCount(3);
  await expect.poll(() => mediaDuration(page, "video")).toBeGreaterThan(2);
  const before = await mediaDuration(page, "video");

  // Delete the second slide; Save shows what changes and that it is free; Apply renders it.
  await page.getByRole("button", { name: "Delete scene 2" }).click();
  await expect(page.getByTestId("editor-scene")).toHaveCount(2);
  const scenes = page.getByRole("region", { name: "Scenes" });
  await scenes.getByRole("button", { name: "Save", exact: true }).click();
  const preview = scenes.getByTestId("edit-preview");
  await expect(preview).toContainText("Deleted scene 2.");
  await expect(preview).toContainText("Free");
  await scenes.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("progressbar", { name: "Generation progress" })).toBeVisible();
  await expect(page).not.toHaveURL(first, { timeout: 45_000 });

  // The new version: two slides, two versions listed, a shorter video that plays.
  await expect(page.getByTestId("editor-scene")).toHaveCount(2);
  await expect(page.getByTestId("editor-version")).toHaveCount(2);
  await expect.poll(() => mediaDuration(page, "video")).toBeGreaterThan(1);
  expect(await mediaDuration(page, "video")).toBeLessThan(before - 0.5);
  await page.getByRole("button", { name: "Play video" }).click();
  await expect
    .poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0);
});

test("edit a voice-over: from the library, new words, the cost first, progress, the new narration plays", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpVerified(page.request, "Victor Voice");
  const id = await generate(page, "voice-over", {
    text: "Our bakery opens at seven every morning. Fresh croissants wait for you at the counter.",
    language: "English",
    gender: "Female",
  });

  // The voice-over's library card has an Edit link to the editor.
  await page.goto("/dashboard/library");
  await page
    .getByTestId("library-item")
    .filter({ hasText: "Voice-over" })
    .getByRole("link", { name: "Edit", exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/editor/${id}$`));
  // Its words are one scene.
  await expect(page.getByTestId("editor-scene")).toHaveCount(1);
  await expect(page.getByLabel("Scene 1 narration")).toHaveValue(/croissants/);
  // No video of its own: the editor plays the narration.
  await expect(page.locator("video")).toHaveCount(0);
  await expect.poll(() => mediaDuration(page, "[data-testid=editor-audio]")).toBeGreaterThan(2);
  const before = await mediaDuration(page, "[data-testid=editor-audio]");

  // New words: the whole narration is spoken again, so Save says it counts as one voice-over.
  await page.getByLabel("Scene 1 narration").fill("Our bakery opens at seven.");
  const scenes = page.getByRole("region", { name: "Scenes" });
  await scenes.getByRole("button", { name: "Save", exact: true }).click();
  const preview = scenes.getByTestId("edit-preview");
  await expect(preview).toContainText("Rewrote the narration of scene 1.");
  await expect(preview).toContainText("1 voice-over");
  await scenes.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("progressbar", { name: "Generation progress" })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/dashboard/editor/${id}$`), { timeout: 45_000 });

  await expect(page.getByLabel("Scene 1 narration")).toHaveValue("Our bakery opens at seven.");
  await expect(page.getByTestId("editor-version")).toHaveCount(2);
  const audio = page.getByTestId("editor-audio");
  await expect.poll(() => mediaDuration(page, "[data-testid=editor-audio]")).toBeGreaterThan(0.5);
  expect(await mediaDuration(page, "[data-testid=editor-audio]")).toBeLessThan(before - 0.5);
  await audio.evaluate((a: HTMLAudioElement) => {
    a.muted = true;
    return a.play();
  });
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.2);
});
