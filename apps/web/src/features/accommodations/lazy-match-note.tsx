import { lazy, Suspense } from 'react';
import type { AccommodationMatch } from '@jobboard/contracts/accommodation-options';

// NOTE: loaded on demand. Only a signed-in seeker who listed needs gets a match, and the
// vocabulary's labels would otherwise weigh on every visitor's job list (decision 005's budget).
const MatchNote = lazy(() => import('./accommodation-match.tsx').then((m) => ({ default: m.AccommodationMatchNote })));

/** The seeker's private accommodation match, when the server sent one. */
export function LazyMatchNote({ match, compact = false }: { match: AccommodationMatch | undefined; compact?: boolean }) {
  if (!match) return null;
  return (
    <Suspense fallback={null}>
      <MatchNote match={match} compact={compact} />
    </Suspense>
  );
}
