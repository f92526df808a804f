import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    // `npm run dev -w apps/web` talks to an API started with `npm run start:api` (port 3000).
    proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" },
  },
});
