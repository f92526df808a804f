import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// Gzipped JavaScript a prerendered page loads on first view: every module it preloads or
// imports (React Router lists the whole static import graph as modulepreload links, which the
// prerendered pages hold inert until their first paint: apps/web/app/lib/scripts-after-paint.ts)
// plus its inline scripts. Lazy chunks are not counted (dialogs load on interaction; see loadedJsBytes for
// what a browser really fetched on first view).
export function pageJsBytes(buildDir: string, route: string): { files: number; gzipBytes: number } {
  const html = readHtml(buildDir, route);
  const srcs = new Set<string>();
  for (const m of html.matchAll(
    /<link[^>]+rel="(?:modulepreload|x-modulepreload-after-paint)"[^>]+href="([^"]+)"/g,
  ))
    srcs.add(m[1] as string);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(m[1] as string);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) srcs.add(m[1] as string);
  return { files: srcs.size, gzipBytes: filesGzipBytes(buildDir, srcs) + inlineScriptGzipBytes(html) };
}

/**
 * Gzipped JavaScript the browser really fetched for a page: the same-origin script URLs of
 * Lighthouse's network log (so chunks loaded right after hydration count, and a preload that is
 * never used would too) plus the page's inline scripts.
 */
export function loadedJsBytes(buildDir: string, route: string, scriptPaths: string[]) {
  const srcs = new Set(scriptPaths);
  return {
    files: srcs.size,
    gzipBytes: filesGzipBytes(buildDir, srcs) + inlineScriptGzipBytes(readHtml(buildDir, route)),
  };
}

function readHtml(buildDir: string, route: string): string {
  return readFileSync(
    path.join(buildDir, route === "/" ? "index.html" : `${route.slice(1)}/index.html`),
    "utf8",
  );
}

function filesGzipBytes(buildDir: string, srcs: Iterable<string>): number {
  let gzipBytes = 0;
  for (const src of srcs) {
    if (!src.startsWith("/")) continue;
    gzipBytes += gzipSync(readFileSync(path.join(buildDir, src))).length;
  }
  return gzipBytes;
}

function inlineScriptGzipBytes(html: string): number {
  let gzipBytes = 0;
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    gzipBytes += gzipSync(Buffer.from(m[1] as string)).length;
  }
  return gzipBytes;
}

if (import.meta.filename === process.argv[1]) {
  const buildDir = path.resolve(import.meta.dirname, "../../apps/web/build/client");
  const { PUBLIC_PATHS } = await import("../../apps/web/app/content/public-paths.ts");
  for (const route of PUBLIC_PATHS) {
    const { files, gzipBytes } = pageJsBytes(buildDir, route);
    console.log(`${route.padEnd(28)} ${(gzipBytes / 1024).toFixed(1).padStart(6)} KB gz in ${files} files`);
  }
}
