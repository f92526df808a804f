import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
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
