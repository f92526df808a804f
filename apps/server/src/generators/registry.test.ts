import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  GENERATION_KINDS,
  GENERATORS,
  generatorOf,
  PRESET_TOOLS,
  SECONDS_METERED,
  USAGE_CATALOGUE,
} from "@reelforge/contract";
import { describe, expect, it } from "vitest";
import { SERVER_GENERATORS } from "./index.ts";

const webApp = path.resolve(import.meta.dirname, "../../../web/app");

// Every generation kind is one registry entry with three parts: the shared part in
// packages/contract/src/generators, the server part here, and its dashboard page. This fails when a
// kind lacks one of them.
describe("generator registry", () => {
  it("lists each kind once, with a page of its own", () => {
    expect(new Set(GENERATION_KINDS).size).toBe(GENERATORS.length);
    expect(new Set(GENERATORS.map((g) => g.page)).size).toBe(GENERATORS.length);
  });

  for (const generator of GENERATORS) {
    describe(generator.kind, () => {
      it("charges a feature of the usage catalogue, at least one unit, and titles its input", () => {
        expect(Object.keys(USAGE_CATALOGUE)).toContain(generator.feature);
        expect(generator.label.trim()).not.toBe("");
        expect(generator.noun.trim()).not.toBe("");
        expect(generatorOf(generator.kind)).toBe(generator);
      });

      it("says how many seconds it asks for when the tool plans meter its feature by the second", () => {
        const asks = "seconds" in generator && typeof generator.seconds === "function";
        expect(asks, `${generator.kind} needs seconds(input)`).toBe(
          SECONDS_METERED.includes(generator.feature),
        );
      });

      it("has a server part that runs it and declares the files it stores", () => {
        const server = SERVER_GENERATORS[generator.kind];
        expect(server, `apps/server/src/generators/${generator.kind}/ is missing`).toBeDefined();
        expect(server.kind).toBe(generator.kind);
        expect(typeof server.run).toBe("function");
        expect(Array.isArray(server.files)).toBe(true);
      });

      it("has its dashboard page file, routed from the registry", () => {
        const slug = generator.page.replace(/^\/dashboard\//, "");
        const file = path.join(webApp, "routes/dashboard", `${slug}.tsx`);
        expect(existsSync(file), `${file} is missing`).toBe(true);
        expect(readFileSync(file, "utf8")).toMatch(/export default function/);
      });
    });
  }

  it("has no server part without a contract entry", () => {
    expect(Object.keys(SERVER_GENERATORS).sort()).toEqual([...GENERATION_KINDS].sort());
  });

  it("has a page file for each preset tool, of a registered kind, none a generator's page", () => {
    const generatorPages = new Set<string>(GENERATORS.map((g) => g.page));
    expect(new Set(PRESET_TOOLS.map((t) => t.page)).size).toBe(PRESET_TOOLS.length);
    for (const tool of PRESET_TOOLS) {
      expect(generatorPages.has(tool.page), tool.page).toBe(false);
      expect(GENERATION_KINDS).toContain(tool.kind);
      const file = path.join(webApp, "routes/dashboard", `${tool.page.replace(/^\/dashboard\//, "")}.tsx`);
      expect(existsSync(file), `${file} is missing`).toBe(true);
      expect(readFileSync(file, "utf8")).toMatch(new RegExp(`title="${tool.label}"`));
    }
  });

  it("is what the web app's routes, navigation and library read", () => {
    const routes = readFileSync(path.join(webApp, "routes.ts"), "utf8");
    expect(routes).toMatch(/GENERATORS\.map/);
    expect(routes).toMatch(/PRESET_TOOLS\.map/);
    const nav = readFileSync(path.join(webApp, "components/dashboard/nav-items.ts"), "utf8");
    expect(nav).toMatch(/GENERATORS\.map/);
    expect(nav).toMatch(/PRESET_TOOLS\.map/);
    const library = readFileSync(path.join(webApp, "routes/dashboard/library.tsx"), "utf8");
    expect(library).toMatch(/generatorOf\(/);
  });
});
