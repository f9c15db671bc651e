import { useRef } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { JOB_SORT_LABELS, JOB_SORTS, type JobSort } from '@jobboard/contracts/job-options';
import { messageOf } from '../../../lib/api-client.ts';
import { LoadError } from '../../../ui/loading.tsx';
import { KEEP_FOCUS } from '../../../ui/page-heading.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { LiveText } from '../../../ui/live-text.tsx';
import { useAnnouncement } from '../../../ui/use-announcement.ts';
import type { JobPage } from '../api/job-queries.ts';
import { effectiveSort, paramsFromFilters, type JobFilters } from '../job-list-params.ts';
import { plural } from '../job-text.ts';
import { JobCard } from './job-card.tsx';
import { LazySaveButton } from './lazy-save-button.tsx';
import { SearchSuggestionNote, suggestionSentence } from './search-suggestion.tsx';

type Props = {
  filters: JobFilters;
  query: UseQueryResult<JobPage>;
  queryKey: string;
  showSave: boolean;
  filtered: boolean;
  onApply: (changes: Partial<JobFilters>) => void;
  onClear: () => void;
};

/** Sort, the announced result count, "Did you mean …?", the cards, and paging. */
export function JobResults({ filters, query, queryKey, showSave, filtered, onApply, onClear }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, isError, isPlaceholderData } = query;
  const loading = query.isPending || (query.isFetching && isPlaceholderData);
  const total = data?.pagination.total ?? 0;
  // NOTE: past 1,000 matches the API estimates the total (pagination.estimated).
  const found = data ? `${data.pagination.estimated ? 'About ' : ''}${plural(total, 'job')} found` : '';
  const status = loading ? 'Loading jobs...' : isError ? 'Error Loading Jobs' : found;
  // A correction is spoken with the count it explains ("1 job found. Showing results for …").
  const suggestion = loading || isError ? undefined : data?.suggestion;
  const said = useAnnouncement(suggestion ? `${status}. ${suggestionSentence(suggestion)}` : status, queryKey);
  const pastTheEnd = filters.page > 1 && total > 0;
  const sorts = JOB_SORTS.filter((s) => s !== 'relevance' || filters.search);

  return (
    <section className="job-results" aria-labelledby="job-results-title">
      <div className="job-results__bar">
        <h2 id="job-results-title" ref={heading} tabIndex={-1}>
          Results
        </h2>
        <div className="field job-results__sort">
          <label className="field__label" htmlFor="job-sort">
            Sort by
          </label>
          <select id="job-sort" value={effectiveSort(filters)} onChange={(e) => onApply({ sort: e.target.value as JobSort })}>
            {sorts.map((s) => (
              <option key={s} value={s}>
                {JOB_SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* The visible count; the live region below speaks it once per search and is read in place. */}
      <p className="job-results__count" aria-hidden="true">
        {status}
      </p>
      <LiveText>{said}</LiveText>
      {suggestion ? <SearchSuggestionNote filters={filters} suggestion={suggestion} onNavigate={() => heading.current?.focus()} /> : null}

      {isError && !data ? (
        <LoadError title="Error Loading Jobs" level="h3" message={messageOf(query.error, 'The jobs could not be loaded. Please try again.')} onRetry={() => void query.refetch()} />
      ) : null}

      {data && data.jobs.length === 0 && pastTheEnd ? (
        // A shared or bookmarked page of a search that has since shrunk: its matches are on earlier pages.
        <div className="card job-results__empty">
          <h3>No jobs on this page</h3>
          <p>The results of this search end before page {filters.page}.</p>
          <Link to={`/jobs?${paramsFromFilters({ ...filters, page: 1 })}`} state={KEEP_FOCUS} onClick={() => heading.current?.focus()}>
            Go to the first page
          </Link>
        </div>
      ) : null}

      {data && data.jobs.length === 0 && !pastTheEnd ? (
        <div className="card job-results__empty">
          <h3>No jobs found</h3>
          {filtered ? (
            <>
              <p>No jobs match these filters. Try fewer filters or different keywords.</p>
              <button type="button" className="button button--secondary" onClick={onClear}>
                Clear all filters
              </button>
            </>
          ) : (
            <p>There are no open jobs right now. Please check back soon.</p>
          )}
        </div>
      ) : null}

      {data && data.jobs.length > 0 ? (
        <ul className="job-list" aria-busy={loading || undefined}>
          {data.jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} actions={showSave ? <LazySaveButton job={job} /> : null} />
            </li>
          ))}
        </ul>
      ) : null}

      {data ? (
        <Pagination
          page={filters.page}
          pages={data.pagination.pages}
          label="Job results pages"
          estimated={data.pagination.estimated === true}
          hrefFor={(page) => `/jobs?${paramsFromFilters({ ...filters, page })}`}
          onNavigate={() => heading.current?.focus()}
        />
      ) : null}
    </section>
  );
}
