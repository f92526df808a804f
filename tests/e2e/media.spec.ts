import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { axe } from "./axe";
import { signUpVerified } from "./session";

// The Media page: three photos and a song uploaded at once (a progress bar each), shown in the grid
// with their sizes and the song's length; a file that is not media refused in plain words; two of
// the photos and the song picked in the faceless generator, which makes its video with them; a
// photo deleted after a confirmation. Light and dark, 1280 and 390 pixels wide.

const files = mkdtempSync(path.join(tmpdir(), "rf-e2e-media-"));
const shots = process.env.MEDIA_SHOTS;

function make(name: string, ...args: string[]): string {
  const file = path.join(files, name);
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args, file]);
  return file;
}

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await axe(page)
    .exclude(".Toastify")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    violations.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

async function theme(page: Page, dark: boolean) {
  await page.evaluate((d) => localStorage.setItem("theme", d ? "dark" : "light"), dark);
  await page.reload();
  await expect(page.getByTestId("media-item").first()).toBeVisible();
}

test("upload three photos and a song, see them, pick two and the song for a faceless video", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const photos = [
    make("cake.jpg", "-f", "lavfi", "-i", "testsrc2=s=640x480", "-frames:v", "1"),
    make("shop.png", "-f", "lavfi", "-i", "smptebars=s=480x640", "-frames:v", "1"),
    make("bread.webp", "-f", "lavfi", "-i", "mandelbrot=s=400x400", "-frames:v", "1", "-c:v", "libwebp"),
  ];
  const song = make("jingle.mp3", "-f", "lavfi", "-i", "sine=f=523:d=3", "-c:a", "libmp3lame");
  const notMedia = path.join(files, "notes.jpg");
  writeFileSync(notMedia, "These are my notes, not a photo.\n");

  await signUpVerified(page.request, "Marta Baker");
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Media", exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/media$/);
  await expect(page.getByRole("heading", { name: "Media", level: 1 })).toBeVisible();
  await expect(page.getByText("No media yet")).toBeVisible();
  await expect(page.getByTestId("storage-meter")).toContainText("0 bytes of 10 GB used");

  // The way in for the keyboard: the button is focusable and opens the file chooser.
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose files" }).focus();
  await page.keyboard.press("Enter");
  await (await chooser).setFiles([...photos, song, notMedia]);
  await expect(page.getByRole("progressbar").first()).toBeVisible();
  await expect(page.getByTestId("media-item")).toHaveCount(4, { timeout: 60_000 });
  await expect(
    page.getByTestId("upload-row").filter({ hasText: "notes.jpg" }).getByRole("alert"),
  ).toBeVisible();
  await expect(page.getByTestId("upload-row").filter({ hasText: "notes.jpg" })).toContainText(
    /not supported|not a photo|could not be read|unknown|type/i,
  );
  const grid = page.getByRole("list", { name: "Uploads", exact: true });
  for (const name of ["cake.jpg", "shop.png", "bread.webp", "jingle.mp3"]) {
    await expect(grid.getByText(name)).toBeVisible();
  }
  await expect(grid.getByTestId("media-item").filter({ hasText: "jingle.mp3" })).toContainText("0:03");
  await expect(grid.getByTestId("media-item").filter({ hasText: "cake.jpg" })).toContainText("640×480");
  await expect(page.getByTestId("storage-meter")).not.toContainText("0 bytes of");
  // Every thumbnail loaded.
  await expect
    .poll(() =>
      page.$$eval("[data-testid=media-item] img", (imgs) =>
        imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);
  await page.getByRole("button", { name: "Dismiss notes.jpg" }).click();
  await expectNoAxeViolations(page, "media 1280 light");
  if (shots) await page.screenshot({ path: path.join(shots, "media-1280-light.png"), fullPage: true });
  await theme(page, true);
  await expectNoAxeViolations(page, "media 1280 dark");
  if (shots) await page.screenshot({ path: path.join(shots, "media-1280-dark.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  if (shots) await page.screenshot({ path: path.join(shots, "media-390-dark.png"), fullPage: true });
  await theme(page, false);
  await expectNoAxeViolations(page, "media 390 light");
  if (shots) await page.screenshot({ path: path.join(shots, "media-390-light.png"), fullPage: true });

  // The faceless generator: two photos (shop first, then cake) and the song.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/dashboard/faceless-videos");
  await page
    .getByLabel("Script")
    .fill(
      "Our little shop opens every morning at seven on the corner of the square. " +
        "The famous cake comes out of the oven just before nine, still warm for you.",
    );
  await page.getByRole("button", { name: "Choose photos and clips" }).click();
  const picker = page.getByRole("dialog", { name: "Choose photos and clips" });
  await expect(picker.getByTestId("picker-item")).toHaveCount(3);
  await picker.getByRole("button", { name: "shop.png" }).click();
  await picker.getByRole("button", { name: "cake.jpg" }).click();
  await expect(picker.getByRole("button", { name: "shop.png" })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page, "picker");
  if (shots) await page.screenshot({ path: path.join(shots, "picker-1280-light.png") });
  await picker.getByRole("button", { name: "Use 2 files" }).click();
  await expect(page.getByTestId("chosen-media")).toHaveCount(2);
  await expect(page.getByRole("img", { name: "1. shop.png" })).toBeVisible();
  await expect(page.getByRole("img", { name: "2. cake.jpg" })).toBeVisible();
  await page.getByRole("button", { name: "Use your own song" }).click();
  const songs = page.getByRole("dialog", { name: "Choose a song" });
  await expect(songs.getByTestId("picker-item")).toHaveCount(1);
  await songs.getByRole("button", { name: "jingle.mp3" }).click();
  await songs.getByRole("button", { name: "Use this" }).click();
  await expect(page.getByTestId("chosen-song")).toHaveText("jingle.mp3");

  const asked = page.waitForRequest((r) => r.url().endsWith("/api/generations") && r.method() === "POST");
  await page.getByRole("button", { name: "Generate a Faceless Video" }).click();
  const body = (await asked).postDataJSON() as { input: { media: string[]; musicUpload: string } };
  expect(body.input.media).toHaveLength(2);
  expect(body.input.musicUpload).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.locator(".Toastify").getByText("Video Generated")).toBeVisible({ timeout: 180_000 });
  await expect(page.locator("video")).toHaveAttribute("src", /\/video\.mp4$/);

  // Deleting asks first; keeping it changes nothing, deleting removes it.
  await page.goto("/dashboard/media");
  const bread = page.getByTestId("media-item").filter({ hasText: "bread.webp" });
  await bread.getByRole("button", { name: "Delete bread.webp" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete “bread.webp”?" });
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await expect(page.getByTestId("media-item")).toHaveCount(4);
  await bread.getByRole("button", { name: "Delete bread.webp" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("media-item")).toHaveCount(3);
  await page.reload();
  await expect(page.getByTestId("media-item")).toHaveCount(3);
});

test("the brand kit: a logo uploaded in place, two colours and a font, saved in the profile", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const logo = make("logo.png", "-f", "lavfi", "-i", "color=c=0x16a34a:s=256x256", "-frames:v", "1");
  await signUpVerified(page.request, "Ines Cafe");
  await page.goto("/dashboard/profile-info");
  await page.getByRole("tab", { name: "Brand kit" }).click();
  const form = page.getByRole("form", { name: "Brand kit" });
  await form.getByRole("button", { name: "Choose logo" }).click();
  const picker = page.getByRole("dialog", { name: "Choose your logo" });
  await expect(picker.getByText("No photos in your media yet")).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await picker.getByRole("button", { name: "Choose files" }).click();
  await (await chooser).setFiles([logo]);
  // Uploaded right there, and chosen.
  await expect(picker.getByRole("button", { name: "logo.png" })).toHaveAttribute("aria-pressed", "true", {
    timeout: 30_000,
  });
  await picker.getByRole("button", { name: "Use this" }).click();
  await expect(form.getByRole("img", { name: "Logo: logo.png" })).toBeVisible();
  await form.getByRole("button", { name: "Add colour" }).click();
  await form.getByLabel("Colour 1", { exact: true }).fill("#e11d48");
  await form.getByRole("button", { name: "Add colour" }).click();
  await form.getByLabel("Colour 2", { exact: true }).fill("#0ea5e9");
  await form.getByLabel("Caption font").selectOption("Roboto");
  await expectNoAxeViolations(page, "brand kit");
  if (shots) await page.screenshot({ path: path.join(shots, "brand-kit-1280-light.png"), fullPage: true });
  await form.getByRole("button", { name: "Save brand kit" }).click();
  await expect(page.locator(".Toastify").getByText("Brand kit saved")).toBeVisible();

  await page.reload();
  await page.getByRole("tab", { name: "Brand kit" }).click();
  await expect(form.getByRole("img", { name: "Logo: logo.png" })).toBeVisible();
  await expect(form.getByLabel("Colour 1", { exact: true })).toHaveValue("#e11d48");
  await expect(form.getByLabel("Colour 2", { exact: true })).toHaveValue("#0ea5e9");
  await expect(form.getByLabel("Caption font")).toHaveValue("Roboto");

  // A video can leave the kit out.
  await page.goto("/dashboard/faceless-videos");
  await page.getByLabel("Script").fill("A short note about our bakery and its bread.");
  await page.getByLabel("Use my brand kit").uncheck();
  const asked = page.waitForRequest((r) => r.url().endsWith("/api/generations") && r.method() === "POST");
  await page.getByRole("button", { name: "Generate a Faceless Video" }).click();
  expect(((await asked).postDataJSON() as { input: { brand?: boolean } }).input.brand).toBe(false);
});

test("a photo dropped on the Media page is uploaded like a chosen one", async ({ page }) => {
  const photo = make("dropped.png", "-f", "lavfi", "-i", "color=c=orange:s=320x200", "-frames:v", "1");
  await signUpVerified(page.request, "Dora Dropper");
  await page.goto("/dashboard/media");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expect(page.getByText("No media yet")).toBeVisible();
  const bytes = execFileSync("base64", ["-w0", photo]).toString();
  const dataTransfer = await page.evaluateHandle((b64) => {
    const raw = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([raw], "dropped.png", { type: "image/png" }));
    return transfer;
  }, bytes);
  const zone = page.getByTestId("drop-zone").first();
  await zone.dispatchEvent("dragover", { dataTransfer });
  await zone.dispatchEvent("drop", { dataTransfer });
  const item = page.getByTestId("media-item").filter({ hasText: "dropped.png" });
  await expect(item).toBeVisible({ timeout: 60_000 });
  await expect(item).toContainText("320×200");
});
