import { useEffect, useMemo, useRef } from 'react';

/**
 * Calls `fn` once calls to schedule() have paused for `delay` ms (search as you type); cancel()
 * drops a pending call. The latest `fn` is the one called, and nothing runs after unmount.
 */
export function useDelayedCall<A extends unknown[]>(fn: (...args: A) => void, delay: number) {
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      schedule(...args: A) {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => latest.current(...args), delay);
      },
      cancel() {
        window.clearTimeout(timer.current);
      },
    }),
    [delay],
  );
}
