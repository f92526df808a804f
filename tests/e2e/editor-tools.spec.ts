import { join } from "node:path";
import { generate, scratchDir, toneVideo, upload } from "./generations";
import { signUpVerified } from "./session";
import { expect, type Page, test } from "./test";

// The editor for the tools without scenes (issue 12): a meme made on the meme maker page, opened from
// its result's Edit button, its top text changed in the meme panel, the cost shown before saving, the
// progress, and the new version shown and playing with the old one still listed; a subtitled video made
// through the API, opened from the library, one cue's words changed and burned into a new version. Real server, worker
// and studio (RENDER_SCALE=0.25).

const toast = (page: Page, text: string | RegExp) => page.locator(".Toastify").getByText(text);

test("edit a meme: from its result, new top text, free, progress, the new version plays", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpVerified(page.request, "Edda Memes");
  await page.goto("/dashboard/meme-maker");
  const templates = page.getByRole("radiogroup", { name: "Template" });
  await templates.locator("label", { hasText: "Top and bottom" }).click();
  await page.getByLabel("Top text").fill("Monday again");
  await page.getByLabel("Bottom text").fill("coffee first");
  await page.getByRole("button", { name: "Make the meme" }).click();
  await expect(toast(page, "Meme Generated")).toBeVisible({ timeout: 60_000 });

  // The result has an Edit button: the editor opens with the meme's words and template.
  await page
    .getByRole("region", { name: "Generated video" })
    .getByRole("link", { name: "Edit", exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/editor\/[^/]+$/);
  const first = page.url();
  const changes = page.getByRole("region", { name: "Changes" });
  await expect(changes.getByLabel("Top text")).toHaveValue("Monday again");
  await expect(changes.getByLabel("Bottom text")).toHaveValue("coffee first");
  await expect(changes.getByLabel("Template")).toHaveValue("top-bottom");
  await expect(page.getByTestId("meme-picture")).toContainText("an illustration of the words");
  await expect(page.getByTestId("editor-version")).toHaveCount(1);

  // New top text: Save says what changes and that it is free (1 of the meme's 3 parts), Apply renders it.
  await changes.getByLabel("Top text").fill("Friday at last");
  await changes.getByRole("button", { name: "Save", exact: true }).click();
  const preview = changes.getByTestId("edit-preview");
  await expect(preview).toContainText("Changed the top text to “Friday at last”.");
  await expect(preview).toContainText("Free");
  await changes.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("progressbar", { name: "Generation progress" })).toBeVisible();
  await expect(page).not.toHaveURL(first, { timeout: 60_000 });

  // The new version: its words, its title, two versions listed, a video that plays.
  await expect(changes.getByLabel("Top text")).toHaveValue("Friday at last");
  await expect(page.getByRole("heading", { name: "Friday at last / coffee first" })).toBeVisible();
  await expect(page.getByTestId("editor-version")).toHaveCount(2);
  await expect(page.getByTestId("editor-version").first()).toContainText("Version 1");
  await expect(page.getByTestId("editor-version").last()).toContainText("(shown)");
  const video = page.locator("video");
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => (Number.isFinite(v.duration) ? v.duration : 0)))
    .toBeGreaterThan(4);
  await page.getByRole("button", { name: "Play video" }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);

  // The magic edit box answers a command that does not fit a meme with a question, changing nothing.
  await page.getByRole("textbox", { name: "Magic edit" }).fill("delete scene 2");
  await page.getByRole("region", { name: "Magic edit" }).getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("region", { name: "Magic edit" }).getByRole("alert")).toContainText(
    "for a meme",
  );

  // The library lists the meme with an Edit link to its newest version.
  await page.goto("/dashboard/library");
  const card = page.getByTestId("library-item").filter({ hasText: "Friday at last" });
  await card.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("region", { name: "Changes" }).getByLabel("Top text")).toHaveValue(
    "Friday at last",
  );
});

test("edit a subtitled video: from the library, a cue's new words, free, progress, the new version plays", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpVerified(page.request, "Sami Subs");
  const video = await upload(
    page,
    toneVideo(join(scratchDir("rf-e2e-edit-subs-"), "talk.mp4"), "color=c=navy:s=320x180:r=25:d=4", 4),
    "video/mp4",
  );
  const id = await generate(page, "subtitles", {
    video,
    cues: [
      { start: 0.2, end: 1.2, text: "Fresh bread" },
      { start: 1.5, end: 2.5, text: "every morning" },
      { start: 2.8, end: 3.8, text: "at seven" },
    ],
  });

  await page.goto("/dashboard/library");
  await page
    .getByTestId("library-item")
    .filter({ hasText: "Subtitles" })
    .getByRole("link", { name: "Edit", exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/editor/${id}$`));
  const changes = page.getByRole("region", { name: "Changes" });
  await expect(changes.getByTestId("editor-cue")).toHaveCount(3);
  await expect(changes.getByLabel("Cue 2 text")).toHaveValue("every morning");
  await expect(changes.getByLabel("Cue 2 start")).toHaveValue("1.5");
  await expect(changes.getByLabel("Caption style")).toHaveValue("clean");

  // One cue's words of three: free.
  await changes.getByLabel("Cue 2 text").fill("every single morning");
  await changes.getByRole("button", { name: "Save", exact: true }).click();
  const preview = changes.getByTestId("edit-preview");
  await expect(preview).toContainText("Changed the captions (3 cues).");
  await expect(preview).toContainText("Free");
  await changes.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("progressbar", { name: "Generation progress" })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/dashboard/editor/${id}$`), { timeout: 60_000 });

  await expect(changes.getByLabel("Cue 2 text")).toHaveValue("every single morning");
  await expect(page.getByTestId("editor-version")).toHaveCount(2);
  const player = page.locator("video");
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => (Number.isFinite(v.duration) ? v.duration : 0)))
    .toBeGreaterThan(3);
  await page.getByRole("button", { name: "Play video" }).click();
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
});
