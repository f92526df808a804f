// Memory sampler of the render benchmark, run as a separate process (plain JavaScript, no loader) so the
// benchmark does not measure its own instrumentation: the /proc reads, their strings and the garbage
// they leave would otherwise sit in the measured node process. It samples the process tree of the pid
// given as its argument (the benchmark's node process, which renders as the product's worker does, and
// every descendant: ffmpeg, the espeak helper, the TypeScript loader's esbuild), leaving out itself.
// Driven over IPC: "start" begins a measurement, "stop" ends it and answers with the peaks and the
// processes at the PSS peak.
import { readdir, readFile } from "node:fs/promises";

const root = Number(process.argv[2]);
if (!root) throw new Error("usage: tree-sampler.mjs ROOT_PID");
const self = process.pid;
/** Parent of each pid, read once from its status file (a full scan on every sample cost ~25 ms of CPU). */
const parent = new Map();

async function sample() {
  const pids = (await readdir("/proc").catch(() => [])).filter((e) => /^\d+$/.test(e)).map(Number);
  const alive = new Set(pids);
  for (const pid of parent.keys()) if (!alive.has(pid)) parent.delete(pid);
  await Promise.all(
    pids
      .filter((pid) => !parent.has(pid))
      .map(async (pid) => {
        const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
        const m = /PPid:\s+(\d+)/.exec(status);
        parent.set(pid, m ? Number(m[1]) : 0);
      }),
  );
  const inTree = pids.filter((pid) => {
    let p = pid;
    for (let depth = 0; p && depth < 50; depth++) {
      if (p === self) return false;
      if (p === root) return true;
      p = parent.get(p);
    }
    return false;
  });
  const procs = await Promise.all(
    inTree.map(async (pid) => {
      const [text, comm] = await Promise.all([
        readFile(`/proc/${pid}/smaps_rollup`, "utf8").catch(() => ""),
        readFile(`/proc/${pid}/comm`, "utf8").catch(() => "?"),
      ]);
      return {
        pid,
        // The benchmark's own process is named by its main thread ("MainThread"): call it node.
        name: pid === root ? "node" : comm.trim(),
        rss: Number(/^Rss:\s+(\d+) kB/m.exec(text)?.[1] ?? 0) * 1024,
        pss: Number(/^Pss:\s+(\d+) kB/m.exec(text)?.[1] ?? 0) * 1024,
      };
    }),
  );
  return procs;
}

let running = false;
let loop = Promise.resolve();
let peak = { rss: 0, pss: 0, procs: [], rootRss: 0 };

process.on("message", async (msg) => {
  if (msg === "start") {
    peak = { rss: 0, pss: 0, procs: [], rootRss: 0 };
    running = true;
    loop = (async () => {
      while (running) {
        const procs = await sample();
        const rss = procs.reduce((s, p) => s + p.rss, 0);
        const pss = procs.reduce((s, p) => s + p.pss, 0);
        peak.rss = Math.max(peak.rss, rss);
        peak.rootRss = Math.max(peak.rootRss, procs.find((p) => p.pid === root)?.rss ?? 0);
        if (pss > peak.pss) {
          peak.pss = pss;
          peak.procs = procs.map(({ name, pss: p }) => ({ name, pss: p }));
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
  } else if (msg === "stop") {
    running = false;
    await loop;
    process.send?.(peak);
  } else if (msg === "exit") {
    process.disconnect?.();
  }
});
