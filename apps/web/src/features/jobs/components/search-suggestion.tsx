import { Link } from 'react-router';
import type { SearchSuggestion } from '@jobboard/contracts/jobs';
import { KEEP_FOCUS } from '../../../ui/page-heading.tsx';
import { paramsFromFilters, type JobFilters } from '../job-list-params.ts';

type Props = {
  filters: JobFilters;
  suggestion: SearchSuggestion;
  /** Called as a link is followed: the note it sits in is replaced, so focus goes to the results. */
  onNavigate: () => void;
};

/** What the note says, for the results' live region (the links themselves are read in place). */
export const suggestionSentence = (suggestion: SearchSuggestion) =>
  suggestion.applied ? `Showing results for ${suggestion.text}.` : `Did you mean ${suggestion.text}?`;

/**
 * "Did you mean …?" under the result count: a link that runs the corrected words, or, when the
 * server already answered with them, one that runs the words as typed. Filters are kept.
 */
export function SearchSuggestionNote({ filters, suggestion, onNavigate }: Props) {
  const href = (search: string, exact: boolean) => `/jobs?${paramsFromFilters({ ...filters, search, exact, page: 1 })}`;
  const link = (search: string, exact: boolean) => (
    <Link to={href(search, exact)} state={KEEP_FOCUS} onClick={onNavigate}>
      {search}
    </Link>
  );
  return (
    <p className="job-results__suggestion">
      {suggestion.applied ? (
        <>
          Showing results for <strong>{suggestion.text}</strong>. Search instead for {link(filters.search, true)}
        </>
      ) : (
        <>Did you mean {link(suggestion.text, false)}?</>
      )}
    </p>
  );
}
