// Runs async work with at most `limit` tasks at a time, in input order; the first failure stops new work.
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed: unknown;
  const worker = async () => {
    while (failed === undefined && next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i]!, i);
      } catch (err) {
        failed ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failed !== undefined) throw failed;
  return results;
}

/** A FIFO semaphore (see createLimiter), with a second lane for work that can wait for the rest. */
export interface Limiter {
  <R>(fn: () => Promise<R>): Promise<R>;
  /**
   * Runs `fn` in a place of the same budget, but only when no FIFO task is waiting for one: work that
   * can be done last (the cover) fills a core the others leave idle instead of delaying them.
   */
  whenIdle<R>(fn: () => Promise<R>): Promise<R>;
}

/**
 * A FIFO semaphore: `run(fn)` starts `fn` once fewer than `limit` runs are in flight. Lets tasks that
 * become ready at different times (a scene whose speech and picture just arrived, a transition whose two
 * neighbours are done) share one budget of heavy processes. A finished run hands its place straight to
 * the next waiter, so no newcomer can slip in between.
 */
export function createLimiter(limit: number): Limiter {
  const max = Math.max(1, limit);
  let active = 0;
  const queue: Array<() => void> = [];
  const idle: Array<() => void> = [];
  const release = () => {
    const next = queue.shift() ?? idle.shift();
    if (next) next();
    else active--;
  };
  const acquire = (lane: Array<() => void>) =>
    new Promise<void>((resolve) => {
      if (active < max && (lane === queue || queue.length === 0)) {
        active++;
        resolve();
      } else lane.push(resolve);
    });
  const run = async <R>(lane: Array<() => void>, fn: () => Promise<R>): Promise<R> => {
    await acquire(lane);
    try {
      return await fn();
    } finally {
      release();
    }
  };
  const limiter = (<R>(fn: () => Promise<R>) => run(queue, fn)) as Limiter;
  limiter.whenIdle = (fn) => run(idle, fn);
  return limiter;
}
