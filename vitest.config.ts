import { defineConfig } from "vitest/config";

// One Vitest run covers every workspace; each workspace is a project so `--project NAME` selects one.
export default defineConfig({
  test: {
    // Two files at a time even on two cores: much of the suite waits on ffmpeg, espeak-ng, child
    // processes and sockets, so a second file overlaps those waits (Vitest's default is cores - 1).
    maxWorkers: 2,
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
