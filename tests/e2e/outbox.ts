import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

// The server writes each e-mail to DATA_DIR/outbox/*.eml when no SMTP_URL is set; journeys read
// the codes from there like a person reads their inbox.

/** The outbox of the server whose DATA_DIR is `dataDir` (default: the journeys' server). */
function outboxDir(dataDir = process.env.E2E_DATA_DIR): string {
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (run through tests/e2e/playwright.config.ts)");
  return join(dataDir, "outbox");
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

type Mail = { file: string; mtimeMs: number; text: string };

/** Messages sent to `email`, oldest first (by the server whose DATA_DIR is `dataDir`, when given). */
export function mailsTo(email: string, dataDir?: string): Mail[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir(dataDir)).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return files
    .map((name) => {
      const file = join(outboxDir(dataDir), name);
      return { file, mtimeMs: statSync(file).mtimeMs, raw: readFileSync(file, "utf8") };
    })
    .filter(({ raw }) => new RegExp(`^To:.*${email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "im").test(raw))
    .sort((a, b) => a.mtimeMs - b.mtimeMs || a.file.localeCompare(b.file))
    .map(({ file, mtimeMs, raw }) => ({ file, mtimeMs, text: decodeQuotedPrintable(raw) }));
}

/** The 4-digit code of the newest message to `email`, or null when there is none. */
export function newestCode(email: string, dataDir?: string): { code: string; file: string } | null {
  const newest = mailsTo(email, dataDir).at(-1);
  if (!newest) return null;
  const match = /Your code is\s+(?:<[^>]+>)?\s*(\d{4})\b/.exec(newest.text);
  if (!match?.[1]) throw new Error(`No 4-digit code in ${newest.file}`);
  return { code: match[1], file: newest.file };
}
