import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

type Secrets = Record<string, string>;

// Secrets the operator did not set are generated once and kept in DATA_DIR/secrets.json so
// sessions survive restarts; the file is readable by the owner only.
export async function getOrCreateSecret(dataDir: string, name: string): Promise<string> {
  const file = path.join(dataDir, "secrets.json");
  let secrets: Secrets = {};
  try {
    secrets = JSON.parse(await readFile(file, "utf8")) as Secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const existing = secrets[name];
  if (existing) return existing;
  const created = randomBytes(32).toString("base64url");
  secrets[name] = created;
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return created;
}
