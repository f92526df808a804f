import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// React, React DOM and React Router load on every page; left to the automatic split they arrive as
// five interdependent chunks, each its own request behind the browser's six connections per
// host. One framework chunk loads the same bytes in fewer round trips (browser build only).
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
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
