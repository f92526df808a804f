import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { copyPgliteTemplate } from "../../../../test/pglite-template.ts";
import { type Database, openDatabase } from "../../../platform/db.ts";
import { createLogger } from "../../../platform/logger.ts";
import { user } from "../../accounts/tables.ts";

// A migrated database for billing tests: embedded PGlite in a temporary folder, or the
// PostgreSQL of DATABASE_URL when it is set.
export async function openTestDatabase(
  databaseUrl?: string,
): Promise<Database & { cleanup(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "billing-test-"));
  // Copying the migrated template is much faster than creating a PGlite cluster.
  if (!databaseUrl) await copyPgliteTemplate(path.join(dataDir, "db"));
  const database = await openDatabase({ databaseUrl, dataDir, logger: createLogger("silent") });
  return {
    ...database,
    async cleanup() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function insertUser(
  database: Pick<Database, "db">,
  email = `${randomUUID()}@example.com`,
): Promise<string> {
  const id = randomUUID();
  await database.db.insert(user).values({ id, name: "Test User", email, emailVerified: true });
  return id;
}
