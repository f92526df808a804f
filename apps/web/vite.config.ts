import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// The code is written against React's API and runs on Preact (docs/decisions/0007): "react" and
// "react-dom" resolve to preact/compat (plus the one React 19 hook it lacks, preact/react.js) in
// the browser build and in the prerender, so both render with the same runtime and the markup
// the browser hydrates is exactly what Preact expects. The server build bundles every package
// (noExternal) so React Router and the UI libraries get the same aliases there.
const COMPAT = path.resolve(import.meta.dirname, "preact/react.js");
const PREACT = [
  { find: /^react$/, replacement: COMPAT },
  { find: /^react-dom$/, replacement: COMPAT },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
];

// The runtime and React Router load on every page; left to the automatic split they arrive as
// several interdependent chunks, each its own request behind the browser's six connections per
// host. One framework chunk loads the same bytes in fewer round trips (browser build only).
const FRAMEWORK = /[\\/]node_modules[\\/](preact|react-router|cookie|set-cookie-parser)[\\/]/;

// The installed web app's service worker (app/pwa/service-worker.js): written as /sw.js by each
// browser build with the build's scripts, styles and fonts to keep, and a version derived from
// them, so a new build installs a new cache and drops the old one.
function serviceWorker(): Plugin {
  const template = path.resolve(import.meta.dirname, "app/pwa/service-worker.js");
  return {
    name: "reelforge-service-worker",
    apply: "build",
    writeBundle(options, bundle) {
      if (!options.dir) return;
      const assets = Object.keys(bundle)
        .filter((file) => /^assets\/.+\.(js|css|woff2)$/.test(file))
        .sort()
        .map((file) => `/${file}`);
      const source = readFileSync(template, "utf8");
      const version = createHash("sha256")
        .update(source)
        .update(assets.join("\n"))
        .digest("hex")
        .slice(0, 16);
      writeFileSync(
        path.join(options.dir, "sw.js"),
        source.replace("__VERSION__", version).replace("__ASSETS__", JSON.stringify(assets)),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [serviceWorker()])],
  resolve: { alias: PREACT },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }] } } },
      },
  server: {
    // `npm run dev -w apps/web` talks to an API started with `npm run start:api` (port 3000).
    proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" },
  },
}));
