import { useCallback, useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms; flush() takes the current value at once. */
export function useDebouncedValue<T>(value: T, delay: number): [T, () => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  const flush = useCallback(() => setDebounced(value), [value]);
  return [debounced, flush];
}
