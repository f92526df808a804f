import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signUpVerified } from "./session";

// Issue 13's link-to-video journey: from the tool page's button to the dashboard page, a link to an
// article served by the test, progress, and the finished video played; a link to a page that is not
// HTML gets its plain reason on the page.

const toast = (page: Page, text: string | RegExp) => page.locator(".Toastify").getByText(text);

test("paste a link to an article and get a video of it; a link to a non-page is refused plainly", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const dir = mkdtempSync(join(tmpdir(), "rf-e2e-link-"));
  const picture = join(dir, "og.png");
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "color=c=0x20c040:s=320x180"],
    ...["-frames:v", "1", picture],
  ]);
  const png = readFileSync(picture);
  const site = createServer((request, response) => {
    if (request.url === "/news/aurora") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(`<!doctype html><html><head><title>The Aurora kettle comes to Lisbon</title>
<meta property="og:image" content="/og.png"></head><body><article>
<h1>The Aurora kettle comes to Lisbon</h1>
<p>Brightwater said its Aurora kettle goes on sale in Lisbon on March 14.</p>
<p>The Aurora kettle costs $49 and boils a litre of water in ninety seconds.</p>
</article></body></html>`);
    } else if (request.url === "/og.png") {
      response.writeHead(200, { "content-type": "image/png" });
      response.end(png);
    } else {
      response.writeHead(200, { "content-type": "application/json" });
      response.end("{}");
    }
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  try {
    await signUpVerified(page.request, "Lena Link");

    // The tool page's button leads to the link-to-video page.
    await page.goto("/link-to-video");
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await page.getByRole("link", { name: "Paste a link" }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/link-to-video$/);
    await expect(page.getByRole("heading", { level: 1, name: "Link to video" })).toBeVisible();

    // Not a web page: the reason, on the page.
    await page.getByLabel("Page link").fill(`${base}/data.json`);
    await page.getByRole("button", { name: "Make a video from the link" }).click();
    await expect(
      page
        .locator("#dashboard-main")
        .getByRole("alert")
        .filter({ hasText: /not a web page.*refunded/ }),
    ).toBeVisible({ timeout: 60_000 });

    // The article: options, progress, then the player.
    await page.getByLabel("Page link").fill(`${base}/news/aurora`);
    await page.getByLabel("Duration").selectOption("10 Seconds");
    await page.getByLabel("Platform").selectOption("Youtube");
    await page.getByRole("button", { name: "Male", exact: true }).click();
    await page.getByRole("button", { name: "Make a video from the link" }).click();
    await expect(page.getByRole("progressbar", { name: "Generation progress" })).toBeVisible();
    await expect(toast(page, "Video Generated")).toBeVisible({ timeout: 180_000 });
    const video = page.locator("video");
    await expect(video).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(5);
    await page.getByRole("button", { name: "Play video" }).click();
    await expect(page.getByRole("button", { name: "Play video" })).toBeHidden();

    // Edited like any video (issue 12): the editor from the result, a magic edit of the captions, its
    // cost shown first, then a second version that plays.
    await page
      .getByRole("region", { name: "Generated video" })
      .getByRole("link", { name: "Edit", exact: true })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/editor\/[^/]+$/);
    const first = page.url();
    await expect(page.getByTestId("editor-scene").first()).toBeVisible();
    await expect(page.getByLabel("Scene 1 narration")).toHaveValue(/Aurora|kettle|Lisbon/);
    const current = page.getByRole("region", { name: "Current version" });
    await current.getByRole("textbox", { name: "Magic edit" }).fill("make the captions karaoke");
    await current.getByRole("button", { name: "Preview" }).click();
    const preview = current.getByTestId("edit-preview");
    await expect(preview).toContainText(/karaoke/i);
    await expect(preview).toContainText("1 link video");
    await current.getByRole("button", { name: "Apply" }).click();
    await expect(page).not.toHaveURL(first, { timeout: 180_000 });
    await expect(page.getByTestId("editor-version")).toHaveCount(2);
    await page.getByRole("button", { name: "Play video" }).click();
    await expect
      .poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0);
  } finally {
    await new Promise((resolve) => site.close(resolve));
  }
});
