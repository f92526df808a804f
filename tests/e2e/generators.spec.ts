import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { axe } from "./axe";
import { signUpVerified } from "./session";

// The generators journey (SPEC 2.6, 4, 8): script, image, video and faceless video through the
// real server, its worker and the studio (RENDER_SCALE=0.25 in playwright.config.ts), then the library.

const toast = (page: Page, text: string | RegExp) => page.locator(".Toastify").getByText(text);

async function expectNoAxeViolations(page: Page, label: string, onlyContrast = false) {
  // Toasts belong to react-toastify and fade out; they are checked by their own library.
  const builder = axe(page).exclude(".Toastify");
  if (onlyContrast) builder.withRules(["color-contrast"]);
  else builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

function probe(file: string): { duration: number; codec: string } {
  const out = execFileSync("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "stream=codec_name:format=duration",
    "-of",
    "json",
    file,
  ]).toString();
  const info = JSON.parse(out) as { streams: { codec_name: string }[]; format: { duration: string } };
  return { duration: Number(info.format.duration), codec: info.streams[0]?.codec_name ?? "" };
}

test("generate a script, an image, a video and a faceless video; the library lists them", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUpVerified(page.request, "Grace Hopper");

  // Text to script: a preset chip sends a message; the reply appears in the thread.
  await page.goto("/dashboard/text-to-script");
  await expect(page.getByPlaceholder("Send a message...")).toBeVisible();
  await page.getByPlaceholder("Send a message...").fill("A short explainer about recycling glass");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page, "Generated Successfully")).toBeVisible({ timeout: 30_000 });
  const reply = page.getByTestId("assistant-message").first();
  await expect(reply).toContainText(/glass/i);
  await expect(page.getByText("Script: ReelForge writer (built-in)")).toBeVisible();

  // Image generator: the prompt is required; the image loads and says who made it.
  await page.goto("/dashboard/image-generator");
  await page.getByRole("button", { name: "Generate a image" }).click();
  await expect(page).toHaveURL(/image-generator/);
  await page.getByLabel("Prompt").fill("A red kite over green hills");
  await page.getByRole("button", { name: "Generate a image" }).click();
  await expect(toast(page, "Generated Successfully")).toBeVisible({ timeout: 30_000 });
  const image = page.getByRole("img", { name: /red kite/i });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText("Image: illustration (built-in)")).toBeVisible();

  // Which way the page follows a running generation: the event stream, or polling GET /api/generations/:id.
  const follows = { stream: 0, poll: 0 };
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/generations\/[^/]+\/events$/.test(pathname)) follows.stream += 1;
    else if (request.method() === "GET" && /^\/api\/generations\/[^/]+$/.test(pathname)) follows.poll += 1;
  });

  // Video generator: brand story options, live progress (over the event stream), then the player.
  await page.goto("/dashboard/video-generator");
  await page.getByRole("button", { name: "Generative Brand Story" }).click();
  const dialog = page.getByRole("dialog", { name: "Generative Brand Story" });
  await expect(dialog.getByLabel("Duration")).toHaveValue("5 Seconds");
  await expect(dialog.getByLabel("Platform")).toHaveValue("Youtube");
  await dialog.getByLabel("Topic").fill("Honey bees");
  await dialog.getByLabel("Description").fill("why they matter for our food");
  await dialog.getByRole("button", { name: "Male", exact: true }).click();
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByLabel("Prompt")).toHaveValue("Honey bees why they matter for our food");
  await page.getByRole("button", { name: "Generate a video" }).click();
  await expect(page.getByRole("progressbar", { name: "Generation progress" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate a video" })).toBeHidden();
  await expect(toast(page, "Video Generated")).toBeVisible({ timeout: 120_000 });
  expect(follows).toEqual({ stream: 1, poll: 0 });
  const video = page.locator("video");
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(4);
  await expect(page.getByText(/^Voice: espeak-ng \(built-in\)/)).toBeVisible();
  // Seek with the draggable bar: the video's current time follows.
  const seek = page.getByRole("slider", { name: "Seek" });
  await seek.fill("3");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(2.5);
  // Play hides the overlay.
  await page.getByRole("button", { name: "Play video" }).click();
  await expect(page.getByRole("button", { name: "Play video" })).toBeHidden();
  // Download gives an MP4.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("output.mp4");
  const saved = join(mkdtempSync(join(tmpdir(), "rf-e2e-dl-")), "output.mp4");
  await download.saveAs(saved);
  expect(readFileSync(saved).subarray(4, 8).toString()).toBe("ftyp");
  expect(probe(saved).duration).toBeGreaterThan(4);
  await expectNoAxeViolations(page, "video result");
  // Close goes back to the form.
  await page.getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByRole("button", { name: "Generate a video" })).toBeVisible();

  // Faceless video: an empty script is refused without a call; a two-sentence script renders. In a
  // browser without EventSource the page polls the generation instead.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, "EventSource");
  });
  await page.goto("/dashboard/faceless-videos");
  Object.assign(follows, { stream: 0, poll: 0 });
  await expect(page.getByText("0/320000")).toBeVisible();
  await page.getByRole("button", { name: "Generate a Faceless Video" }).click();
  await expect(toast(page, "Write Something!")).toBeVisible();
  await expect(page.getByLabel("Script")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Script")).toHaveAccessibleDescription("Write Something!");
  const script = "Water boils at one hundred degrees. Salt raises that point a little.";
  await page.getByLabel("Script").fill(script);
  await expect(page.getByText(`${script.length}/320000`)).toBeVisible();
  await page.getByRole("button", { name: "Generate a Faceless Video" }).click();
  await expect(page.getByRole("progressbar", { name: "Generation progress" })).toBeVisible();
  await expect(toast(page, "Video Generated")).toBeVisible({ timeout: 120_000 });
  await expect(page.locator("video")).toBeVisible();
  await expect
    .poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.duration))
    .toBeGreaterThan(2);
  expect(follows.stream).toBe(0);
  expect(follows.poll).toBeGreaterThan(1);

  // The library lists all four, newest first.
  await page.goto("/dashboard/library");
  const items = page.getByTestId("library-item");
  await expect(items).toHaveCount(4);
  await expect(items.nth(0)).toContainText("Faceless video");
  await expect(items.nth(1)).toContainText("Video");
  await expect(items.nth(2)).toContainText("Image");
  await expect(items.nth(3)).toContainText("Script");
  await expect(items.nth(0)).toContainText("succeeded");
  await expect(items.nth(0).getByText("Voice: espeak-ng (built-in)")).toBeVisible();
  await expectNoAxeViolations(page, "library");

  // The sidebar's History panel lists the latest ones.
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "Library" });
  await expect(history.getByRole("link", { name: /Water boils at one hundred degrees/ })).toBeVisible();
  await expect(history.getByRole("link", { name: /Honey bees why they matter/ })).toBeVisible();
});

test("the generator forms and the brand story dialog pass axe in light and dark mode", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpVerified(page.request, "Dorothy Vaughan");
  await page.goto("/dashboard/video-generator");
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    for (const path of [
      "/dashboard/video-generator",
      "/dashboard/image-generator",
      "/dashboard/faceless-videos",
      "/dashboard/slideshow-maker",
      "/dashboard/voice-over-generator",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `${path} ${theme}`, theme === "dark");
    }
    await page.goto("/dashboard/video-generator");
    await page.getByRole("button", { name: "Generative Brand Story" }).click();
    await expect(page.getByRole("dialog", { name: "Generative Brand Story" })).toBeVisible();
    await expectNoAxeViolations(page, `brand story ${theme}`, theme === "dark");
  }
  // An empty library says so and offers the generators.
  await page.goto("/dashboard/library");
  await expect(page.getByText("Nothing here yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Make a video" })).toHaveAttribute(
    "href",
    "/dashboard/video-generator",
  );
});
