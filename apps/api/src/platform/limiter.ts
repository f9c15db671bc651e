/**
 * Runs at most `limit` tasks at once; the others wait their turn, first come first served.
 * A finishing task hands its slot straight to the first waiter, so a task arriving meanwhile
 * can neither take the slot first nor push the number running past the limit.
 */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < limit) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
