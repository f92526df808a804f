import { signUpVerified } from "./session";
import { expect, type Page, test } from "./test";

// Issue 13: the TikTok video maker is a preset of the video generator with a page of its own: TikTok
// (9:16) chosen from the start, and a real video made vertical.

const toast = (page: Page, text: string | RegExp) => page.locator(".Toastify").getByText(text);

test("the TikTok maker's button opens its page, TikTok preset, and makes a 9:16 video", async ({ page }) => {
  test.setTimeout(240_000);
  await signUpVerified(page.request, "Tik Toker");
  await page.goto("/tiktok-video-maker");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.locator("main a[href^='/dashboard/signup']").first().click();
  await expect(page).toHaveURL(/\/dashboard\/tiktok-maker$/);
  await expect(page.getByRole("heading", { level: 1, name: "TikTok video maker" })).toBeVisible();

  await page.getByRole("button", { name: "Generative Brand Story" }).click();
  const dialog = page.getByRole("dialog", { name: "Generative Brand Story" });
  await expect(dialog.getByLabel("Platform")).toHaveValue("TikTok");
  await expect(dialog.getByLabel("Duration")).toHaveValue("10 Seconds");
  await dialog.getByLabel("Duration").selectOption("5 Seconds");
  await dialog.getByLabel("Topic").fill("Morning stretches");
  await dialog.getByLabel("Description").fill("three moves before coffee");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await page.getByRole("button", { name: "Generate a video" }).click();
  await expect(toast(page, "Video Generated")).toBeVisible({ timeout: 200_000 });
  const video = page.locator("video");
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.videoWidth / v.videoHeight), {
      timeout: 30_000,
    })
    .toBeCloseTo(9 / 16, 2);
});
