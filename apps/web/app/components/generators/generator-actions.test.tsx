import type { TGeneration } from "@reelforge/contract";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { GeneratorActions } from "./generator-actions";
import { startErrorText } from "./use-generator";

const running = { id: "g1", status: "running", stage: "render", percent: 40 } as unknown as TGeneration;
const failed = { id: "g1", status: "failed", error: "The clip has no sound." } as unknown as TGeneration;
const working = { label: "Making your meme", text: "Making your meme…" };

describe("a generator form's actions", () => {
  it("offers the submit button when idle, and says why the last generation failed", () => {
    const html = renderToStaticMarkup(
      <GeneratorActions generation={failed} busy={false} submit="Make the meme" working={working} />,
    );
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Make the meme<\/button>/);
    expect(html).toMatch(/<p role="alert"[^>]*>The clip has no sound.<\/p>/);
    expect(html).not.toContain('role="status"');
  });

  it("while busy: the spinner named for the work, what is done, the progress and Cancel; no submit", () => {
    const html = renderToStaticMarkup(
      <GeneratorActions generation={running} busy submit="Make the meme" working={working} />,
    );
    expect(html).toContain('<span class="sr-only">Making your meme</span>');
    expect(html).toContain("Making your meme…");
    expect(html).toContain('role="progressbar"');
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(html).not.toContain('type="submit"');
    expect(html).not.toContain('role="alert"');
  });
});

describe("a generator form's other buttons", () => {
  it("stand in a row with the submit button while idle, and are gone while busy", () => {
    const story = <button type="button">Generative Brand Story</button>;
    const idle = renderToStaticMarkup(
      <GeneratorActions
        generation={null}
        busy={false}
        submit="Generate a video"
        working={working}
        beside={story}
      />,
    );
    expect(idle).toMatch(
      /^<div class="flex flex-col gap-2 sm:flex-row"><button[^>]*type="submit"[^>]*>Generate a video<\/button><button type="button">Generative Brand Story<\/button><\/div>$/,
    );
    const busy = renderToStaticMarkup(
      <GeneratorActions
        generation={running}
        busy
        submit="Generate a video"
        working={working}
        beside={story}
      />,
    );
    expect(busy).not.toContain("Generative Brand Story");
    expect(busy).not.toContain('type="submit"');
  });
});

describe("the toast of a generation that could not start", () => {
  it("says the API's message, and another error's own message unless the page has its own words", () => {
    const api = new ApiError(402, "LIMIT", "You have used this month's videos.");
    const network = new TypeError("Failed to fetch");
    expect(startErrorText(api, { succeeded: "", failed: "" })).toBe("You have used this month's videos.");
    expect(startErrorText(network, { succeeded: "", failed: "" })).toBe("Failed to fetch");
    const own = { succeeded: "", failed: "", unexpected: "Something went wrong!" };
    expect(startErrorText(api, own)).toBe("You have used this month's videos.");
    expect(startErrorText(network, own)).toBe("Something went wrong!");
  });
});
