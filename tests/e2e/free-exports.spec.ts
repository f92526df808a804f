import { readFileSync } from "node:fs";
import { generate } from "./generations";
import { signUpVerified } from "./session";
import { expect, test } from "./test";

// The Free plan's "4 exports a week with the product logo" (decision record 31): a trial account
// downloads its images from the library, the subscription page counts them, a file downloaded again
// is free, and the fifth different file is refused where the user clicked, with an upgrade link.
// Real server, worker and ffmpeg.

test("a trial account downloads four images, sees the counter, and the fifth is refused with an upgrade link", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpVerified(page.request, "Tess Trial");
  for (const prompt of [
    "A lighthouse at dawn",
    "A red bicycle",
    "A bowl of ramen",
    "A snowy cabin",
    "A kite",
  ]) {
    await generate(page, "image", { prompt });
  }

  await page.goto("/dashboard/subscription/stauts");
  await expect(page.getByTestId("usage-exports")).toHaveText("Exports this week: 0 of 4");

  await page.goto("/dashboard/library");
  const items = page.getByTestId("library-item");
  await expect(items).toHaveCount(5);
  const download = async (index: number) => {
    const downloading = page.waitForEvent("download");
    await items.nth(index).getByRole("link", { name: "Download" }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^reelforge-[0-9a-f]{8}\.png$/);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    return bytes;
  };
  const first = await download(0);
  for (const index of [1, 2, 3]) await download(index);
  // The first image again: free, and the same file with the logo.
  expect((await download(0)).equals(first)).toBe(true);

  // The fifth different file: refused in its card, nothing saved.
  let saved = false;
  page.on("download", () => {
    saved = true;
  });
  const fifth = items.nth(4);
  await fifth.getByRole("link", { name: "Download" }).click();
  const refusal = fifth.getByRole("alert");
  await expect(refusal).toContainText("You have used all 4 exports of this week on the Free plan.");
  await expect(refusal).toContainText("Your next export frees up on");
  const upgrade = refusal.getByRole("link", { name: "Upgrade for unlimited exports without the logo" });
  await expect(upgrade).toHaveAttribute("href", "/dashboard/profile-info?tab=pricing");
  expect(saved).toBe(false);

  await page.goto("/dashboard/subscription/stauts");
  await expect(page.getByTestId("usage-exports")).toHaveText("Exports this week: 4 of 4");
  await expect(page.getByTestId("usage-exports-note")).toContainText("the next one frees up on");

  await page.goto("/dashboard/library");
  await items.nth(4).getByRole("link", { name: "Download" }).click();
  await items
    .nth(4)
    .getByRole("alert")
    .getByRole("link", { name: /Upgrade/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/profile-info\?tab=pricing$/);
});
