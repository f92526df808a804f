import { signUpVerified } from "./session";
import { expect, type Page, test } from "./test";

// Issue 13: the animation maker and the movie maker are presets of the video generator with pages of
// their own: the tool page's button opens them, the preset shows, and a real video comes out. Every
// generator page's platform select offers "YouTube Shorts" (9:16) beside "Youtube" (16:9).

const toast = (page: Page, text: string | RegExp) => page.locator(".Toastify").getByText(text);

async function fromToolPage(page: Page, toolPage: string, dashboard: string, heading: string) {
  await page.goto(toolPage);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.locator("main a[href^='/dashboard/signup']").first().click();
  await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

async function aspectOfResult(page: Page) {
  const video = page.locator("video");
  return expect.poll(
    () => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.videoWidth / v.videoHeight),
    { timeout: 30_000 },
  );
}

test("the animation maker's button opens its page, the explainer style shows, and a 9:16 Shorts video comes out", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUpVerified(page.request, "Ani Mator");
  await fromToolPage(page, "/animation-maker", "/dashboard/animation-maker", "Animation maker");
  await expect(page.getByText(/Animated explainer style/)).toBeVisible();

  await page.getByRole("button", { name: "Generative Brand Story" }).click();
  const dialog = page.getByRole("dialog", { name: "Generative Brand Story" });
  await expect(dialog.getByLabel("Duration")).toHaveValue("10 Seconds");
  await dialog.getByLabel("Platform").selectOption("YouTube Shorts");
  await dialog.getByLabel("Duration").selectOption("5 Seconds");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await page.getByLabel("Prompt").fill("How solar panels save 200 dollars a year");
  // The request carries the preset's style.
  const sent = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/generations",
  );
  await page.getByRole("button", { name: "Generate a video" }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    kind: "video",
    input: { style: "animated", platform: "YouTube Shorts", videoDuration: 5 },
  });
  await expect(toast(page, "Video Generated")).toBeVisible({ timeout: 240_000 });
  await (await aspectOfResult(page)).toBeCloseTo(9 / 16, 2);
});

test("the movie maker's button opens its page with lengths up to three minutes, and a 16:9 story video comes out", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUpVerified(page.request, "Movie Maker");
  await fromToolPage(page, "/movie-maker", "/dashboard/movie-maker", "Movie maker");
  await expect(page.getByText(/Story mode/)).toBeVisible();

  await page.getByRole("button", { name: "Generative Brand Story" }).click();
  const dialog = page.getByRole("dialog", { name: "Generative Brand Story" });
  const duration = dialog.getByLabel("Duration");
  await expect(duration).toHaveValue("60 Seconds");
  await expect(duration.locator("option")).toContainText(["2 Minutes", "3 Minutes"]);
  await expect(dialog.getByLabel("Platform")).toHaveValue("Youtube");
  // The cheapest real render: the story's shortest length.
  await duration.selectOption("5 Seconds");
  await dialog.getByLabel("Topic").fill("A lighthouse keeper");
  await dialog.getByLabel("Description").fill("finds a message in a bottle and sails to return it");
  await dialog.getByRole("button", { name: "Apply" }).click();
  const sent = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/generations",
  );
  await page.getByRole("button", { name: "Generate a video" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ kind: "video", input: { style: "movie" } });
  await expect(toast(page, "Video Generated")).toBeVisible({ timeout: 240_000 });
  await (await aspectOfResult(page)).toBeCloseTo(16 / 9, 2);
});

test("every generator page with a platform offers YouTube Shorts beside Youtube", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpVerified(page.request, "Plat Former");
  const platformSelect = async (path: string, open?: string) => {
    await page.goto(path);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    if (open) await page.getByRole("button", { name: open }).click();
    const select = page.getByLabel("Platform", { exact: true });
    await expect(select.locator("option"), path).toContainText(["Youtube", "YouTube Shorts"]);
  };
  for (const path of [
    "/dashboard/video-generator",
    "/dashboard/tiktok-maker",
    "/dashboard/animation-maker",
    "/dashboard/movie-maker",
  ])
    await platformSelect(path, "Generative Brand Story");
  for (const path of [
    "/dashboard/faceless-videos",
    "/dashboard/slideshow-maker",
    "/dashboard/link-to-video",
    "/dashboard/clip-generator",
  ])
    await platformSelect(path);
});
