import { createHash } from "node:crypto";
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { migrationsFolder, openDatabase } from "../src/platform/db.ts";
import { startQueue } from "../src/platform/queue.ts";

// Creating a PGlite cluster (initdb) takes seconds; opening a copy of one takes well under one.
// The first test server of a run builds a migrated template (app tables and pg-boss schema),
// the others copy it. Keyed by the migrations and pg-boss version, so a new migration rebuilds it.
async function templateKey(): Promise<string> {
  const hash = createHash("sha256");
  for (const name of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    const file = path.join(migrationsFolder, name);
    if ((await stat(file)).isFile()) hash.update(name).update(await readFile(file));
  }
  const bossPackage = path.join(import.meta.dirname, "../../../node_modules/pg-boss/package.json");
  hash.update(await readFile(bossPackage));
  return hash.digest("hex").slice(0, 16);
}

export async function copyPgliteTemplate(targetDbDir: string): Promise<void> {
  const dir = path.join(tmpdir(), `rf-pglite-template-${await templateKey()}`);
  const ready = path.join(dir, "READY");
  const lock = `${dir}.lock`;
  for (let waited = 0; ; waited += 200) {
    if (await exists(ready)) break;
    if (await tryMkdir(lock)) {
      try {
        if (!(await exists(ready))) await buildTemplate(dir);
      } finally {
        await rm(lock, { recursive: true, force: true });
      }
      break;
    }
    if (waited > 180_000) throw new Error(`timed out waiting for ${lock}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await mkdir(path.dirname(targetDbDir), { recursive: true });
  await cp(path.join(dir, "db"), targetDbDir, { recursive: true });
}

async function buildTemplate(dir: string): Promise<void> {
  const building = `${dir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  const logger = pino({ level: "silent" });
  const database = await openDatabase({ dataDir: building, logger });
  const queue = await startQueue({ database, logger, supervise: false });
  await queue.stop();
  await database.close();
  await rm(dir, { recursive: true, force: true });
  await rename(building, dir);
  await writeFile(path.join(dir, "READY"), "");
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

async function tryMkdir(dir: string): Promise<boolean> {
  try {
    await mkdir(dir);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}
