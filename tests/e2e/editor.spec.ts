import { expect, type Page, test } from "@playwright/test";
import { axe } from "./axe";
import { signUpVerified } from "./session";

// The editor journey (issue 12): a short faceless video through the real server, worker and studio
// (RENDER_SCALE=0.25), then the magic edit under the player, the editor's scenes, a free edit saved
// as a new version that plays, and the first version restored.

const toast = (page: Page, text: string | RegExp) => page.locator(".Toastify").getByText(text);
const duration = (page: Page) =>
  page.locator("video").evaluate((v: HTMLVideoElement) => (Number.isFinite(v.duration) ? v.duration : 0));

test("edit a faceless video: magic edit, a free version that plays, restore the first", async ({ page }) => {
  test.setTimeout(300_000);
  await signUpVerified(page.request, "Edith Editor");

  await page.goto("/dashboard/faceless-videos");
  // Three long sentences: three scenes.
  const script = [
    "Bees leave the hive at dawn and fly from flower to flower across the wide green summer meadows.",
    "They carry the golden pollen home on their legs and share it with the sisters waiting inside.",
    "The whole colony then turns the sweet nectar into honey that lasts through the long cold winter.",
  ].join(" ");
  await page.getByLabel("Script").fill(script);
  await page.getByRole("button", { name: "Generate a Faceless Video" }).click();
  await expect(toast(page, "Video Generated")).toBeVisible({ timeout: 120_000 });

  // Under the player: the magic-edit box; an impossible command answers a question and changes nothing.
  const result = page.getByRole("region", { name: "Generated video" });
  await result.getByRole("textbox", { name: "Magic edit" }).fill("delete scene 9");
  await result.getByRole("button", { name: "Preview" }).click();
  await expect(result.getByRole("alert")).toContainText(/scene/i);
  await expect(result.getByTestId("edit-preview")).toHaveCount(0);

  // The editor: the scenes in order, with their narration.
  await result.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/editor\/[^/]+$/);
  const first = page.url();
  const scenes = page.getByTestId("editor-scene");
  await expect(scenes).toHaveCount(3);
  await expect(page.getByLabel("Scene 2 narration")).toHaveValue(/pollen/);
  await expect(page.getByTestId("editor-version")).toHaveCount(1);
  await expect.poll(() => duration(page)).toBeGreaterThan(2);
  const before = await duration(page);

  // Move buttons work from the keyboard and change only the draft.
  await page.getByRole("button", { name: "Move scene 2 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Scene 1 narration")).toHaveValue(/pollen/);
  await page.getByRole("button", { name: "Discard changes" }).click();
  await expect(page.getByLabel("Scene 1 narration")).toHaveValue(/at dawn/);

  // Magic edit: the preview says what changes and that it is free; Apply renders the new version.
  const current = page.getByRole("region", { name: "Current version" });
  await current.getByRole("textbox", { name: "Magic edit" }).fill("delete scene 2");
  await current.getByRole("button", { name: "Preview" }).click();
  const preview = current.getByTestId("edit-preview");
  await expect(preview).toContainText(/scene 2/i);
  await expect(preview).toContainText("Free");
  await current.getByRole("button", { name: "Apply" }).click();
  await expect(page).not.toHaveURL(first, { timeout: 120_000 });
  await expect(scenes).toHaveCount(2);
  await expect(page.getByLabel("Scene 2 narration")).toHaveValue(/honey/);
  await expect(page.getByTestId("editor-version")).toHaveCount(2);
  await expect.poll(() => duration(page)).toBeGreaterThan(1);
  expect(await duration(page)).toBeLessThan(before);
  await page.getByRole("button", { name: "Play video" }).click();
  await expect
    .poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0);

  // Restore the first version: a new version with its three scenes.
  const edited = page.url();
  await page.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page).not.toHaveURL(edited, { timeout: 120_000 });
  await expect(scenes).toHaveCount(3);
  await expect(page.getByTestId("editor-version")).toHaveCount(3);
  await expect.poll(() => duration(page)).toBeGreaterThan(before - 0.5);

  // Edit a narration by hand: Save shows the cost first (one scene of three: free), Apply renders it.
  const restored = page.url();
  await page.getByLabel("Scene 3 narration").fill("The colony turns the nectar into honey for winter.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const scenesCard = page.getByRole("region", { name: "Scenes" });
  await expect(scenesCard.getByTestId("edit-preview")).toContainText("Free");
  await scenesCard.getByRole("button", { name: "Apply" }).click();
  await expect(page).not.toHaveURL(restored, { timeout: 120_000 });
  await expect(page.getByLabel("Scene 3 narration")).toHaveValue(
    "The colony turns the nectar into honey for winter.",
  );
  await expect(page.getByTestId("editor-version")).toHaveCount(4);

  // The editor fits a phone in light and dark mode. (axe checks it below, with every rule, in both
  // modes on a phone and a desktop, with a split scene's word buttons open as well.)
  await page.setViewportSize({ width: 390, height: 844 });
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    await page.reload();
    await expect(page.getByTestId("editor-scene")).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath(`editor-390-${theme}.png`), fullPage: true });
  }

  // The library card of the video opens the editor too.
  await page.goto("/dashboard/library");
  await page.getByTestId("library-item").first().getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/editor\/[^/]+$/);
  await expect(page.getByTestId("editor-scene")).toHaveCount(3);

  // Scene operations (issue 12): reorder by keyboard (announced) and by dragging, select a scene to
  // see it in the player, a new picture from the scene's alternatives or a search, split after a word.
  await page.setViewportSize({ width: 1280, height: 900 });
  const narrations = () =>
    page
      .getByTestId("editor-scene")
      .evaluateAll((items) => items.map((li) => (li.querySelector("textarea") as HTMLTextAreaElement).value));
  const start = await narrations();
  await page.getByRole("button", { name: "Reorder scene 1" }).focus();
  await page.keyboard.press("Alt+ArrowDown");
  expect(await narrations()).toEqual([start[1], start[0], start[2]]);
  await expect(page.getByTestId("scene-announcement")).toHaveText("Scene 1 moved to position 2 of 3.");
  await expect(page.getByRole("button", { name: "Reorder scene 2" })).toBeFocused();
  await page.keyboard.press("Alt+ArrowUp");
  expect(await narrations()).toEqual(start);
  // Dragging with the mouse: the handle and the place dropped on both in view (a drag that has to
  // scroll the page is not one Playwright's mouse can make).
  await page.setViewportSize({ width: 1280, height: 2400 });
  // The page lays itself out again at the new size (the player takes its video's shape when the video's
  // size is known): drag only once the handle and the place to drop it stand still.
  const handle = page.getByRole("button", { name: "Reorder scene 3" });
  const target = page.getByTestId("editor-scene").first();
  for (const l of [handle, target]) {
    let last: { x: number; y: number } | null = null;
    await expect
      .poll(
        async () => {
          const box = await l.boundingBox();
          const still = !!box && !!last && Math.abs(box.x - last.x) < 0.5 && Math.abs(box.y - last.y) < 0.5;
          last = box;
          return still;
        },
        { intervals: [150] },
      )
      .toBe(true);
  }
  await handle.dragTo(target);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(narrations).toEqual([start[2], start[0], start[1]]);
  await page.getByRole("button", { name: "Discard changes" }).click();
  expect(await narrations()).toEqual(start);

  // Selecting a scene jumps the player to it.
  await page.getByRole("button", { name: "Show scene 3 in the player" }).click();
  await expect(page.getByRole("button", { name: "Show scene 3 in the player" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect
    .poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(2);

  // A search of the library shows pictures; the scene's alternatives replace its picture.
  await page.getByRole("button", { name: "New picture for scene 1" }).click();
  const dialog = page.getByRole("dialog", { name: "A new picture for scene 1" });
  await dialog.getByRole("tab", { name: "Search" }).click();
  await dialog.getByLabel("What should the picture show?").fill("coffee cup");
  await dialog.getByRole("button", { name: "Search", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "Use hot beverage" })).toBeVisible();
  await dialog.getByRole("tab", { name: "Alternatives" }).click();
  const alternative = dialog.getByTestId("picture-choice").first();
  const label = ((await alternative.getAttribute("aria-label")) ?? "").replace(/^Use /, "");
  await alternative.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("editor-scene").first()).toContainText(label);

  // Split scene 2 after its third word; Save previews both changes, Apply renders four scenes.
  const words = start[1]?.split(/\s+/) ?? [];
  await page.getByRole("button", { name: "Split scene 2" }).click();
  await page.getByRole("button", { name: `Split after word 3, “${words[2]}”` }).click();
  await expect(page.getByTestId("editor-scene")).toHaveCount(4);
  await expect(page.getByLabel("Scene 2 narration")).toHaveValue(words.slice(0, 3).join(" "));
  await expect(page.getByLabel("Scene 3 narration")).toHaveValue(words.slice(3).join(" "));
  const beforeSplit = page.url();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const scenesRegion = page.getByRole("region", { name: "Scenes" });
  await expect(scenesRegion.getByTestId("edit-preview")).toContainText(/picture in scene 1/i);
  await expect(scenesRegion.getByTestId("edit-preview")).toContainText(/split scene 2/i);
  await scenesRegion.getByRole("button", { name: "Apply" }).click();
  await expect(page).not.toHaveURL(beforeSplit, { timeout: 120_000 });
  await expect(page.getByTestId("editor-scene")).toHaveCount(4);
  await expect(page.getByLabel("Scene 2 narration")).toHaveValue(words.slice(0, 3).join(" "));
  await expect(page.getByTestId("editor-scene").first()).toContainText(label);

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((value) => localStorage.setItem("theme", value), theme);
      await page.reload();
      await expect(page.getByTestId("editor-scene")).toHaveCount(4);
      await page.getByRole("button", { name: "Split scene 1" }).click();
      const { violations } = await axe(page).exclude(".Toastify").analyze();
      expect(violations.map((v) => `${width} ${theme}: ${v.id}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`scenes-${width}-${theme}.png`), fullPage: true });
      await page.getByRole("button", { name: "New picture for scene 2" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      const inDialog = await axe(page).include("[role=dialog]").analyze();
      expect(inDialog.violations.map((v) => `${width} ${theme} dialog: ${v.id}`)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`picture-${width}-${theme}.png`) });
      await page.keyboard.press("Escape");
    }
  }
});

test("the editor's video settings: karaoke captions from the panel, the cost first, progress, then play", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUpVerified(page.request, "Sam Settings");
  await page.goto("/dashboard/faceless-videos");
  await page
    .getByLabel("Script")
    .fill(
      "Fresh bread leaves our oven every morning at seven. Come early and take a warm loaf home with you today.",
    );
  await page.getByRole("button", { name: "Generate a Faceless Video" }).click();
  await expect(toast(page, "Video Generated")).toBeVisible({ timeout: 120_000 });
  await page
    .getByRole("region", { name: "Generated video" })
    .getByRole("link", { name: "Edit", exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/editor\/[^/]+$/);
  const first = page.url();

  // The panel shows the video's settings; the logo waits for a brand kit that has one.
  const settings = page.getByRole("region", { name: "Video settings" });
  await expect(settings.getByLabel("Caption style")).toHaveValue("bold-pop");
  await expect(settings.getByLabel("Show my logo")).toBeDisabled();
  await expect(settings).toContainText("Your brand kit has no logo yet");

  // Karaoke captions re-render every scene: Save shows that this counts as one faceless video.
  await settings.getByLabel("Caption style").selectOption("karaoke");
  await settings.getByLabel("Size").selectOption("large");
  const card = page.getByRole("region", { name: "Scenes" });
  await card.getByRole("button", { name: "Save", exact: true }).click();
  const preview = card.getByTestId("edit-preview");
  await expect(preview).toContainText("Made the captions karaoke and large.");
  await expect(preview).toContainText("1 faceless video");
  await card.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("progressbar", { name: "Generation progress" })).toBeVisible();
  await expect(page).not.toHaveURL(first, { timeout: 120_000 });

  // The new version carries the settings, lists both versions and plays.
  await expect(settings.getByLabel("Caption style")).toHaveValue("karaoke");
  await expect(settings.getByLabel("Size")).toHaveValue("large");
  await expect(page.getByTestId("editor-version")).toHaveCount(2);
  await expect.poll(() => duration(page)).toBeGreaterThan(1);
  await page.getByRole("button", { name: "Play video" }).click();
  await expect
    .poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0);

  // The library shows the video once, with its versions a link away.
  const edited = page.url();
  await page.goto("/dashboard/library");
  await expect(page.getByTestId("library-item")).toHaveCount(1);
  await page.getByTestId("library-versions").filter({ hasText: "2 versions" }).click();
  await expect(page).toHaveURL(`${edited}#versions`);
  await expect(page.getByTestId("editor-version")).toHaveCount(2);

  // Looked at in light and dark, on a phone and a desktop (screenshots kept with the test's output).
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((value) => localStorage.setItem("theme", value), theme);
      await page.reload();
      await expect(settings.getByLabel("Caption style")).toHaveValue("karaoke");
      const builder = axe(page).include('[aria-label="Video settings"]');
      if (theme === "dark") builder.withRules(["color-contrast"]);
      else builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
      const { violations } = await builder.analyze();
      expect(violations.map((v) => `${theme} ${width}: ${v.id}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await settings.screenshot({ path: test.info().outputPath(`settings-${width}-${theme}.png`) });
    }
  }
});
