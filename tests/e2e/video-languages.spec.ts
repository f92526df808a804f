import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { axe } from "./axe";
import { signUpVerified } from "./session";

// A brand story video in two languages (SPEC 2.6: languages are multiple choice) is two real
// renders; the result and the library offer a language switcher that changes the player's source
// and the download and caption links. Checked at 360 px in dark mode.

const toast = (page: Page, text: string | RegExp) => page.locator(".Toastify").getByText(text);

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await axe(page)
    .exclude(".Toastify")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    violations.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("a video in English and Spanish: the language switcher changes the player and the links", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await signUpVerified(page.request, "Ada Lovelace");
  await page.goto("/dashboard/video-generator");
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.reload();

  await page.getByRole("button", { name: "Generative Brand Story" }).click();
  const dialog = page.getByRole("dialog", { name: "Generative Brand Story" });
  await dialog.getByLabel("Topic").fill("Honey bees");
  await dialog.getByLabel("Description").fill("why they matter for our food");
  const spanishChip = dialog.getByRole("button", { name: "Spanish", exact: true });
  await spanishChip.click();
  await expect(spanishChip).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("English, Spanish narration · 2 videos, one per language")).toBeVisible();

  await page.getByRole("button", { name: "Generate a video" }).click();
  await expect(page.getByText("Generating 2 videos, one per language (English, Spanish)…")).toBeVisible();
  await expect(toast(page, "Video Generated")).toBeVisible({ timeout: 180_000 });

  const switcher = page.getByRole("group", { name: "Video language" });
  const english = switcher.getByRole("button", { name: "English", exact: true });
  const spanish = switcher.getByRole("button", { name: "Spanish", exact: true });
  await expect(english).toHaveAttribute("aria-pressed", "true");
  await expect(spanish).toHaveAttribute("aria-pressed", "false");
  const video = page.locator("video");
  await expect(video).toHaveAttribute("src", /\/video\.mp4$/);
  await expect(page.getByRole("link", { name: "Captions (.srt, English)" })).toHaveAttribute(
    "href",
    /\/captions\.srt\?download=1$/,
  );
  await expect.poll(() => noSideways(page)).toBe(true);
  await expectNoAxeViolations(page, "two-language result, dark, 360 px");

  // Keyboard: Tab-reachable buttons, Enter chooses.
  await spanish.focus();
  await page.keyboard.press("Enter");
  await expect(spanish).toHaveAttribute("aria-pressed", "true");
  await expect(english).toHaveAttribute("aria-pressed", "false");
  await expect(video).toHaveAttribute("src", /\/video\.es\.mp4$/);
  await expect(video).toHaveAttribute("poster", /\/thumbnail\.es\.jpg$/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(4);
  await expect(page.getByRole("link", { name: "Captions (.srt, Spanish)" })).toHaveAttribute(
    "href",
    /\/captions\.es\.srt\?download=1$/,
  );
  await expect(page.getByRole("link", { name: "Captions (.vtt, Spanish)" })).toHaveAttribute(
    "href",
    /\/captions\.es\.vtt\?download=1$/,
  );
  // The Spanish captions are served and are not the English ones.
  const srt = async (name: string) => {
    const href = (await page.getByRole("link", { name }).getAttribute("href")) ?? "";
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    return response.text();
  };
  const spanishSrt = await srt("Captions (.srt, Spanish)");
  expect(spanishSrt).toContain("-->");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Spanish" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("output.mp4");
  const saved = await download.path();
  expect(readFileSync(saved).subarray(4, 8).toString()).toBe("ftyp");
  // Sharing shares the chosen language's video: the link plays video.es.mp4 without a session.
  const sharing = page.waitForResponse((r) => r.url().endsWith("/share") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Share Spanish" }).click();
  const shareResponse = await sharing;
  expect(shareResponse.request().postDataJSON()).toEqual({ language: "es" });
  const { url: shareUrl } = (await shareResponse.json()) as { url: string };
  expect(new URL(shareUrl).pathname).toMatch(/\/video\.es\.mp4$/);
  await expect(toast(page, "Share link of the Spanish video copied")).toBeVisible();
  await expectNoAxeViolations(page, "Spanish chosen, dark, 360 px");
  await english.click();
  await expect(page.getByRole("button", { name: "Share English" })).toBeVisible();
  await expect(video).toHaveAttribute("src", /\/video\.mp4$/);
  expect(await srt("Captions (.srt, English)")).not.toBe(spanishSrt);

  // The library: the same switcher on the opened item.
  await page.goto("/dashboard/library");
  const item = page.getByTestId("library-item").first();
  await item.getByRole("button", { name: "Open" }).click();
  const itemVideo = item.locator("video");
  await expect(itemVideo).toHaveAttribute("src", /\/video\.mp4$/);
  const itemSwitcher = item.getByRole("group", { name: "Video language" });
  await itemSwitcher.getByRole("button", { name: "Spanish", exact: true }).click();
  await expect(itemSwitcher.getByRole("button", { name: "Spanish", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(itemVideo).toHaveAttribute("src", /\/video\.es\.mp4$/);
  await expect(item.getByRole("link", { name: "Download Spanish" })).toHaveAttribute(
    "href",
    /\/video\.es\.mp4\?download=1$/,
  );
  await expect.poll(() => noSideways(page)).toBe(true);
  await expectNoAxeViolations(page, "library, dark, 360 px");
});
