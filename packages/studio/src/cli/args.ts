// Option parsing for the CLI commands: node:util parseArgs in strict mode, with every mistake turned into
// a UsageError that names the option and the choices.
import { parseArgs } from "node:util";
import { UsageError } from "./usage-error.ts";

export type OptionSpec = Record<string, { type: "string" | "boolean"; short?: string; multiple?: boolean }>;

export function parseCommandArgs(argv: string[], options: OptionSpec, positionals = 0) {
  let parsed: ReturnType<
    typeof parseArgs<{ options: OptionSpec; allowPositionals: true; strict: true; args: string[] }>
  >;
  try {
    parsed = parseArgs({
      args: argv,
      options: { ...options, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    throw new UsageError((err as Error).message.replace(/^TypeError \[[A-Z_]+\]: /, ""));
  }
  if (parsed.positionals.length > positionals)
    throw new UsageError(`Unexpected argument "${parsed.positionals[positionals]}".`);
  return {
    values: parsed.values as Record<string, string | boolean | string[] | undefined>,
    positionals: parsed.positionals,
  };
}

export function str(values: Record<string, unknown>, name: string): string | undefined {
  const v = values[name];
  return typeof v === "string" ? v : undefined;
}

export function required(values: Record<string, unknown>, name: string): string {
  const v = str(values, name);
  if (!v?.trim()) throw new UsageError(`--${name} is required.`);
  return v;
}

export function num(
  values: Record<string, unknown>,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const v = str(values, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < min || n > max)
    throw new UsageError(`--${name} must be a number from ${min} to ${max}, got "${v}".`);
  return n;
}

export function oneOf<T extends string>(
  values: Record<string, unknown>,
  name: string,
  choices: readonly T[],
): T | undefined {
  const v = str(values, name);
  if (v === undefined) return undefined;
  const k = v.trim().toLowerCase() as T;
  if (!choices.includes(k))
    throw new UsageError(`--${name} must be one of: ${choices.join(", ")} (got "${v}").`);
  return k;
}

/** Comma-separated or repeated option -> list. */
export function list(values: Record<string, unknown>, name: string): string[] | undefined {
  const v = values[name];
  const items = (Array.isArray(v) ? v : typeof v === "string" ? [v] : []).flatMap((s) =>
    String(s).split(","),
  );
  const out = items.map((s) => s.trim()).filter(Boolean);
  return out.length ? out : undefined;
}

export function size(
  values: Record<string, unknown>,
  name: string,
): { width: number; height: number } | undefined {
  const v = str(values, name);
  if (v === undefined) return undefined;
  const m = /^(\d{2,4})x(\d{2,4})$/i.exec(v.trim());
  if (!m) throw new UsageError(`--${name} must look like 1024x1024, got "${v}".`);
  return { width: Number(m[1]), height: Number(m[2]) };
}

export function outPath(values: Record<string, unknown>, ext: string): string {
  const out = required(values, "out");
  if (!out.toLowerCase().endsWith(ext)) throw new UsageError(`--out must end with ${ext}, got "${out}".`);
  return out;
}
