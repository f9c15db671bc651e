import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { APPLICANT_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '@jobboard/contracts/job-options';
import type { MyApplication } from '@jobboard/contracts/applications';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { useConfirm } from '../../../ui/confirm-dialog.tsx';
import { LiveText } from '../../../ui/live-text.tsx';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useAnnouncement } from '../../../ui/use-announcement.ts';
import { usePagePastEnd } from '../../../ui/use-page-past-end.ts';
import { myApplicationsQuery, useWithdraw, type MyApplicationsFilter } from '../api/applications-api.ts';
import { ApplicationCard } from './application-card.tsx';
import { ApplicationStats } from './application-stats.tsx';

type Props = { filter: MyApplicationsFilter; onFilter: (changes: Partial<MyApplicationsFilter>) => void; hrefFor: (page: number) => string };

/** Search, status filter, statistics and the application cards. */
export function ApplicationsPanel({ filter, onFilter, hrefFor }: Props) {
  const query = useQuery(myApplicationsQuery(filter));
  const withdraw = useWithdraw();
  const toast = useToast();
  const [confirm, dialog] = useConfirm();
  const [search, setSearch] = useState(filter.search);
  const [seen, setSeen] = useState(filter.search);
  if (seen !== filter.search) {
    setSeen(filter.search);
    setSearch(filter.search);
  }
  const data = query.data;
  const movingBack = usePagePastEnd(filter.page, data && { pages: data.pagination.pages, empty: data.data.length === 0 }, hrefFor);
  const loading = query.isPending || (query.isFetching && query.isPlaceholderData);
  const count = data ? `${data.pagination.total} ${data.pagination.total === 1 ? 'application' : 'applications'} found` : '';
  const said = useAnnouncement(loading ? 'Loading applications...' : count, JSON.stringify(filter));

  const onWithdraw = async (application: MyApplication) => {
    const ok = await confirm({
      title: 'Withdraw application?',
      message: 'Are you sure you want to withdraw this application?',
      confirmLabel: 'Withdraw',
      cancelLabel: 'Keep Application',
      danger: true,
    });
    if (!ok) return;
    try {
      const answer = await withdraw.mutateAsync(application.id);
      toast.success(successText(answer, 'Application withdrawn successfully!'));
      document.getElementById(`application-${application.id}`)?.focus();
    } catch (error) {
      toast.error(messageOf(error, 'Failed to withdraw application'));
    }
  };

  return (
    <div className="stack">
      <form
        role="search"
        aria-label="Search applications"
        className="card application-filters"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onFilter({ search: search.trim() });
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="applications-search">
            Search applications
          </label>
          <input
            id="applications-search"
            type="search"
            placeholder="Search by job title or company..."
            value={search}
            maxLength={200}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <button type="submit" className="button">
          Search
        </button>
        <div className="field">
          <label className="field__label" htmlFor="applications-status">
            Status
          </label>
          <select id="applications-status" value={filter.status} onChange={(e) => onFilter({ status: e.target.value as ApplicationStatus | 'all' })}>
            <option value="all">All statuses</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPLICANT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </form>
      <LiveText>{said}</LiveText>

      {data ? <ApplicationStats stats={data.stats} /> : null}
      {/* Unseen, like Statistics: the cards' headings belong under it, not under Statistics. */}
      <h2 className="visually-hidden">Applications</h2>
      {query.isPending ? <Loading label="Loading applications..." /> : null}
      {query.isError && !data ? (
        <LoadError message="Error loading applications. Please try again." onRetry={() => void query.refetch()} />
      ) : null}
      {data && data.data.length === 0 && !movingBack ? (
        <div className="card">
          {data.stats.total === 0 ? (
            <>
              <h3>No applications yet</h3>
              <p>When you apply for a job, you can follow its progress here.</p>
              <Link to="/jobs" className="button">
                Browse Jobs
              </Link>
            </>
          ) : (
            <>
              <h3>No applications found</h3>
              <p>No applications match this search or status. Try another search, or choose All statuses.</p>
            </>
          )}
        </div>
      ) : null}
      {data && data.data.length ? (
        <>
          <p aria-hidden="true">{count}</p>
          <ul className="application-list" aria-busy={loading || undefined}>
            {data.data.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} onWithdraw={() => void onWithdraw(application)} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {data ? <Pagination page={filter.page} pages={data.pagination.pages} label="Applications pages" hrefFor={hrefFor} /> : null}
      {dialog}
    </div>
  );
}
