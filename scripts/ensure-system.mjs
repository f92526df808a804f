#!/usr/bin/env node
// Checks the system programs, headers and fonts the product needs (ffmpeg, espeak-ng and its
// headers, a C compiler, fonts; Chromium with --with-browser). If something is missing and we
// are root on Debian, installs it with apt-get; otherwise prints the exact command and exits 1.
// Plain Node with no dependencies; fast (well under a second) when everything is present.
import { execFileSync, spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import path from "node:path";

const withBrowser = process.argv.includes("--with-browser");

function onPath(command) {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (!dir) continue;
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return true;
    } catch {}
  }
  return false;
}

let fontFamilies;
function hasFont(family) {
  if (fontFamilies === undefined) {
    try {
      const out = execFileSync("fc-list", [":", "family"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
      fontFamilies = new Set(out.split("\n").flatMap((line) => line.split(",").map((name) => name.trim())));
    } catch {
      fontFamilies = new Set();
    }
  }
  return fontFamilies.has(family);
}

// Each check names the Debian package that satisfies it.
const checks = [
  { what: "ffmpeg", ok: () => onPath("ffmpeg"), pkg: "ffmpeg" },
  { what: "ffprobe", ok: () => onPath("ffprobe"), pkg: "ffmpeg" },
  { what: "espeak-ng", ok: () => onPath("espeak-ng"), pkg: "espeak-ng" },
  {
    what: "espeak-ng headers",
    ok: () => existsSync("/usr/include/espeak-ng/speak_lib.h"),
    pkg: "libespeak-ng-dev",
  },
  { what: "gcc", ok: () => onPath("gcc"), pkg: "gcc" },
  { what: "C library headers", ok: () => existsSync("/usr/include/stdio.h"), pkg: "libc6-dev" },
  { what: "fontconfig (fc-list)", ok: () => onPath("fc-list"), pkg: "fontconfig" },
  { what: "font Roboto", ok: () => hasFont("Roboto"), pkg: "fonts-roboto-unhinted" },
  { what: "font Comic Neue", ok: () => hasFont("Comic Neue"), pkg: "fonts-comic-neue" },
  { what: "font Liberation Sans", ok: () => hasFont("Liberation Sans"), pkg: "fonts-liberation2" },
  { what: "font Noto Sans", ok: () => hasFont("Noto Sans"), pkg: "fonts-noto-core" },
  { what: "font Noto Sans CJK", ok: () => hasFont("Noto Sans CJK SC"), pkg: "fonts-noto-cjk" },
];
if (withBrowser) {
  checks.push({
    what: "chromium",
    ok: () => existsSync("/usr/bin/chromium") || onPath("chromium"),
    pkg: "chromium",
  });
}

function missingChecks() {
  fontFamilies = undefined;
  return checks.filter((check) => !check.ok());
}

const missing = missingChecks();
if (missing.length === 0) process.exit(0);

const packages = [...new Set(missing.map((check) => check.pkg))];
const command = `apt-get update && apt-get install -y --no-install-recommends ${packages.join(" ")}`;
console.error(`Missing: ${missing.map((check) => check.what).join(", ")}`);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const aptGet = onPath("apt-get") ? "apt-get" : "/usr/bin/apt-get";
const isDebian = existsSync("/etc/debian_version") && (aptGet === "apt-get" || existsSync(aptGet));
if (!isRoot || !isDebian) {
  const sudo = isRoot ? "" : "sudo ";
  const advice = isDebian
    ? `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${packages.join(" ")}`
    : `install the equivalents of these Debian packages: ${packages.join(" ")}`;
  console.error(`Install them with:\n  ${advice}`);
  process.exit(1);
}

console.error(`Installing: ${packages.join(" ")}`);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [["update"], ["install", "-y", "--no-install-recommends", ...packages]]) {
  const result = spawnSync(aptGet, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`apt-get ${args[0]} failed (exit ${result.status}). Run it yourself:\n  ${command}`);
    process.exit(1);
  }
}
const still = missingChecks();
if (still.length > 0) {
  console.error(`Still missing after install: ${still.map((check) => check.what).join(", ")}`);
  process.exit(1);
}
console.error("System dependencies installed.");
