import { defineConfig } from "vitest/config";

// One Vitest run covers every workspace; each workspace is a project so `--project NAME` selects one.
export default defineConfig({
  test: {
    projects: [
      { test: { name: "repo", root: ".", include: ["scripts/**/*.test.ts"] } },
      { test: { name: "contract", root: "packages/contract", include: ["src/**/*.test.ts"] } },
      {
        test: {
          name: "studio",
          root: "packages/studio",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: "web", root: "apps/web", include: ["app/**/*.test.{ts,tsx}"], environment: "node" } },
    ],
  },
});
