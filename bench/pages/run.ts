import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { PUBLIC_PATHS } from "../../apps/web/app/content/public-paths.ts";
import { loadedJsBytes, pageJsBytes } from "./js-weight.ts";

// Page-weight and Lighthouse benchmark of every public page: builds the web app, serves it with
// the standalone server on a fresh data directory, runs Lighthouse (mobile, default throttling)
// in the system Chromium, and prints the four category scores and the gzipped JavaScript each
// page loads on first view. Usage: npm run bench:pages [-- /path ...]
const TARGETS = { performance: 95, accessibility: 95, jsKb: 100 };
const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.BENCH_PORT ?? 3290);
const origin = `http://localhost:${port}`;
// A private build directory: other people's builds in the same checkout cannot pull it away mid-run.
// Inside the repository (bench/out is git-ignored) so the prerender's server build resolves packages.
mkdirSync(path.join(root, "bench/out"), { recursive: true });
const buildOut = mkdtempSync(path.join(root, "bench/out/pages-build-"));
const clientDir = path.join(buildOut, "client");
const only = process.argv.slice(2).filter((a) => a.startsWith("/"));
const paths = only.length > 0 ? only : PUBLIC_PATHS;

function build() {
  console.log(`building apps/web into ${buildOut} ...`);
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: path.join(root, "apps/web"),
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, VITE_PUBLIC_URL: origin, WEB_BUILD_OUT: buildOut },
  });
  if (result.status !== 0) throw new Error("web build failed");
}

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rf-bench-pages-"));
  const child = spawn(process.execPath, ["apps/server/src/standalone.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: "warn",
      WEB_BUILD_DIR: clientDir,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error("server exited during start");
    if (Date.now() > deadline) throw new Error("server did not start within 120 s");
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Row = {
  path: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  /** Gzipped JS the browser fetched on first view (network log); the target applies to this. */
  jsKb: number;
  /** Of which the HTML announces up front (modulepreload, script tags, inline). */
  preloadJsKb: number;
  lcpMs: number;
  /** Total Blocking Time (simulated), the metric with the largest weight in the score. */
  tbtMs: number;
  cls: number;
  misses: string[];
};

/** Paths of the same-origin scripts in Lighthouse's network-requests table. */
function sameOriginScripts(details: unknown): string[] {
  const items = (details as { items?: { url?: string; resourceType?: string }[] } | undefined)?.items ?? [];
  return items
    .filter((i) => i.resourceType === "Script" && i.url?.startsWith(origin))
    .map((i) => new URL(i.url as string).pathname);
}

async function main() {
  build();
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const rows: Row[] = [];
  try {
    for (const route of paths) {
      // Lighthouse sometimes loses a trace (NO_NAVSTART) or, on an overloaded machine, a metric
      // (NO_LCP): such a run measures nothing, so the page is run again, up to three times in all.
      const run = async () => {
        const r = await lighthouse(`${origin}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!r) throw new Error(`no Lighthouse result for ${route}`);
        return {
          result: r,
          perfError: r.lhr.runtimeError?.code ?? r.lhr.audits["largest-contentful-paint"]?.errorMessage,
        };
      };
      let { result, perfError } = await run();
      for (let attempt = 2; perfError && attempt <= 3; attempt++) {
        console.log(`${route.padEnd(27)} run ${attempt - 1} not measured (${perfError}), running it again`);
        ({ result, perfError } = await run());
      }
      const { categories, audits } = result.lhr;
      if (perfError) console.log(`${route.padEnd(27)} performance not measured: ${perfError}`);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      // Which audits cost points outside performance, so a drop is actionable from the log.
      const misses = ["accessibility", "best-practices", "seo"].flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
      );
      rows.push({
        path: route,
        perf: score("performance"),
        a11y: score("accessibility"),
        bp: score("best-practices"),
        seo: score("seo"),
        jsKb:
          loadedJsBytes(clientDir, route, sameOriginScripts(audits["network-requests"]?.details)).gzipBytes /
          1024,
        preloadJsKb: pageJsBytes(clientDir, route).gzipBytes / 1024,
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        misses,
      });
      const r = rows.at(-1) as Row;
      console.log(
        `${r.path.padEnd(27)} perf ${String(r.perf).padStart(3)}  a11y ${String(r.a11y).padStart(3)}  best ${String(r.bp).padStart(3)}  seo ${String(r.seo).padStart(3)}  LCP ${String(r.lcpMs).padStart(5)} ms  TBT ${String(r.tbtMs).padStart(4)} ms  CLS ${r.cls}  JS ${r.jsKb.toFixed(1).padStart(6)} KB gz (${r.preloadJsKb.toFixed(1)} preloaded)${r.misses.length > 0 ? `  (missed: ${r.misses.join(", ")})` : ""}`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(buildOut, { recursive: true, force: true });
  }
  const min = (key: "perf" | "a11y" | "bp" | "seo") =>
    Math.min(...rows.filter((r) => key !== "perf" || r.lcpMs > 0).map((r) => r[key]));
  const maxJs = Math.max(...rows.map((r) => r.jsKb));
  console.log(
    `\nmin scores: performance ${min("perf")}, accessibility ${min("a11y")}, best-practices ${min("bp")}, seo ${min("seo")}; max JS ${maxJs.toFixed(1)} KB gz`,
  );
  const unmeasured = rows.filter((r) => r.lcpMs === 0).map((r) => r.path);
  if (unmeasured.length > 0) console.log(`performance not measured on ${unmeasured.join(", ")}`);
  console.log(
    `targets: performance >= ${TARGETS.performance} ${min("perf") >= TARGETS.performance && unmeasured.length === 0 ? "met" : unmeasured.length > 0 ? "NOT SHOWN (pages unmeasured)" : "MISSED"}, accessibility >= ${TARGETS.accessibility} ${min("a11y") >= TARGETS.accessibility ? "met" : "MISSED"}, JS <= ${TARGETS.jsKb} KB ${maxJs <= TARGETS.jsKb ? "met" : "MISSED"}`,
  );
}

await main();
