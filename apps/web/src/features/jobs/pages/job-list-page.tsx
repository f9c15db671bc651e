import { lazy, Suspense, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { KEEP_FOCUS, PageHeading } from '../../../ui/page-heading.tsx';
import { useSession } from '../../auth/session.tsx';
import { jobListQuery } from '../api/job-queries.ts';
import { JobFilterPanel } from '../components/job-filter-panel.tsx';
import { JobResults } from '../components/job-results.tsx';
import { JobSearchForm } from '../components/job-search-form.tsx';
import { apiQuery, EMPTY_FILTERS, feedPath, filtersFromParams, hasFilters, paramsFromFilters, withChanges, type JobFilters } from '../job-list-params.ts';
import '../jobs.css';

// Only signed-in job seekers save searches: everyone else's page does not load it.
const SaveSearch = lazy(() => import('../../saved-searches/components/save-search.tsx').then((m) => ({ default: m.SaveSearch })));

/** /jobs: search, filters, results and paging, all held in the URL so a search can be shared and Back works. */
export default function JobListPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const queryString = apiQuery(filters);
  const query = useQuery(jobListQuery(queryString));
  const filtered = hasFilters(filters);

  // Each change is its own history entry (Back undoes it) and keeps focus on the control used.
  // flushSync: the filters' controls follow the URL; in a transition a radio just chosen would read
  // unchecked (and be announced so) until the navigation committed.
  const apply = (changes: Partial<JobFilters>) => setParams(paramsFromFilters(withChanges(filters, changes)), { state: KEEP_FOCUS, flushSync: true });
  const clear = () => setParams(paramsFromFilters(EMPTY_FILTERS), { state: KEEP_FOCUS, flushSync: true });

  return (
    <div className="job-list-page stack">
      <div className="page-header">
        <PageHeading>Browse Jobs</PageHeading>
        {user?.role === 'employer' ? (
          <Link to="/jobs/post" className="button">
            Post a Job
          </Link>
        ) : null}
      </div>
      <p>Every job here comes with the accommodations the employer offers, so you can see what support to expect before you apply.</p>
      <JobSearchForm filters={filters} onApply={apply} />
      {user?.role === 'applicant' ? (
        <Suspense fallback={null}>
          <SaveSearch filters={filters} />
        </Suspense>
      ) : null}
      <div className="job-list-page__layout">
        <JobFilterPanel filters={filters} onApply={apply} onClear={clear} active={filtered} hasNeeds={user?.role === 'applicant' && user.accommodations_needed.length > 0} />
        <JobResults
          filters={filters}
          query={query}
          queryKey={queryString}
          showSave={user?.role === 'applicant'}
          filtered={filtered}
          onApply={apply}
          onClear={clear}
        />
      </div>
      {/* React puts the <link> in the document's head, where browsers and feed readers look for it. */}
      <link rel="alternate" type="application/rss+xml" title="Inclusive Jobs: RSS feed of this search" href={feedPath(filters)} />
      <p>
        <a href={feedPath(filters)}>RSS feed of this search</a>
      </p>
    </div>
  );
}
