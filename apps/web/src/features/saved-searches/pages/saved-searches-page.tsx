import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { SAVED_SEARCHES_MAX } from '@jobboard/contracts/saved-search-options';
import { messageOf } from '../../../lib/api-client.ts';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { savedSearchesQuery } from '../api/saved-searches-api.ts';
import { SavedSearchItem } from '../components/saved-search-item.tsx';
import '../saved-searches.css';

/** /saved-searches: the job seeker's saved searches and their alerts. */
export default function SavedSearchesPage() {
  const query = useQuery(savedSearchesQuery());
  const headingRef = useRef<HTMLDivElement>(null);
  const searches = query.data;
  return (
    <div className="stack" ref={headingRef}>
      <PageHeading>Saved Searches</PageHeading>
      <p>
        We email you new jobs that match each search, as often as you choose. You can keep up to {SAVED_SEARCHES_MAX}. To save another, search on the{' '}
        <Link to="/jobs">job list</Link> and choose “Save this search and get alerts”. Alerts stop for all of them while “Email me job alerts” is off in your{' '}
        <Link to="/profile?tab=preferences">preferences</Link>.
      </p>
      {searches ? (
        searches.length ? (
          <ul className="saved-search__list">
            {searches.map((search) => (
              <SavedSearchItem key={search.id} search={search} onDeleted={() => headingRef.current?.querySelector<HTMLElement>('h1')?.focus()} />
            ))}
          </ul>
        ) : (
          <p>You have no saved searches yet.</p>
        )
      ) : query.isError ? (
        <LoadError message={messageOf(query.error, 'Your saved searches could not be loaded.')} onRetry={() => void query.refetch()} />
      ) : (
        <Loading label="Loading your saved searches..." />
      )}
    </div>
  );
}
