import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { KEEP_FOCUS } from './page-heading.tsx';

/**
 * A page past the last one (its last item just deleted, unsaved or filtered out, or an old link)
 * is replaced by the last page that has items, focus left where it is. True while that happens,
 * so the list does not say "nothing here" for a moment. Exact totals only: an estimated one
 * (the public job list) may be wrong about where the end is.
 */
export function usePagePastEnd(page: number, loaded: { pages: number; empty: boolean } | undefined, hrefFor: (page: number) => string): boolean {
  const navigate = useNavigate();
  const last = loaded && loaded.empty && page > 1 && loaded.pages >= 1 && page > loaded.pages ? loaded.pages : null;
  const target = last === null ? null : hrefFor(last);
  useEffect(() => {
    if (target !== null) void navigate(target, { replace: true, state: KEEP_FOCUS });
  }, [target, navigate]);
  return target !== null;
}
