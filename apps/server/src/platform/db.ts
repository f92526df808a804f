import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "../db/schema.ts";
import type { Logger } from "./logger.ts";

export type Schema = typeof schema;
// Both drivers produce a PgDatabase; code above this file never knows which one it has.
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  // Set on PGlite only: the single embedded connection, which pg-boss also uses.
  pglite?: PGlite;
  connectionString?: string;
  serverVersion(): Promise<string>;
  close(): Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string | undefined; dataDir: string; logger: Logger };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.logger);
  return openPglite(path.join(options.dataDir, "db"), options.logger);
}

async function openPglite(dir: string, logger: Logger): Promise<Database> {
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  logger.info({ dir }, "database: embedded PGlite ready");
  return {
    db,
    kind: "pglite",
    pglite: client,
    serverVersion: () => selectVersion(db),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(connectionString: string, logger: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => logger.warn({ err: error }, "database: idle client error"));
  const db = drizzlePg({ client: pool, schema });
  await migrateLocked(pool);
  logger.info({ host: new URL(connectionString).host }, "database: PostgreSQL ready");
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: "postgres",
    connectionString,
    serverVersion: () => selectVersion(db as unknown as Db),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

// Processes started together on a fresh database (`npm run start:api` and `start:worker`) would
// each create the same tables at once and fail on PostgreSQL's catalogue constraints: the
// migrations run under a session advisory lock, so one process applies them and the others then
// find them applied.
const MIGRATION_LOCK = 7_310_415_020_114;

async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    // Unlocking can only fail with the connection itself; closing it ends the lock too.
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {
      broken = true;
    });
    client.release(broken);
  }
}

async function selectVersion(db: Db): Promise<string> {
  const result = await db.execute<{ version: string }>(sql`select version() as version`);
  const rows = (result as unknown as { rows: { version: string }[] }).rows;
  return rows[0]?.version ?? "unknown";
}
