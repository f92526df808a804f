import { ErrorCode } from "@reelforge/contract";
import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { AppError } from "./errors.ts";

// One page of a list, newest first with ties broken by id, continued from the row a cursor names
// (keyset pagination: no OFFSET, stable while rows are added). The cursor is opaque to clients:
// "<createdAt in ms>:<id>" of the page's last row. A malformed one is a 400.

type Keyed = { createdAt: Date; id: string };
type KeyColumns = { createdAt: PgColumn; id: PgColumn };

function parseCursor(cursor: string): { at: Date; id: string } {
  // Only what nextCursor writes: whole milliseconds of a real date, and an id.
  const match = /^(\d{1,15}):([\w-]{1,100})$/.exec(cursor);
  const at = new Date(Number(match?.[1]));
  if (!match?.[2] || Number.isNaN(at.getTime()))
    throw new AppError(ErrorCode.VALIDATION, 400, "Invalid cursor");
  return { at, id: match[2] };
}

/**
 * Reads one page: `read` gets the condition for "after the cursor" (undefined on the first page),
 * the order and the row count to fetch (one more than `limit`, to know whether a next page exists).
 */
export async function keysetPage<R extends Keyed>(
  columns: KeyColumns,
  options: { limit: number; cursor?: string | undefined },
  read: (after: SQL | undefined, order: SQL[], count: number) => Promise<R[]>,
): Promise<{ page: R[]; nextCursor: string | null }> {
  const after = options.cursor ? parseCursor(options.cursor) : undefined;
  const rows = await read(
    after
      ? or(lt(columns.createdAt, after.at), and(eq(columns.createdAt, after.at), lt(columns.id, after.id)))
      : undefined,
    [desc(columns.createdAt), desc(columns.id)],
    options.limit + 1,
  );
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    page,
    nextCursor: rows.length > options.limit && last ? `${last.createdAt.getTime()}:${last.id}` : null,
  };
}
