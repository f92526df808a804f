import { sql } from "drizzle-orm";
import type { Db } from "./db.ts";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

export type RateLimiter = {
  // Counts one event against `key` and says whether it is still within `limit` per window.
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  // Reads the current count without counting (for "stop before trying" checks).
  peek(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
};

// Fixed windows in one table, so every API process sees the same counts. Time comes from the
// app's clock, so tests move through windows without waiting.
export function createRateLimiter(db: Db, now: () => number): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const at = new Date(now());
      const cutoff = new Date(at.getTime() - windowMs);
      const result = await db.execute<{ count: number; window_start: string | Date }>(sql`
        insert into rate_limit_counter (key, window_start, count) values (${key}, ${at}, 1)
        on conflict (key) do update set
          count = case when rate_limit_counter.window_start <= ${cutoff} then 1 else rate_limit_counter.count + 1 end,
          window_start = case when rate_limit_counter.window_start <= ${cutoff} then ${at} else rate_limit_counter.window_start end
        returning count, window_start`);
      const row = (result as unknown as { rows: { count: number; window_start: string | Date }[] }).rows[0];
      const count = Number(row?.count ?? 1);
      const windowStart = new Date(row?.window_start ?? at).getTime();
      const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - at.getTime()) / 1000));
      return { allowed: count <= limit, count, retryAfterSeconds };
    },
    async peek(key, windowMs) {
      const cutoff = new Date(now() - windowMs);
      const result = await db.execute<{ count: number }>(
        sql`select count from rate_limit_counter where key = ${key} and window_start > ${cutoff}`,
      );
      const row = (result as unknown as { rows: { count: number }[] }).rows[0];
      return Number(row?.count ?? 0);
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limit_counter where key = ${key}`);
    },
  };
}
