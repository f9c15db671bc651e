import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { KEEP_FOCUS } from '../../ui/page-heading.tsx';

/**
 * Filters and the page number live in the URL (shareable, back button works). Changing any
 * filter goes back to page 1; focus stays where the user is.
 */
export function useFilterParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  // NOTE: one object per URL, not per render: forms copy the applied values into their draft when
  // these change, and a new object at every render (data arriving, say) undid a choice not yet searched.
  const keyList = keys.join();
  const values = useMemo(
    () => Object.fromEntries(keyList.split(',').map((k) => [k, params.get(k) ?? ''])) as Record<K, string>,
    [params, keyList],
  );

  const setFilters = useCallback(
    (changes: Partial<Record<K, string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [k, v] of Object.entries(changes) as Array<[K, string | undefined]>) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          next.delete('page');
          return next;
        },
        { state: KEEP_FOCUS },
      );
    },
    [setParams],
  );

  const reset = useCallback(() => setParams(new URLSearchParams(), { state: KEEP_FOCUS }), [setParams]);

  /** The link of another page with the same filters. */
  const hrefFor = useCallback(
    (n: number) => {
      const next = new URLSearchParams(params);
      if (n > 1) next.set('page', String(n));
      else next.delete('page');
      const query = next.toString();
      return query ? `?${query}` : '?';
    },
    [params],
  );

  return { page, values, setFilters, reset, hrefFor };
}

/** The query string of an API call: page, limit and every filter that has a value. */
export function apiQuery(page: number, limit: number, filters: Record<string, string>): string {
  const q = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const [k, v] of Object.entries(filters)) if (v) q.set(k, v);
  return q.toString();
}
