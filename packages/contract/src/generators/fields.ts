import { z } from "zod";
import { VIDEO_DURATION_LIMITS } from "../vocabularies.ts";

// Field schemas the generators' inputs share.

export const MAX_PROMPT = 4000;

/** One of `choices`, case-insensitive; answers with the spelling of the list. */
export function oneOf<T extends readonly string[]>(choices: T, what: string) {
  return z.string({ error: `${what} is required` }).transform((value, ctx) => {
    const found = choices.find((c) => c.toLowerCase() === value.trim().toLowerCase());
    if (!found) {
      ctx.addIssue({ code: "custom", message: `${what} must be one of ${choices.join(", ")}` });
      return z.NEVER;
    }
    return found as T[number];
  });
}

/** One value or a list of values (the spec sends lists; a single string is accepted too). */
export const listOf = <T extends readonly string[]>(choices: T, what: string) =>
  z.preprocess((value) => (typeof value === "string" ? [value] : value), z.array(oneOf(choices, what)));

export const prompt = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(MAX_PROMPT, `${what} must be at most ${MAX_PROMPT} characters`);

// "5 Seconds", "5", 5 -> 5. The spec offers 5 to 10; longer is allowed up to the limit.
export const ZVideoDuration = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const n =
    typeof value === "number"
      ? value
      : Number(/^\s*(\d+(?:\.\d+)?)\s*(s|sec|secs|seconds?)?\s*$/i.exec(value)?.[1]);
  const { min, max } = VIDEO_DURATION_LIMITS;
  if (!Number.isFinite(n) || n < min || n > max) {
    ctx.addIssue({
      code: "custom",
      message: `videoDuration must be from ${min} to ${max} seconds (e.g. "5 Seconds")`,
    });
    return z.NEVER;
  }
  return Math.round(n);
});
