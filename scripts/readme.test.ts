import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { envTable } from "./env-table.mjs";

const root = new URL("../", import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), "utf8");

describe("README", () => {
  it("lists every configuration variable of .env.example with its default", () => {
    const table: string = envTable(read(".env.example"));
    // The table is generated: edit .env.example (checked against the configuration schema by
    // apps/server/test/config.test.ts), then paste the output of `node scripts/env-table.mjs`.
    expect(read("README.md"), "README table differs from `node scripts/env-table.mjs`").toContain(table);
  });

  it("shows the two commands", () => {
    const readme = read("README.md");
    expect(readme).toContain("npm ci && npm start");
    expect(readme).toContain("npm ci && npm test");
  });

  it("names only npm scripts that exist", () => {
    const scripts = Object.keys(JSON.parse(read("package.json")).scripts);
    const named = [...read("README.md").matchAll(/npm run ([a-z:]+)/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(scripts).toContain(name);
  });
});
