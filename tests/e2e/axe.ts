import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe on `page`, run by axe.run in the page itself. The builder's default runs axe.runPartial in
 * each frame and then axe.finishRun in a new blank tab with a second copy of axe, for every scan:
 * about a second more a scan on a busy 2-core machine, for the same result on pages without
 * frames. The app's pages have none; a scan of a page that has one fails here rather than check
 * it differently.
 */
export function axe(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const analyze = builder.analyze.bind(builder);
  builder.analyze = async () => {
    expect(
      page.frames().map((frame) => frame.url()),
      "axe runs in the page alone (axe.ts): a page with frames needs the builder's frame-by-frame run",
    ).toHaveLength(1);
    return analyze();
  };
  return builder;
}
