#!/usr/bin/env node
// Entry of `npx studio`: runs the TypeScript CLI (src/cli/main.ts) on Node 24, which strips its types. When started by
// an older node (the system one), it re-runs itself with the Node 24 binary of the `node` npm package;
// it also re-runs itself once to start with the renderer's memory settings: glibc's (ALLOCATOR_ENV in
// src/render/run-ffmpeg.ts: freed picture buffers go back to the system) and a small V8 young
// generation (picture buffers held by short-lived objects are freed sooner). The README has figures.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const entry = join(here, "..", "src", "cli", "main.ts");
const major = Number(process.versions.node.split(".")[0]);
const ALLOCATOR_ENV = { MALLOC_TRIM_THRESHOLD_: "131072", MALLOC_ARENA_MAX: "2" };
const allocatorSet = Object.keys(ALLOCATOR_ENV).every((k) => process.env[k] !== undefined);
const NODE_FLAGS = ["--max-semi-space-size=2"];
const flagsSet = NODE_FLAGS.every((f) => process.execArgv.some((a) => a.startsWith(f.split("=")[0])));

if (major < 24 || !allocatorSet || !flagsSet) {
  let node = process.execPath;
  if (major < 24) {
    try {
      node = createRequire(import.meta.url).resolve("node/bin/node");
    } catch {
      console.error(
        "studio needs Node 24: run `npm install` at the repository root (it installs the node package).",
      );
      process.exit(1);
    }
  }
  const r = spawnSync(node, [...NODE_FLAGS, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...ALLOCATOR_ENV, ...process.env },
  });
  process.exit(r.status ?? 1);
} else {
  // Node 24 strips the TypeScript types itself (decision 28).
  await import(pathToFileURL(entry).href);
}
