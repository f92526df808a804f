import { signUpVerified } from "./session";
import { expect, type Page, test } from "./test";

// Issue 15: on phones the back-to-top button covers no button or text; the dashboard sidebar
// runs the full height of long pages; the Plugins entry says what it opens.

/** What lies under the back-to-top button, found independently of the page's own check. */
function coveredUnderButton(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector('button[aria-label="Back to top"]');
    if (!button || getComputedStyle(button).visibility === "hidden") return null;
    const box = button.getBoundingClientRect();
    const hit = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < box.right &&
      r.right > box.left &&
      r.top < box.bottom &&
      r.bottom > box.top;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      if (element === button || button.contains(element)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "none") continue;
      if (element.matches("a, button, input, select, textarea") && hit(element.getBoundingClientRect())) {
        found.push(`${element.tagName} ${element.textContent?.trim().slice(0, 30)}`);
      }
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some(hit))
          found.push(`text "${node.textContent.trim().slice(0, 30)}"`);
      }
    }
    return found;
  });
}

for (const path of ["/", "/ai-video-generator", "/pricing"]) {
  test(`on a phone, the back-to-top button never covers a button or text (${path})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let shown = 0;
    for (let y = 400; y < height; y += 211) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const covered = await coveredUnderButton(page);
      if (covered === null) continue;
      shown += 1;
      expect(covered, `at ${y}px`).toEqual([]);
    }
    // It is still offered wherever it fits.
    expect(shown).toBeGreaterThan(0);
  });
}

test("the sidebar runs the full height of a long page and the Plugins entry says what it opens", async ({
  page,
}) => {
  await signUpVerified(page.request, "Tall Page");
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/dashboard/profile-info?tab=pricing");
  await expect(page.getByRole("button", { name: "Buy Pro monthly" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  const box = await sidebar.boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.height).toBe(720);

  const plugins = sidebar.getByRole("button", { name: /^Plugins/ });
  await expect(plugins).toContainText("Add-ons panel: Text to script");
  await plugins.click();
  await expect(page.getByRole("dialog", { name: "Plugins" }).getByText("Text to script")).toBeVisible();
});
