import { readFileSync } from "node:fs";
import path from "node:path";

let list: Set<string> | undefined;

// ~12,500 frequent passwords of 8+ characters (data/common-passwords.txt, written by
// scripts/generate-common-passwords.mjs). Loaded on first use.
export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    readFileSync(path.join(import.meta.dirname, "data/common-passwords.txt"), "utf8")
      .split("\n")
      .filter(Boolean),
  );
  return list.has(password) || list.has(password.toLowerCase());
}
