import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { KEEP_FOCUS, PageHeading } from '../../../ui/page-heading.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { useAnnouncement } from '../../../ui/use-announcement.ts';
import { useSession } from '../../auth/session.tsx';
import { candidatesQuery } from '../api/candidates-api.ts';
import { candidateFilterFrom, candidateParams, EMPTY_FILTER, finderHref, type CandidateFilter } from '../candidate-filter.ts';
import { CandidateCard } from '../components/candidate-card.tsx';
import { CandidateFilters } from '../components/candidate-filters.tsx';
import '../candidates.css';
import { LiveText } from '../../../ui/live-text.tsx';

/** 'Found N candidate(s)' plus ' for "keyword"' when one is set. */
export const resultsText = (total: number, keyword: string) => `Found ${total} candidate(s)${keyword ? ` for "${keyword}"` : ''}`;

function CandidateFinder() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filter = candidateFilterFrom(params);
  const query = useQuery(candidatesQuery(filter, true));
  const results = useRef<HTMLHeadingElement>(null);

  // A filter change keeps the page; it replaces the history entry so Back is not flooded by typing.
  const onChange = (changes: Partial<CandidateFilter>) =>
    setParams((prev) => candidateParams({ ...candidateFilterFrom(prev), ...changes }), { replace: true, state: KEEP_FOCUS });
  const goFirstPage = (next: CandidateFilter) => void navigate(finderHref({ ...next, page: 1 }), { state: KEEP_FOCUS });

  const data = query.data?.data;
  const loading = query.isPending || (query.isFetching && query.isPlaceholderData);
  const header = data ? resultsText(data.total, filter.keyword) : '';
  const said = useAnnouncement(loading ? 'Searching candidates...' : header, candidateParams(filter).toString());

  return (
    <>
      <CandidateFilters filter={filter} onChange={onChange} onSearch={(text) => goFirstPage({ ...filter, ...text })} onReset={() => goFirstPage(EMPTY_FILTER)} />
      <LiveText>{said}</LiveText>
      <section aria-labelledby="candidate-results-title" className="candidate-results">
        {query.isPending ? (
          <>
            <h2 id="candidate-results-title" className="visually-hidden">
              Results
            </h2>
            <Loading label="Searching candidates..." />
          </>
        ) : null}
        {query.isError && !data ? (
          <LoadError title="Error Loading Candidates" message="The candidates could not be loaded. Please try again." onRetry={() => void query.refetch()} />
        ) : null}
        {data ? (
          <>
            <h2 id="candidate-results-title" ref={results} tabIndex={-1}>
              {header}
            </h2>
            {data.candidates.length === 0 && data.total > 0 ? (
              <p>
                There are no candidates on page {filter.page}. <Link to={finderHref({ ...filter, page: 1 })} state={KEEP_FOCUS}>Go to the first page</Link>
              </p>
            ) : null}
            {data.total === 0 ? (
              <div className="card">
                <p>No candidates found matching your criteria.</p>
                <p className="muted">Try removing some required skills or accessibility needs, choosing a lower minimum experience, or leaving the location empty.</p>
              </div>
            ) : null}
            {data.candidates.length ? (
              <ul className="candidate-list" aria-busy={loading || undefined}>
                {data.candidates.map((c) => (
                  <li key={c.id}>
                    <CandidateCard candidate={c} />
                  </li>
                ))}
              </ul>
            ) : null}
            <Pagination page={filter.page} pages={data.pages} label="Candidate pages" hrefFor={(page) => finderHref({ ...filter, page })} onNavigate={() => results.current?.focus()} />
          </>
        ) : null}
      </section>
    </>
  );
}

/** /candidate-finder: employers search public candidate profiles; anyone else is told it is not for them. */
export default function CandidateFinderPage() {
  const { user } = useSession();
  if (user?.role !== 'employer') {
    return (
      <div className="stack">
        <PageHeading title="Access Denied">Access Denied – Only employers can access the Candidate Finder.</PageHeading>
        <Link to="/dashboard">Go to Dashboard</Link>
      </div>
    );
  }
  return (
    <div className="candidate-finder-page stack">
      <div>
        <PageHeading>Candidate Finder</PageHeading>
        <p className="page-subtitle">Find job seekers whose skills, experience and working preferences fit your roles.</p>
      </div>
      <CandidateFinder />
    </div>
  );
}
