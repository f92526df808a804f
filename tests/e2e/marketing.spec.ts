import { PUBLIC_ROUTES } from "./marketing-pages";
import { signUpVerified } from "./session";
import { expect, type Page, test } from "./test";

// Journeys through the public marketing site (SPEC 2.1-2.4, 4, 9) in the built, prerendered app.

test("every public route renders its own title and key headings", async ({ page }) => {
  test.setTimeout(180_000);
  const titles = new Set<string>();
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
    for (const heading of route.headings) {
      await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeAttached();
    }
    const title = await page.title();
    titles.add(title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${route.path === "/" ? "/" : route.path}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
  }
  expect(titles.size).toBe(PUBLIC_ROUTES.length);
});

test("the image page has no how-to carousel; the subtitle page lists styles and fonts", async ({ page }) => {
  await page.goto("/ai-image-generator");
  await expect(page.getByRole("region", { name: "Steps" })).toHaveCount(0);
  await page.goto("/ai-subtitle-generator");
  await expect(page.getByRole("heading", { name: "Subtitle styles" })).toBeVisible();
  await expect(page.getByText("Karaoke word-by-word")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Subtitles fonts" })).toBeVisible();
  await expect(page.getByText("Comic Sans", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "How to generate subtitle for a video?" })).toBeVisible();
});

test("dark mode is off by default, toggles, and persists across reloads", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/dark/);
  const toggle = page.getByRole("button", { name: "Dark mode" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: "Dark mode" })).toHaveAttribute("aria-pressed", "true");
  // Applied before first paint: the prerendered HTML's inline theme script sets the class.
  await page.goto("/pricing");
  await expect(html).toHaveClass(/dark/);
  await page.getByRole("button", { name: "Dark mode" }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
});

test("FAQ items expand on click, one answer at a time", async ({ page }) => {
  await page.goto("/pricing");
  const faq = page.locator("#faq");
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(10);
  const first = questions.nth(0);
  await expect(first).toHaveAttribute("aria-expanded", "false");
  const answer = page.locator(`#${await first.getAttribute("aria-controls")}`);
  await expect(answer).toHaveCSS("max-height", "0px");
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(answer).toHaveCSS("max-height", "200px");
  await expect(answer).toHaveCSS("transition-duration", "0.5s");
  await expect(answer.getByText(/Short videos from a prompt/)).toBeVisible();
  await questions.nth(1).click();
  await expect(first).toHaveAttribute("aria-expanded", "false");
});

test("pricing switches between monthly and yearly prices", async ({ page }) => {
  await page.goto("/pricing");
  const prices = page.getByTestId("plan-price");
  await expect(prices).toHaveText(["$19", "$29", "$39"]);
  await expect(page.getByText("Most Popular")).toBeVisible();
  await page.getByRole("button", { name: "Yearly" }).click();
  await expect(prices).toHaveText(["$45", "$85", "$120"]);
  await expect(page.getByText("/ Monthly").first()).toBeVisible();
  await page.getByRole("button", { name: "Monthly" }).click();
  await expect(prices).toHaveText(["$19", "$29", "$39"]);

  await page.goto("/ai-video-generator");
  const toolPrices = page.getByTestId("tool-plan-price");
  await expect(toolPrices).toHaveText(["$0", "$25", "$80", "$120"]);
  await expect(page.getByText("Best Value")).toBeVisible();
  await expect(page.getByText("1x Boost, 0s Generative").first()).toBeVisible();
  // "no iStock" is shown greyed with a cross and without the "no" prefix.
  const free = page.locator("li", { has: page.getByRole("heading", { name: "Free" }) });
  const iStock = free.getByRole("listitem").filter({ hasText: /iStock$/ });
  await expect(iStock).toHaveClass(/line-through/);
  await expect(iStock).not.toContainText("no iStock");
  await page.getByRole("button", { name: /Yearly/ }).click();
  await expect(page.getByRole("button", { name: /Yearly/ })).toContainText("20% off");
  await expect(toolPrices).toHaveText(["$0", "$20", "$64", "$96"]);
});

test("before the page hydrates (or without scripts), header menus open under the pointer and around focus", async ({
  browser,
}) => {
  // A page of its own (the shared `page` waits for hydration), its script files refused.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  const nav = page.getByRole("navigation", { name: "Main" });
  const slideShow = nav.getByRole("link", { name: "Slide Show Maker" });
  await expect(slideShow).toBeHidden();
  await page.getByRole("button", { name: "AI tool" }).hover();
  await expect(slideShow).toBeVisible();
  await slideShow.click();
  await expect(page).toHaveURL(/\/slide-show-maker$/);
  await page.goBack();
  await page.mouse.move(5, 600);
  await expect(slideShow).toBeHidden();
  // Keyboard: focus on the trigger shows the menu, and it stays while focus moves through its links.
  await page.getByRole("button", { name: "AI tool" }).focus();
  await expect(slideShow).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(slideShow).toBeVisible();
  await context.close();

  // Scripts that arrive late: a menu open under the pointer when the page hydrates stays open.
  const late = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const slow = await late.newPage();
  await slow.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await slow.goto("/");
  const ai = slow.getByRole("button", { name: "AI tool" });
  await ai.hover();
  await expect(
    slow.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Slide Show Maker" }),
  ).toBeVisible();
  await slow.locator("html[data-hydrated=true]").waitFor({ state: "attached", timeout: 30_000 });
  await expect(ai).toHaveAttribute("aria-expanded", "true");
  await expect(
    slow.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Slide Show Maker" }),
  ).toBeVisible();
  await late.close();
});

test("desktop dropdowns open on hover and by keyboard, Escape closes", async ({ page }) => {
  await page.goto("/");
  const ai = page.getByRole("button", { name: "AI tool" });
  await ai.hover();
  await expect(ai).toHaveAttribute("aria-expanded", "true");
  // Open: Home, the 11 tool links, Help, Pricing, Contact (Studio's links stay hidden).
  const mainNav = page.getByRole("navigation", { name: "Main" });
  await expect(mainNav.getByRole("link")).toHaveCount(15);
  await expect(mainNav.getByRole("link", { name: "Slide Show Maker" })).toHaveAttribute(
    "href",
    "/slide-show-maker",
  );
  await expect(mainNav.getByRole("button", { name: "AI Login" })).toBeVisible();
  await page.mouse.move(5, 600);
  await expect(ai).toHaveAttribute("aria-expanded", "false");

  const studio = page.getByRole("button", { name: "Studio" });
  await studio.focus();
  await page.keyboard.press("Enter");
  await expect(studio).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("Templates", { exact: true })).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(studio).toHaveAttribute("aria-expanded", "false");
  await expect(studio).toBeFocused();
});

test("the landing-page dialogs hand over to the real sign-up and log-in screens", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "AI tool" }).hover();
  await page.getByRole("button", { name: "AI Sign up" }).click();
  const dialog = page.getByRole("dialog", { name: "Create your Free Account" });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder("Enter your name").fill("Grace Hopper");
  await dialog.getByPlaceholder("Enter your email").fill("grace@example.com");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard\/signup\?name=Grace\+Hopper&email=grace%40example\.com$/);

  await page.goto("/");
  await page.getByRole("button", { name: "AI tool" }).hover();
  await page.getByRole("button", { name: "AI Login" }).click();
  const login = page.getByRole("dialog", { name: "Login to your account" });
  await expect(login).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(login).toBeHidden();
  await page.getByRole("button", { name: "AI tool" }).hover();
  await page.getByRole("button", { name: "AI Login" }).click();
  await login.getByPlaceholder("Enter your email").fill("grace@example.com");
  await login.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard\/login\?email=grace%40example\.com$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the mobile menu opens, toggles its groups separately and closes", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    const ai = menu.getByRole("button", { name: "AI tool" });
    const studio = menu.getByRole("button", { name: "Studio" });
    await ai.click();
    await expect(menu.getByRole("link", { name: "Voice Over Generator" })).toBeVisible();
    await expect(studio).toHaveAttribute("aria-expanded", "false");
    await studio.click();
    await expect(ai).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Slideshows" })).toBeVisible();
    await ai.click();
    await expect(menu.getByRole("link", { name: "Voice Over Generator" })).toHaveCount(0);
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });
});

async function clickUntilGone(page: Page, button: ReturnType<Page["getByRole"]>) {
  for (let i = 0; i < 10 && (await button.count()) > 0; i++) {
    await button.click();
    await page.waitForTimeout(350);
  }
  await expect(button).toHaveCount(0);
}

test("carousel arrows hide at the beginning and at the end", async ({ page }) => {
  await page.goto("/ai-video-generator");
  const steps = page.getByRole("region", { name: "Steps" });
  await steps.scrollIntoViewIfNeeded();
  await expect(steps.getByRole("button", { name: "Previous step" })).toHaveCount(0);
  await expect(steps.getByRole("button", { name: "Next step" })).toBeVisible();
  await clickUntilGone(page, steps.getByRole("button", { name: "Next step" }));
  await expect(steps.getByRole("button", { name: "Previous step" })).toBeVisible();
  await clickUntilGone(page, steps.getByRole("button", { name: "Previous step" }));
  await expect(steps.getByRole("button", { name: "Next step" })).toBeVisible();

  const reviews = page.getByRole("region", { name: "Reviews" });
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByRole("listitem")).toHaveCount(7);
  await expect(reviews.getByRole("button", { name: "Previous review" })).toHaveCount(0);
  await clickUntilGone(page, reviews.getByRole("button", { name: "Next review" }));
  await expect(reviews.getByRole("button", { name: "Previous review" })).toBeVisible();
});

test("the back-to-top button appears after 300 px of scrolling", async ({ page }) => {
  await page.goto("/help");
  const button = page.getByRole("button", { name: "Back to top" });
  await expect(button).toHaveCount(0);
  // Scroll once the page is interactive and its on-load smooth scroll to the hero has settled.
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeLessThan(80);
  await page.waitForTimeout(700);
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(300);
  await expect(button).toHaveCount(0);
});

test("a tool page's main button leads a visitor to sign-up and a signed-in user to the tool", async ({
  page,
}) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/")) calls.push(r.url());
  });
  await page.goto("/youtube-shorts-generator");
  await page.waitForLoadState("networkidle");
  expect(calls).toEqual([]); // prerendered pages make no call on load
  await page.getByRole("link", { name: "Create Shorts" }).click();
  // Sign-up carries the tool, which opens once the e-mail is verified (tool-buttons.spec.ts).
  await expect(page).toHaveURL(
    /\/dashboard\/signup\?next=%2Fdashboard%2Ffaceless-videos%3Fplatform%3Dyoutube-shorts$/,
  );

  await signUpVerified(page.request, "Marketing Visitor");
  await page.goto("/youtube-shorts-generator");
  await page.getByRole("link", { name: "Create Shorts" }).click();
  await expect(page).toHaveURL(/\/dashboard\/faceless-videos\?platform=youtube-shorts$/);
  await expect(page.getByLabel("Platform", { exact: true })).toHaveValue("YouTube Shorts");
  await page.goto("/ai-image-generator");
  await page.getByRole("link", { name: "Generate a image" }).click();
  await expect(page).toHaveURL(/\/dashboard\/image-generator$/);
});
