// The Playwright `test` of these specs: as @playwright/test's, except that `page.goto` returns once the
// page has hydrated (root.tsx marks <html data-hydrated="true">). Prerendered pages fetch their scripts
// after the first paint (decision 0009), so the `load` event can come before the menus, carousels and
// switches work; a click in that moment does nothing, for a person as for a test.
import { test as base, expect, type Page } from "@playwright/test";

export { expect, type Page };

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
      return response;
    };
    await use(page);
  },
});
