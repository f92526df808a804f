import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AssistantText } from "./text-to-script";

// What the built-in writer answers (formatScript), with a note and an attempt at HTML injection.
const REPLY = [
  "# Family-owned bakery in Lisbon",
  "",
  "## Hook",
  "If you live in Lisbon, keep watching.",
  "",
  "## Scenes",
  "1. A family-owned bakery in Lisbon is launching a weekly sourdough subscription for 12 euros.",
  "   *Visual: bakery bread shop* (5.2 s)",
  "2. **Every Friday**, like clockwork. <img src=x onerror=alert(1)><script>alert(2)</script>",
  "   *Visual: calendar* (1.5 s)",
  "",
  "## Call to action",
  "Follow for more! [site](javascript:alert(3))",
  "",
  "*[Note: The 15 seconds could not hold every fact.]*",
].join("\n");

describe("the text-to-script reply", () => {
  it("shows the writer's markdown as headings, a numbered list and emphasis, without raw # or *", () => {
    const html = renderToStaticMarkup(<AssistantText text={REPLY} />);
    expect(html).toMatch(/<h3[^>]*>Family-owned bakery in Lisbon<\/h3>/);
    expect(html).toMatch(/<h4[^>]*>Hook<\/h4>/);
    expect(html).toMatch(/<ol[^>]*>\s*<li>A family-owned bakery/);
    expect(html).toMatch(/<em[^>]*>Visual: bakery bread shop<\/em>/);
    expect(html).toMatch(/<strong>Every Friday<\/strong>/);
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).not.toMatch(/#|\*/);
    expect(text).toContain("[Note: The 15 seconds could not hold every fact.]");
  });

  it("never renders HTML or script links from the text", () => {
    const html = renderToStaticMarkup(<AssistantText text={REPLY} />);
    expect(html).not.toMatch(/<img|<script|onerror|javascript:/i);
  });
});
