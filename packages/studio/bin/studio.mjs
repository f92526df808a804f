#!/usr/bin/env node
// Entry of `npx studio`: runs the TypeScript CLI (src/cli/main.ts) through tsx on Node 24. When started by
// an older node (the system one), it re-runs itself with the Node 24 binary of the `node` npm package.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const entry = join(here, "..", "src", "cli", "main.ts");
const major = Number(process.versions.node.split(".")[0]);

if (major < 24) {
  const require = createRequire(import.meta.url);
  let node24;
  try {
    node24 = require.resolve("node/bin/node");
  } catch {
    console.error(
      "studio needs Node 24: run `npm install` at the repository root (it installs the node package).",
    );
    process.exit(1);
  }
  const r = spawnSync(node24, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  process.exit(r.status ?? 1);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import(pathToFileURL(entry).href);
}
