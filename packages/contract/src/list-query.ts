import { z } from "zod";

/**
 * The query of a paged list (library, uploads): `limit` from 1 to `max` (`default` when absent or
 * not a number), the opaque `cursor` of the page before, and an optional `kind` out of `kinds` (any
 * other kind is a 400 naming them).
 */
export function listQuery<const K extends readonly string[]>(
  kinds: K,
  limit: { max: number; default: number },
) {
  return z.object({
    limit: z
      .string()
      .optional()
      .transform((value) =>
        Math.min(limit.max, Math.max(1, Number(value ?? limit.default) || limit.default)),
      ),
    cursor: z.string().optional(),
    kind: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (!value) return undefined;
        if (!kinds.includes(value)) {
          ctx.addIssue({ code: "custom", message: `kind must be one of ${kinds.join(", ")}` });
          return z.NEVER;
        }
        return value as K[number];
      }),
  });
}
