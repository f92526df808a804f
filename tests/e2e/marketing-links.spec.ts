import { PUBLIC_ROUTES } from "./marketing-pages";
import { expect, test } from "./test";

// A crawler over every public page: every internal link answers 200 and points at a real route,
// every external link opens with rel=noopener, no link is a placeholder ("#" or empty), and every
// image loads.
test("no broken or placeholder link on any public page", async ({ page, request }) => {
  test.setTimeout(180_000);
  const internal = new Map<string, string>(); // url -> first page linking to it
  const images = new Map<string, string>(); // image url -> first page showing it
  const problems: string[] = [];
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route.path);
    const links = await page.locator("a").evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute("href"),
        rel: a.getAttribute("rel"),
        target: a.getAttribute("target"),
      })),
    );
    for (const src of await page
      .locator("img")
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src") ?? ""))) {
      if (!images.has(src)) images.set(src, route.path);
    }
    for (const link of links) {
      const href = link.href ?? "";
      if (href === "" || href === "#") {
        problems.push(`${route.path}: placeholder link "${href}"`);
        continue;
      }
      if (href.startsWith("mailto:") || href.startsWith("tel:") || href.startsWith("#")) continue;
      const url = new URL(href, page.url());
      if (url.origin !== new URL(page.url()).origin) {
        if (!link.rel?.includes("noopener"))
          problems.push(`${route.path}: external ${href} without rel=noopener`);
        continue;
      }
      const key = `${url.pathname}${url.search}`;
      if (!internal.has(key)) internal.set(key, route.path);
    }
  }
  for (const [path, from] of internal) {
    const res = await request.get(path);
    if (res.status() !== 200) problems.push(`${from} -> ${path}: ${res.status()}`);
    // Public pages must exist as prerendered pages, not only as the dashboard's SPA fallback.
    if (!path.startsWith("/dashboard")) {
      const html = await res.text();
      if (html.includes("Page not found") || !/<h1/.test(html))
        problems.push(`${from} -> ${path}: no prerendered page`);
    }
  }
  for (const [src, from] of images) {
    const res = await request.get(src);
    if (res.status() !== 200 || !res.headers()["content-type"]?.startsWith("image/")) {
      problems.push(`${from}: image ${src} answers ${res.status()} ${res.headers()["content-type"]}`);
    }
  }
  expect(internal.size).toBeGreaterThan(20);
  expect(images.size).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});

test("sitemap.xml lists every public page and robots.txt points at it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const route of PUBLIC_ROUTES)
    expect(sitemap).toContain(`${route.path === "/" ? "/" : route.path}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});
