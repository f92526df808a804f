import { expect, type Page, test } from "@playwright/test";
import { axe } from "./axe";
import { signUpVerified } from "./session";

// The signed-in frame: navigation, panels, phone drawer, theme, and automated accessibility
// checks of every dashboard screen in light and dark mode.

// Full WCAG A/AA rules in light mode; in dark mode only colours change, so only contrast is
// checked again (axe takes seconds per page on a busy 2-core machine).
async function expectNoAxeViolations(page: Page, label: string, onlyContrast = false) {
  const builder = axe(page)
    // Toasts belong to react-toastify and fade out; they are checked by their own library.
    .exclude(".Toastify");
  if (onlyContrast) builder.withRules(["color-contrast"]);
  else builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

test("public account screens pass axe in light and dark mode", async ({ page }) => {
  // axe takes a few seconds per page on a busy 2-core machine.
  test.setTimeout(120_000);
  for (const theme of ["light", "dark"] as const) {
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    for (const path of ["/dashboard/login", "/dashboard/signup", "/dashboard/auth/forgetpassword"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `${path} ${theme}`, theme === "dark");
    }
  }
});

test("the dashboard shell: links, panels, drawer and theme", async ({ page }) => {
  const user = await signUpVerified(page.request, "Grace Hopper");
  await page.goto("/dashboard/text-to-script");
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByText(user.name)).toBeVisible();
  // No picture: initials on a colour.
  await expect(sidebar.getByTestId("avatar-initials")).toHaveText("GH");

  // Every sidebar link opens its page and marks itself current.
  const pages = [
    ["Image generator", "/dashboard/image-generator", "Image generator"],
    ["Video generator", "/dashboard/video-generator", "Video generator"],
    ["Text to script", "/dashboard/text-to-script", "Text to script"],
    ["Faceless videos", "/dashboard/faceless-videos", "Faceless videos"],
    ["Link to video", "/dashboard/link-to-video", "Link to video"],
    ["Clip generator", "/dashboard/clip-generator", "Clip generator"],
    ["Subtitle generator", "/dashboard/subtitle-generator", "Subtitle generator"],
    // The presets of the video generator, in their own group.
    ["TikTok video maker", "/dashboard/tiktok-maker", "TikTok video maker"],
    ["Animation maker", "/dashboard/animation-maker", "Animation maker"],
    ["Movie maker", "/dashboard/movie-maker", "Movie maker"],
    ["Library", "/dashboard/library", "Library"],
    ["Media", "/dashboard/media", "Media"],
    ["Profile", "/dashboard/profile-info", "Profile"],
  ] as const;
  for (const [link, path, heading] of pages) {
    await sidebar.getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: link, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }

  // The presets are a group of their own, listed after the generators, and open from the keyboard.
  const presets = sidebar.getByRole("list").filter({ has: page.getByRole("link", { name: "Movie maker" }) });
  await expect(presets.getByRole("link")).toHaveText([
    "TikTok video maker",
    "Animation maker",
    "Movie maker",
  ]);
  await sidebar.getByRole("link", { name: "Animation maker", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/animation-maker$/);
  await expect(page.getByRole("heading", { level: 1, name: "Animation maker" })).toBeVisible();

  // Top bar: the site's links and the profile link.
  const siteNav = page.getByRole("navigation", { name: "Site" });
  for (const [name, href] of [
    ["Home", "/"],
    ["About", "/about"],
    ["Pages", "/pages"],
    ["Pricing", "/pricing"],
    ["Contact", "/contact"],
  ] as const) {
    await expect(siteNav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(page.getByRole("link", { name: new RegExp(`^Profile: ${user.name}`) })).toHaveAttribute(
    "href",
    "/dashboard/profile-info",
  );

  // Plugins panel: opens, lists Text to script, closes with Escape and with its close button.
  await sidebar.getByRole("button", { name: "Plugins" }).click();
  const plugins = page.getByRole("dialog", { name: "Plugins" });
  await expect(plugins.getByText("Create a 10 second video clip", { exact: false })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(plugins).toBeHidden();
  await sidebar.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "Library" });
  await expect(history.getByText("Nothing here yet")).toBeVisible();
  await history.getByRole("button", { name: "Close Library" }).click();
  await expect(history).toBeHidden();

  // Theme toggle follows the marketing site's rule (class on <html>, localStorage.theme).
  const html = page.locator("html");
  const startedDark = await html.evaluate((el) => el.classList.contains("dark"));
  const themeToggle = page.getByRole("button", { name: "Dark mode" });
  await expect(themeToggle).toHaveAttribute("aria-pressed", String(startedDark));
  await themeToggle.click();
  await expect(html).toHaveClass(startedDark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
  await expect(themeToggle).toHaveAttribute("aria-pressed", String(!startedDark));
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe(startedDark ? "light" : "dark");

  // Nothing spills sideways, from a small phone to a wide desktop (the top bar is the tightest).
  for (const width of [360, 768, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole("button", { name: "Logout" })).toBeInViewport({ ratio: 1 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `width ${width}`,
    ).toBeLessThanOrEqual(width);
  }

  // Phone width: the sidebar becomes a drawer behind the menu button; Escape closes it.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/dashboard/library");
  await expect(sidebar).toBeHidden();
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("link", { name: "Video generator" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await drawer.getByRole("link", { name: "Faceless videos" }).click();
  await expect(page).toHaveURL(/\/dashboard\/faceless-videos$/);
  await expect(drawer).toBeHidden();
  // The presets are in the drawer too.
  await menuButton.click();
  await drawer.getByRole("link", { name: "TikTok video maker" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tiktok-maker$/);
  await expect(drawer).toBeHidden();
});

test("signed-in screens and the phone drawer pass axe in light and dark mode", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpVerified(page.request, "Katherine Johnson");
  await page.goto("/dashboard/text-to-script");
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    // One page per layout: the four generator pages share the text-to-script layout.
    for (const path of [
      "/dashboard/text-to-script",
      "/dashboard/library",
      "/dashboard/profile-info",
      "/dashboard/subscription/stauts",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `${path} ${theme}`, theme === "dark");
    }
  }

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expectNoAxeViolations(page, "drawer");
});
