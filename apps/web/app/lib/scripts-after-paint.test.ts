import { describe, expect, it } from "vitest";
import { AFTER_PAINT_REL, AFTER_PAINT_TYPE, scriptsAfterPaint } from "./scripts-after-paint";

// The shape React Router's <Scripts /> renders with Preact (prerendered page, abridged).
const PAGE =
  '<html><head><link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hi</main>' +
  '<link rel="modulepreload" href="/assets/manifest.js" suppressHydrationWarning/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" suppressHydrationWarning/>' +
  "<script suppressHydrationWarning>window.__reactRouterContext = {};</script>" +
  '<script suppressHydrationWarning type="module" async>import "/assets/manifest.js";\n' +
  'import("/assets/entry.client.js");</script></body></html>';

describe("scriptsAfterPaint", () => {
  const out = scriptsAfterPaint(PAGE);
  const beforeLoader = out.slice(0, out.indexOf("<script>(function(){"));

  it("keeps every modulepreload link in place, inert until the loader runs", () => {
    expect(beforeLoader).not.toContain('rel="modulepreload"');
    expect(
      out.match(new RegExp(`<link rel="${AFTER_PAINT_REL}" href="/assets/[a-z.]+js"`, "g")),
    ).toHaveLength(2);
  });

  it("keeps the inline module's code, unchanged, in an inert script followed by the loader", () => {
    expect(out).toContain(
      `<script suppressHydrationWarning type="${AFTER_PAINT_TYPE}" async>import "/assets/manifest.js";\nimport("/assets/entry.client.js");</script><script>(function(){`,
    );
    expect(beforeLoader).not.toContain('type="module"');
  });

  it("keeps the same elements in the same order (Preact hydrates by position)", () => {
    const tags = (html: string) => html.match(/<\/?[a-z]+/g);
    const loader = out.indexOf("<script>(function(){");
    const withoutLoader = out.slice(0, loader) + out.slice(out.indexOf("</script>", loader) + 9);
    expect(tags(withoutLoader)).toEqual(tags(PAGE));
  });

  it("leaves pages of another shape alone", () => {
    const twoModules = PAGE.replace("</body>", '<script type="module" src="/@vite/client"></script></body>');
    expect(scriptsAfterPaint(twoModules)).toBe(twoModules);
    const none = "<html><body><p>static</p></body></html>";
    expect(scriptsAfterPaint(none)).toBe(none);
  });
});
