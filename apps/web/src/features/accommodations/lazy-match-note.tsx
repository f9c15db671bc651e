import type { AccommodationMatch } from '@jobboard/contracts/accommodation-options';
import { onDemand } from '../../ui/on-demand.tsx';

// NOTE: loaded on demand. Only a signed-in seeker who listed needs gets a match, and the
// vocabulary's labels would otherwise weigh on every visitor's job list (decision 005's budget).
const MatchNote = onDemand(() => import('./accommodation-match.tsx').then((m) => m.AccommodationMatchNote));

/** The seeker's private accommodation match, when the server sent one. */
export function LazyMatchNote({ match, compact = false }: { match: AccommodationMatch | undefined; compact?: boolean }) {
  return match ? <MatchNote match={match} compact={compact} /> : null;
}
