import type { TGeneration } from "@reelforge/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VideoResult } from "./video-result";

function generation(notes?: string[]): TGeneration {
  return {
    id: "g1",
    kind: "prompt-video",
    status: "done",
    title: "Bakery",
    result: {
      videoUrl: "/media/gen/1/video.mp4",
      thumbnailUrl: "/media/gen/1/thumbnail.jpg",
      credits: [{ role: "voice", label: "Voice: espeak-ng (built-in)" }],
      ...(notes ? { notes } : {}),
    },
  } as unknown as TGeneration;
}

/** As the app renders it: inside the query client its download button uses (the Free plan's exports). */
const inApp = (node: ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

describe("the video result", () => {
  it("lists the writer's notes under the player, as plain text", () => {
    const notes = [
      "The 5 seconds could not hold every fact; left out: Friday. A longer video would include them.",
      "Japanese: <b>Lisbon</b> kept as written; a model provider would translate it better.",
    ];
    const html = inApp(<VideoResult generation={generation(notes)} />);
    const list = html.match(/<ul aria-label="Notes"[^>]*>(.*?)<\/ul>/)?.[1];
    expect(list).toBeDefined();
    const items = [...list!.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain("left out: Friday");
    // Text, never markup.
    expect(items[1]).toContain("&lt;b&gt;Lisbon&lt;/b&gt;");
    // Under the player, before the credits.
    expect(html.indexOf("<video")).toBeLessThan(html.indexOf('aria-label="Notes"'));
    expect(html.indexOf('aria-label="Notes"')).toBeLessThan(html.indexOf('aria-label="Made with"'));
  });

  it("shows no notes list when the writer left none", () => {
    expect(inApp(<VideoResult generation={generation()} />)).not.toContain('aria-label="Notes"');
    expect(inApp(<VideoResult generation={generation([])} />)).not.toContain('aria-label="Notes"');
  });
});
