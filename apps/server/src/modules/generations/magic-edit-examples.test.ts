import {
  INPUT_EDIT_OPERATIONS,
  MEME_TEMPLATES,
  magicEditExamples,
  ZEditOperation,
} from "@reelforge/contract";
import { describe, expect, it } from "vitest";
import { parseInputCommand } from "./input-edit.ts";

// The magic-edit box's examples (its hint) for the kinds edited by what they were made with: each one
// is a command the offline parser maps onto operations that kind accepts, so a user who types an
// example gets a preview, never "I did not understand" (the storyboard kinds: the studio's
// magic-edit-examples.test.ts).

describe("magic-edit examples of memes, subtitled videos and clips", () => {
  for (const kind of ["meme", "subtitles", "clips"] as const) {
    it(`${kind}: every example maps onto an operation a ${kind} takes`, () => {
      const examples = magicEditExamples(kind);
      expect(examples.length).toBeGreaterThanOrEqual(2);
      for (const command of examples) {
        const operations = parseInputCommand(kind, command);
        expect(operations.length, command).toBeGreaterThan(0);
        for (const op of operations) {
          expect(ZEditOperation.safeParse(op).success, JSON.stringify(op)).toBe(true);
          expect(INPUT_EDIT_OPERATIONS[kind], command).toContain(op.op);
        }
      }
    });
  }

  it("a meme's template example names another template than its own (the meme maker's default when unknown)", () => {
    const named = (template?: string) => {
      const command = magicEditExamples("meme", template ? { template } : {}).find((c) => /template/.test(c));
      const op = parseInputCommand("meme", command ?? "")[0];
      return op?.op === "meme" ? op.template : undefined;
    };
    for (const { id } of MEME_TEMPLATES) {
      expect(named(id)).toBeDefined();
      expect(named(id)).not.toBe(id);
    }
    expect(named()).not.toBe("top-bottom");
  });

  it("subtitles and clips are offered a caption style and font other than their own", () => {
    for (const kind of ["subtitles", "clips"] as const) {
      for (const captionStyle of ["karaoke", "clean", "bold-pop"]) {
        for (const captionFont of ["roboto", "montserrat"]) {
          const operations = magicEditExamples(kind, { captionStyle, captionFont }).flatMap((command) =>
            parseInputCommand(kind, command),
          );
          for (const op of operations) {
            if (op.op !== "captions") continue;
            if (op.style) expect(op.style).not.toBe(captionStyle);
            if (op.font) expect(op.font).not.toBe(captionFont);
          }
          expect(operations.some((op) => op.op === "captions" && op.style)).toBe(true);
          expect(operations.some((op) => op.op === "captions" && op.font)).toBe(true);
        }
      }
    }
  });

  it("a meme is offered its words and template, never scenes", () => {
    const examples = magicEditExamples("meme").join(" ");
    expect(examples).toContain("top text");
    expect(examples).not.toMatch(/scene|voice|music/);
  });

  it("subtitles and captioned clips are offered caption commands; clips without captions none", () => {
    expect(magicEditExamples("subtitles")).toContain("make the captions karaoke");
    expect(magicEditExamples("clips", { captioned: true })).toContain("make the captions karaoke");
    expect(magicEditExamples("clips", { captioned: false })).toEqual([]);
  });
});
