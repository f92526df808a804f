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

/**
 * A FIFO semaphore: `run(fn)` starts `fn` once fewer than `limit` runs are in flight. Lets tasks that
 * become ready at different times (a scene whose speech and picture just arrived, a transition whose two
 * neighbours are done) share one budget of heavy processes.
 */
export function createLimiter(limit: number): <R>(fn: () => Promise<R>) => Promise<R> {
  let active = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    active--;
    queue.shift()?.();
  };
  return async <R>(fn: () => Promise<R>): Promise<R> => {
    if (active >= Math.max(1, limit)) await new Promise<void>((resolve) => queue.push(resolve));
    active++;
    try {
      return await fn();
    } finally {
      release();
    }
  };
}
