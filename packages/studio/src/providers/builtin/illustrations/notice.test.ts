// The NOTICE file at the root of the repository credits every openly licensed set a built-in picture or
// its keywords can come from, with the licence the installed package itself declares.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FLUENT_EMOJI, OWN_ARTWORK } from "./icon-set.ts";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../..");
const notice = readFileSync(path.join(root, "NOTICE"), "utf8");

describe("NOTICE", () => {
  it("credits the illustration set and the keyword data with the licences their packages declare", () => {
    const info = require("@iconify-json/fluent-emoji-flat/info.json") as {
      author: { name: string };
      license: { spdx: string };
    };
    expect(notice).toContain("@iconify-json/fluent-emoji-flat");
    expect(notice).toContain(info.author.name);
    expect(notice).toContain(`Licence:  ${info.license.spdx}`);
    // What the storyboard records for each picture is what NOTICE says.
    expect(FLUENT_EMOJI.author).toBe(info.author.name);
    expect(FLUENT_EMOJI.licence).toBe(info.license.spdx);
    expect(notice).toContain(`"${OWN_ARTWORK.set}:storefront"`);
    const cldr = require("cldr-annotations-full/package.json") as { license: string };
    expect(notice).toContain("cldr-annotations-full");
    expect(notice).toContain(`Licence:  ${cldr.license}`);
  });
});
