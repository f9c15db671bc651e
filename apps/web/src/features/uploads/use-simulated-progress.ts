import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec part 2 §4: steps of 10 up to 90 every 200 ms, then complete on the answer. */
const STEP = 10;
const CEILING = 90;
const TICK_MS = 200;

/**
 * Progress for an upload whose real progress is unknown. `null` when idle. Screen readers get
 * a short text at 0, 50 and 100 % rather than every tick, which would drown everything else.
 */
export function useSimulatedProgress() {
  const [value, setValue] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const stop = () => window.clearInterval(timer.current);
  useEffect(() => stop, []);

  const start = useCallback(() => {
    stop();
    setValue(0);
    timer.current = window.setInterval(() => setValue((v) => (v === null || v >= CEILING ? v : v + STEP)), TICK_MS);
  }, []);
  const finish = useCallback(() => {
    stop();
    setValue(100);
  }, []);
  const reset = useCallback(() => {
    stop();
    setValue(null);
  }, []);

  const milestone = value === null ? '' : value >= 100 ? 'Upload complete.' : value >= 50 ? 'Uploading, about half done.' : 'Uploading...';
  return { value, milestone, start, finish, reset };
}
