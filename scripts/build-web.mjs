#!/usr/bin/env node
// Builds the web app for `npm start` without disturbing a server that is already running from this
// checkout: skips the build when its sources have not changed since the last one, otherwise builds
// into a new folder (apps/web/.builds/<id>) and then switches the apps/web/build symbolic link to
// it in one rename, so a running server serves either the old build or the new one, never a
// half-written or missing one. Files of the previous build's assets/ are carried into the new one,
// so pages already open in a browser keep loading their scripts.
//
//   node scripts/build-web.mjs          (what `npm start` runs)
//   WEB_APP_DIR=... WEB_BUILD_COMMAND="..."  (tests: another app folder or build command)
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const webDir = path.resolve(process.env.WEB_APP_DIR ?? path.join(root, "apps/web"));
const buildLink = path.join(webDir, "build");
const buildsDir = path.join(webDir, ".builds");
const command = process.env.WEB_BUILD_COMMAND ?? "npx react-router build";
// What the build reads: the app, its settings, the shared contract and the locked dependencies.
const inputs = process.env.WEB_APP_DIR
  ? [webDir]
  : [webDir, path.join(root, "packages/contract/src"), path.join(root, "package-lock.json")];
const skip = new Set(["node_modules", "build", ".builds", ".react-router", "test-results"]);

function* files(entry) {
  let info;
  try {
    info = lstatSync(entry);
  } catch {
    return;
  }
  if (info.isDirectory()) {
    for (const name of readdirSync(entry).sort()) {
      if (!skip.has(name)) yield* files(path.join(entry, name));
    }
  } else if (info.isFile()) {
    yield entry;
  }
}

function fingerprint() {
  const hash = createHash("sha256");
  hash.update(`${command}\n`);
  for (const input of inputs) {
    for (const file of files(input)) {
      hash.update(`${path.relative(root, file)}\n`);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

function read(file) {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return null;
  }
}

// Copies files of `from` that `to` lacks (the previous build's hashed assets).
function carryOver(from, to) {
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    if (lstatSync(source).isDirectory()) carryOver(source, target);
    else if (!existsSync(target)) copyFileSync(source, target);
  }
}

const wanted = fingerprint();
if (existsSync(path.join(buildLink, "client")) && read(path.join(buildLink, ".fingerprint")) === wanted) {
  console.log("web app: up to date, not rebuilt");
  process.exit(0);
}

mkdirSync(buildsDir, { recursive: true });
const id = `${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}`;
const target = path.join(buildsDir, id);
console.log(`web app: building into ${path.relative(root, target)}`);
const result = spawnSync(command, {
  cwd: webDir,
  shell: true,
  stdio: "inherit",
  env: { ...process.env, WEB_BUILD_OUT: target },
});
const client = path.join(target, "client");
if (result.status !== 0 || !existsSync(client)) {
  rmSync(target, { recursive: true, force: true });
  console.error(`web app: the build failed (${command}); the running build, if any, is unchanged`);
  process.exit(result.status || 1);
}
writeFileSync(path.join(target, ".fingerprint"), `${wanted}\n`);
carryOver(path.join(buildLink, "client", "assets"), path.join(client, "assets"));

// The switch: a new link renamed over the old one (rename replaces a link atomically).
const temporary = path.join(webDir, `.build-link-${process.pid}`);
rmSync(temporary, { force: true });
symlinkSync(path.relative(webDir, target), temporary);
const previous = (() => {
  try {
    return lstatSync(buildLink);
  } catch {
    return null;
  }
})();
let previousBuild = previous?.isSymbolicLink() ? path.resolve(webDir, readlinkSync(buildLink)) : null;
if (previous && !previous.isSymbolicLink()) {
  // A build made in place by `npm run build` (a folder, not a link): moved aside just before the
  // link takes its name, the only moment without a build, once per checkout.
  previousBuild = path.join(buildsDir, `${id}-in-place`);
  renameSync(buildLink, previousBuild);
}
renameSync(temporary, buildLink);
console.log(`web app: now serving ${path.relative(root, target)}`);

// Keep the new build and the one before it (a server may still be sending its files); drop older.
for (const name of readdirSync(buildsDir)) {
  const folder = path.join(buildsDir, name);
  if (folder !== target && folder !== previousBuild) rmSync(folder, { recursive: true, force: true });
}
