import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Journeys run against the real product: the built web app served by the standalone server
// (API + worker) on a fresh data directory, in the system Chromium (no browser downloads).
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "reelforge-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: ".",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two journeys at a time, each test on its own (CI has 2 cores): they mostly wait (on renders, the
  // server, the browser), and each signs up its own account, so none sees another's data.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node apps/server/src/standalone.ts",
    cwd: join(import.meta.dirname, "../.."),
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      RENDER_SCALE: "0.25",
      // Two journeys at a time: each one's render starts at once instead of queueing behind the other's.
      WORKER_CONCURRENCY: "2",
      // The journeys stand for many people on many machines: the accounts made through the API
      // (session.ts) say which address they come from, as a proxy would, so the per-address
      // sign-up limit (10 an hour) applies to each of them and not to the whole suite.
      TRUST_PROXY: "true",
      // The link-to-video journey's article is served by the test itself on 127.0.0.1 (private
      // ranges stay refused).
      OUTBOUND_ALLOW_LOOPBACK: "true",
    },
  },
});
