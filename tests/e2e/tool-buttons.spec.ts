import { mailsTo, newestCode } from "./outbox";
import { signUpVerified } from "./session";
import { expect, type Page, test } from "./test";

// Issue 13: every tool page in the header's AI-tool menu has a main button that leads a signed-out
// visitor to sign-up carrying the tool (through e-mail verification into that tool), and a signed-in
// user straight to the tool.

test.use({ extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${1 + Math.floor(Math.random() * 254)}` } });

// Where each tool page's button leads (its dashboard tool) and that tool's page heading.
const TOOLS: Record<string, [string, string]> = {
  "/ai-video-generator": ["/dashboard/video-generator", "Video generator"],
  "/ai-image-generator": ["/dashboard/image-generator", "Image generator"],
  "/animation-maker": ["/dashboard/animation-maker", "Animation maker"],
  "/link-to-video": ["/dashboard/link-to-video", "Link to video"],
  "/movie-maker": ["/dashboard/movie-maker", "Movie maker"],
  "/ai-video-meme-maker": ["/dashboard/meme-maker", "Meme video maker"],
  "/tiktok-video-maker": ["/dashboard/tiktok-maker", "TikTok video maker"],
  "/ai-clip-generator": ["/dashboard/clip-generator", "Clip generator"],
  "/youtube-shorts-generator": ["/dashboard/faceless-videos?platform=youtube-shorts", "Faceless videos"],
  "/ai-subtitle-generator": ["/dashboard/subtitle-generator", "Subtitle generator"],
  "/slide-show-maker": ["/dashboard/slideshow-maker", "Slideshow maker"],
};

/** The tool pages the header's AI-tool menu links to, read from the menu itself. */
async function menuToolPages(page: Page): Promise<string[]> {
  await page.goto("/");
  await page.getByRole("button", { name: "AI tool" }).hover();
  const nav = page.getByRole("navigation", { name: "Main" });
  const hrefs = await nav
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.filter((href) => !["/", "/help", "/pricing", "/contact"].includes(href));
}

/** The page's main button: the hero's call to action. */
const mainButton = (page: Page) => page.locator("main a[href^='/dashboard/signup']").first();

test("each AI-tool page's main button: sign-up carrying the tool when signed out, the tool when signed in", async ({
  page,
}) => {
  // 22 page loads (each tool page signed out, then signed in), with hero videos: slow on a loaded machine.
  test.setTimeout(420_000);
  const pages = await menuToolPages(page);
  expect(pages.sort()).toEqual(Object.keys(TOOLS).sort());
  for (const path of pages) {
    const [tool] = TOOLS[path] as [string, string];
    await page.goto(path);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await mainButton(page).click();
    await expect(page, path).toHaveURL(`/dashboard/signup?next=${encodeURIComponent(tool)}`);
  }

  await signUpVerified(page.request, "Tool Tester");
  for (const path of pages) {
    const [tool, heading] = TOOLS[path] as [string, string];
    await page.goto(path);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await mainButton(page).click();
    await expect(page, path).toHaveURL(tool);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // The Shorts page's tool starts on YouTube Shorts (9:16), not the form's usual platform.
    if (tool.includes("platform=youtube-shorts"))
      await expect(page.getByLabel("Platform", { exact: true })).toHaveValue("YouTube Shorts");
  }
});

test("a visitor signs up from the clip generator's page, verifies and lands in the clip generator", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `clip.starter.${Date.now()}@example.com`;
  const password = "Bright-Orchard-Kite-42";
  await page.goto("/ai-clip-generator");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByRole("link", { name: "Make clips" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/signup\?next=%2Fdashboard%2Fclip-generator$/);

  await page.getByLabel("Name", { exact: true }).fill("Clip Starter");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/dashboard\/auth\/verify-email\?next=%2Fdashboard%2Fclip-generator$/);

  await expect.poll(() => mailsTo(email).length).toBeGreaterThan(0);
  const code = newestCode(email)?.code ?? "";
  await page.getByRole("textbox", { name: "Digit 1 of 4" }).click();
  await page.keyboard.type(code);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/dashboard\/clip-generator$/);
  await expect(page.getByRole("heading", { level: 1, name: "Clip generator" })).toBeVisible();
});
