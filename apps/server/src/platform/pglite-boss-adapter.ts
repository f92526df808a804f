import type { PGlite } from "@electric-sql/pglite";
import type { Db as BossDb } from "pg-boss";

// pg-boss talks to a database through `executeSql(text, values)`. PGlite's `query` runs one
// statement only, while pg-boss sends parameterless multi-statement blocks (schema DDL, and
// `BEGIN; ... RETURNING ...; COMMIT` in its locked sections); those go through `exec`, and the
// rows of every statement are returned so a RETURNING before the trailing COMMIT is not lost.
export function pgliteBossAdapter(pglite: PGlite): BossDb {
  return {
    async executeSql(text: string, values?: unknown[]) {
      try {
        if (values && values.length > 0) {
          const result = await pglite.query(text, values);
          return { rows: result.rows as unknown[] };
        }
        const results = await pglite.exec(text);
        return { rows: results.flatMap((result) => result.rows as unknown[]) };
      } catch (error) {
        // One connection is shared by everything: a failed statement inside BEGIN must not leave
        // the session in an aborted transaction that poisons every later query.
        if (pglite.isInTransaction()) await pglite.exec("ROLLBACK").catch(() => {});
        throw error;
      }
    },
  };
}
