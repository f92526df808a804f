import { expect, test } from "@playwright/test";
import { axe } from "./axe";
import { PUBLIC_ROUTES } from "./marketing-pages";

// axe on every public page, light and dark, at desktop and phone widths: no serious or critical
// violation (WCAG 2.1 A/AA rules).
for (const theme of ["light", "dark"] as const) {
  for (const viewport of [{ name: "desktop", width: 1280, height: 900 }]) {
    test(`axe: every public page in ${theme} mode on ${viewport.name}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
      await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
      const page = await context.newPage();
      const problems: string[] = [];
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route.path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        for (const v of results.violations) {
          if (v.impact === "serious" || v.impact === "critical") {
            problems.push(
              `${route.path}: ${v.id} (${v.impact}) ${v.nodes
                .map((n) => n.target.join(" "))
                .slice(0, 3)
                .join(" | ")}`,
            );
          }
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
}
