import { join } from "node:path";
import type { Locator } from "@playwright/test";
import { ffmpeg, generate, scratchDir, toneVideo, upload } from "./generations";
import { signUpVerified } from "./session";
import { expect, type Page, test } from "./test";

// The editing experience as a demanding user tries it (issue 12): the magic-edit box under a meme's
// result offers meme commands (not "delete scene 2") and is driven by Enter alone (Enter: what it
// changes and costs; Enter again: the new version); on a phone a subtitled video's captions are
// editable (the words get the width, the page does not scroll sideways) and its box offers caption
// commands; a video that cannot be loaded says so once, with the way back, instead of loading for ever.
// Real server, worker and studio (RENDER_SCALE=0.25).

const toast = (page: Page, text: string | RegExp) => page.locator(".Toastify").getByText(text);
/** The hint of the magic-edit box (its accessible description). */
const hintOf = (within: Locator) =>
  within
    .getByRole("textbox", { name: "Magic edit" })
    .evaluate(
      (box) => document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent ?? "",
    );

test("a meme's magic edit: meme examples, Enter previews the cost, Enter again makes the new version", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpVerified(page.request, "Enzo Enter");
  await page.goto("/dashboard/meme-maker");
  await page
    .getByRole("radiogroup", { name: "Template" })
    .locator("label", { hasText: "Top and bottom" })
    .click();
  await page.getByLabel("Top text").fill("Monday again");
  await page.getByLabel("Bottom text").fill("coffee first");
  await page.getByRole("button", { name: "Make the meme" }).click();
  await expect(toast(page, "Meme Generated")).toBeVisible({ timeout: 60_000 });

  // Under the result: the box suggests what a meme takes, never scenes.
  const result = page.getByRole("region", { name: "Generated video" });
  const hint = await hintOf(result);
  expect(hint).toContain('"change the top text to');
  expect(hint).toContain("Enter");
  expect(hint).not.toMatch(/scene/i);
  const firstSrc = await result.locator("video").getAttribute("src");

  // Enter (not a new line) shows what the command changes and what it costs; nothing is made yet.
  const box = result.getByRole("textbox", { name: "Magic edit" });
  await box.fill("change the top text to Friday at last");
  // Nothing is made before its cost is shown: Apply waits for the preview.
  const apply = result.getByRole("button", { name: "Apply" });
  await expect(apply).toBeDisabled();
  await box.press("Enter");
  await expect(box).toHaveValue("change the top text to Friday at last");
  const preview = result.getByTestId("edit-preview");
  await expect(preview).toContainText("Changed the top text to “Friday at last”.");
  await expect(preview).toContainText("Free");
  await expect(apply).toBeEnabled();
  expect(await result.locator("video").getAttribute("src")).toBe(firstSrc);

  // Shift+Enter is a new line (and a changed command: the preview goes).
  await box.press("Shift+Enter");
  await expect(box).toHaveValue("change the top text to Friday at last\n");
  await expect(preview).toHaveCount(0);
  await expect(apply).toBeDisabled();
  await box.press("Backspace");
  await box.press("Enter");
  await expect(preview).toContainText("Free");

  // Enter again applies it: the progress, then the new version in the player.
  await box.press("Enter");
  await expect(result.getByRole("progressbar", { name: "Generation progress" })).toBeVisible();
  await expect(result.locator("video")).not.toHaveAttribute("src", firstSrc ?? "", { timeout: 60_000 });
  await expect(box).toHaveValue("");

  // The editor's box offers the same meme commands.
  await result.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("region", { name: "Changes" }).getByLabel("Top text")).toHaveValue(
    "Friday at last",
  );
  const current = page.getByRole("region", { name: "Current version" });
  // The upright meme stands beside the box on this wide screen, the box in the first screen.
  await expect(current.getByRole("textbox", { name: "Magic edit" })).toBeInViewport();
  await expect
    .poll(async () => {
      const player = await current.locator("video").boundingBox();
      const box = await current.getByRole("textbox", { name: "Magic edit" }).boundingBox();
      return !!player && !!box && box.x >= player.x + player.width;
    })
    .toBe(true);
  expect(await hintOf(current)).toContain('"remove the bottom text"');
  // A top-and-bottom meme is offered another template, and that example previews a change.
  expect(await hintOf(current)).toContain('"use the caption bar template"');
  const editorBox = current.getByRole("textbox", { name: "Magic edit" });
  await editorBox.fill("use the caption bar template");
  await editorBox.press("Enter");
  await expect(current.getByTestId("edit-preview")).toContainText("Changed the template to Caption bar.");
  // The fields' hints say only what their labels do not ("In this template: Top text" was said twice).
  await expect(page.getByText("In this template: Top text")).toHaveCount(0);
  expect(await hintOf(current)).not.toMatch(/scene/i);
});

test("on a phone, a subtitled video's captions are editable and its magic edit offers caption commands", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpVerified(page.request, "Phoebe Phone");
  const video = await upload(
    page,
    toneVideo(join(scratchDir("rf-e2e-usability-"), "talk.mp4"), "color=c=navy:s=320x180:r=25:d=4", 4),
    "video/mp4",
  );
  const id = await generate(page, "subtitles", {
    video,
    cues: [
      { start: 0.2, end: 1.2, text: "Fresh bread from the oven" },
      { start: 1.5, end: 2.5, text: "every single morning" },
    ],
  });

  await page.goto(`/dashboard/editor/${id}`);
  const changes = page.getByRole("region", { name: "Changes" });
  await expect(changes.getByTestId("editor-cue")).toHaveCount(2);
  // The words of a cue get most of the phone's width (they were squeezed to a letter beside the times).
  const words = changes.getByLabel("Cue 1 text");
  await expect(words).toHaveValue("Fresh bread from the oven");
  expect((await words.boundingBox())?.width ?? 0).toBeGreaterThan(200);
  for (const field of ["Cue 1 start", "Cue 1 end"]) {
    expect((await changes.getByLabel(field).boundingBox())?.width ?? 0).toBeGreaterThan(80);
  }
  // Tab goes through a cue in the order it reads: start, end, words, Delete.
  await changes.getByLabel("Cue 1 start").focus();
  for (const next of ["Cue 1 end", "Cue 1 text"]) {
    await page.keyboard.press("Tab");
    await expect(changes.getByLabel(next)).toBeFocused();
  }
  await page.keyboard.press("Tab");
  await expect(changes.getByRole("button", { name: "Delete cue 1" })).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The magic-edit box suggests caption commands, and its Enter answers one with the cost.
  const current = page.getByRole("region", { name: "Current version" });
  const hint = await hintOf(current);
  expect(hint).toContain('"make the captions karaoke"');
  expect(hint).not.toMatch(/scene/i);
  const box = current.getByRole("textbox", { name: "Magic edit" });
  await box.fill("make the captions karaoke");
  await box.press("Enter");
  await expect(current.getByTestId("edit-preview")).toContainText("Made the captions Karaoke.");
  await expect(current.getByTestId("edit-preview")).toContainText("Cost:");
});

test("a video that cannot be loaded says so once, with the way back to the library", async ({ page }) => {
  await signUpVerified(page.request, "Nora Nothing");
  const missing = "00000000-0000-4000-8000-000000000000";
  let asked = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith(`/api/generations/${missing}`)) asked += 1;
  });
  await page.goto(`/dashboard/editor/${missing}`);
  await expect(page.getByRole("alert")).toContainText("This video was not found");
  await expect(page.getByRole("link", { name: "Back to the library" })).toBeVisible();
  // It stays said, and the server is not asked again and again (it was, in a loop of loading).
  await page.waitForTimeout(1500);
  await expect(page.getByRole("alert")).toContainText("This video was not found");
  expect(asked).toBeLessThanOrEqual(2);
  await page.getByRole("link", { name: "Back to the library" }).click();
  await expect(page).toHaveURL(/\/dashboard\/library$/);
});

test("on a phone, Save stays on screen beside the scene being changed, with what it costs", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpVerified(page.request, "Stella Sticky");
  const dir = scratchDir("rf-e2e-usability-slides-");
  const images: string[] = [];
  for (const [k, colour] of ["orange", "teal", "purple"].entries()) {
    const file = join(dir, `slide-${k + 1}.png`);
    ffmpeg("-f", "lavfi", "-i", `color=c=${colour}:s=160x284`, "-frames:v", "1", file);
    images.push(await upload(page, file, "image/png"));
  }
  const id = await generate(page, "slideshow", {
    images,
    texts: ["Fresh cakes", "Warm bread", "See you soon"],
    platform: "TikTok",
    secondsPerSlide: 1,
    music: "none",
  });

  await page.goto(`/dashboard/editor/${id}`);
  const scenes = page.getByRole("region", { name: "Scenes" });
  const save = scenes.getByRole("button", { name: "Save", exact: true });
  const narration = page.getByLabel("Scene 1 narration");
  await expect(page.getByTestId("editor-scene")).toHaveCount(3);
  const original = await narration.inputValue();
  // Nothing changed: Save waits at the end of the scenes and settings, screens below.
  await narration.scrollIntoViewIfNeeded();
  await expect(save).not.toBeInViewport();

  // A scene moved down and back up is no change: nothing to save.
  await page.getByRole("button", { name: "Reorder scene 1" }).focus();
  await page.keyboard.press("Alt+ArrowDown");
  await expect(save).toBeEnabled();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(page.getByLabel("Scene 1 narration")).toHaveValue(original);
  await expect(save).toBeDisabled();
  await scenes.getByRole("button", { name: "Discard changes" }).click();

  // A change: Save is on screen while scene 1 still is, and says there what saving costs.
  await narration.fill("Fresh cakes every day, warm from the oven.");
  await expect(save).toBeInViewport();
  await expect(narration).toBeInViewport();
  await save.click();
  const preview = scenes.getByTestId("edit-preview");
  await expect(preview).toContainText("Rewrote the narration of scene 1.");
  await expect(preview).toBeInViewport();
  await expect(scenes.getByRole("button", { name: "Apply" })).toBeInViewport();
  await expect(narration).toBeInViewport();

  // Discarded: the buttons go back to the end.
  await scenes.getByRole("button", { name: "Discard changes" }).click();
  await expect(narration).toHaveValue(original);
  await narration.scrollIntoViewIfNeeded();
  await expect(save).not.toBeInViewport();

  // On a wide screen the upright video stands beside the magic-edit box, which is in the first screen
  // (across the card the video pushed it below the window).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dashboard/editor/${id}`);
  const magic = page.getByRole("textbox", { name: "Magic edit" });
  await expect(magic).toBeInViewport();
  const player = await page.getByRole("region", { name: "Current version" }).locator("video").boundingBox();
  const box = await magic.boundingBox();
  expect(box && player && box.x >= player.x + player.width).toBe(true);
});

test("clips without captions: no caption promises, no Save or magic edit, the way to new clips", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpVerified(page.request, "Clio Clips");
  const video = await upload(
    page,
    toneVideo(join(scratchDir("rf-e2e-usability-clips-"), "long.mp4"), "testsrc2=s=320x180:r=25:d=12", 12),
    "video/mp4",
  );
  const id = await generate(page, "clips", { video, count: 2, platform: "TikTok", maxSeconds: 5 });

  await page.goto(`/dashboard/editor/${id}`);
  await expect(page.getByTestId("editor-clip").first()).toBeVisible();
  await expect(page.getByTestId("editor-version")).toHaveCount(1);
  await expect(page.getByText("they have no captions, so there is nothing to restyle")).toBeVisible();
  await expect(page.getByText("caption style or font")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Magic edit" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: "clip generator", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/clip-generator$/);
});

test("a voice-over's editor offers its words and voice, not pictures it cannot have", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpVerified(page.request, "Vera Voice");
  const id = await generate(page, "voice-over", {
    text: "Our bakery opens at seven every morning.",
    language: "English",
    gender: "Female",
  });

  await page.goto(`/dashboard/editor/${id}`);
  await expect(page.getByTestId("editor-scene")).toHaveCount(1);
  await expect(page.getByText("Change your voice-over's words, voice and captions")).toBeVisible();
  // No picture to change (the server refuses one for a voice-over), and none described ("the colour #000000").
  await expect(page.getByRole("button", { name: "New picture for scene 1" })).toHaveCount(0);
  await expect(page.getByTestId("editor-scene")).not.toContainText("colour");
  await expect(page.getByRole("button", { name: "Split scene 1" })).toBeVisible();
  // Its magic edit suggests voice commands, and one of them previews.
  const current = page.getByRole("region", { name: "Current version" });
  const hint = await hintOf(current);
  expect(hint).toContain('"make it slower"');
  expect(hint).not.toMatch(/scene|picture/i);
  const box = current.getByRole("textbox", { name: "Magic edit" });
  await box.fill("make it slower");
  await box.press("Enter");
  await expect(current.getByTestId("edit-preview")).toContainText("Made it slower");
});
