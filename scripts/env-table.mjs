// Prints the README's configuration table from .env.example (the one list of every variable):
// `node scripts/env-table.mjs`. A test keeps the README's copy identical.
import { readFileSync } from "node:fs";

export function envTable(text) {
  const rows = [];
  let comment = [];
  let afterVariable = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("# ---")) {
      comment = [];
      continue;
    }
    if (line.startsWith("#")) {
      // A comment after a variable starts the description of the next variable(s).
      if (afterVariable) comment = [];
      afterVariable = false;
      comment.push(line.replace(/^#\s?/, ""));
      continue;
    }
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line);
    if (m) {
      const [, name, value] = m;
      const meaning = comment.join(" ").replace(/\|/g, "\\|");
      rows.push(`| \`${name}\` | ${value ? `\`${value}\`` : "unset"} | ${meaning} |`);
      afterVariable = true;
    }
    if (!line.trim()) comment = [];
  }
  return ["| variable | default | meaning |", "|---|---|---|", ...rows].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(envTable(readFileSync(new URL("../.env.example", import.meta.url), "utf8")));
}
