import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// Gzipped JavaScript a prerendered page loads on first view: every module it preloads or
// imports (React Router lists the whole static import graph as modulepreload links) plus its
// inline scripts. Lazy chunks (dialogs) are not counted because they load on interaction.
export function pageJsBytes(buildDir: string, route: string): { files: number; gzipBytes: number } {
  const htmlFile = path.join(buildDir, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
  const html = readFileSync(htmlFile, "utf8");
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    srcs.add(m[1] as string);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(m[1] as string);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) srcs.add(m[1] as string);
  let gzipBytes = 0;
  for (const src of srcs) {
    if (!src.startsWith("/")) continue;
    gzipBytes += gzipSync(readFileSync(path.join(buildDir, src))).length;
  }
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    gzipBytes += gzipSync(Buffer.from(m[1] as string)).length;
  }
  return { files: srcs.size, gzipBytes };
}

if (import.meta.filename === process.argv[1]) {
  const buildDir = path.resolve(import.meta.dirname, "../../apps/web/build/client");
  const { PUBLIC_PATHS } = await import("../../apps/web/app/content/public-paths.ts");
  for (const route of PUBLIC_PATHS) {
    const { files, gzipBytes } = pageJsBytes(buildDir, route);
    console.log(`${route.padEnd(28)} ${(gzipBytes / 1024).toFixed(1).padStart(6)} KB gz in ${files} files`);
  }
}
