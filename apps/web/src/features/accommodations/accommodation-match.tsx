import { accommodationLabel, type AccommodationMatch } from '@jobboard/contracts/accommodation-options';
import './accommodations.css';

/** "Offers 3 of your 4 needs": a sentence a screen reader reads whole, then what is missing. */
export function matchSentence(match: AccommodationMatch): string {
  if (match.offered === match.needed) return match.needed === 1 ? 'Offers your accommodation need' : `Offers all ${match.needed} of your accommodation needs`;
  return `Offers ${match.offered} of your ${match.needed} accommodation needs`;
}

/**
 * How a job's offer meets the seeker's own needs. The server adds the match to the seeker's own
 * answers only; employers never see it. `compact` (job cards) names what is missing in one line.
 */
export function AccommodationMatchNote({ match, compact = false }: { match: AccommodationMatch | undefined; compact?: boolean }) {
  if (!match) return null;
  const missing = match.missing.map(accommodationLabel);
  if (compact) {
    return (
      <p className="accommodation-match">
        <strong>{matchSentence(match)}</strong>
        {missing.length ? `. Not listed: ${missing.join(', ')}` : null}
      </p>
    );
  }
  return (
    <section aria-labelledby="job-accommodation-match" className="job-detail__section accommodation-match">
      <h2 id="job-accommodation-match">Your accommodation needs</h2>
      <p>
        <strong>{matchSentence(match)}</strong>. This is worked out for you alone from your profile; employers do not see it.
      </p>
      {missing.length ? (
        <>
          <p>Not listed by this employer (you can still ask for them when you apply):</p>
          <ul>
            {missing.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
