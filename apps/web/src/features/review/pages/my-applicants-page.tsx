import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EMPLOYER_ACTIONS } from '@jobboard/contracts/review';
import type { EmployerApplication } from '@jobboard/contracts/review';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { LiveText } from '../../../ui/live-text.tsx';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { KEEP_FOCUS, PageHeading } from '../../../ui/page-heading.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useAnnouncement } from '../../../ui/use-announcement.ts';
import { usePagePastEnd } from '../../../ui/use-page-past-end.ts';
import { useSession } from '../../auth/session.tsx';
import { myApplicantsQuery, useSetApplicationStatus, type ApplicantsFilter, type SettableStatus } from '../api/my-applicants.ts';
import { applicantsFilterFrom, applicantsParams, hrefOf } from '../applicants-filter.ts';
import { entryIds } from '../components/applicant-entry.tsx';
import { ApplicantCards, ApplicantsBoard, ApplicantsTable, ViewChoice } from '../components/applicants-views.tsx';
import { ApplicantsFilters } from '../components/applicants-filters.tsx';
import { useStatusDialog } from '../components/status-dialog.tsx';
import { LazyWaitingRequests } from '../../accommodation-requests/lazy.tsx';
import '../review.css';

const applicantsText = (n: number) => `${n} ${n === 1 ? 'applicant' : 'applicants'}`;

/** /my-applicants: the employer's applicants, optionally for one job, with status changes. */
export default function MyApplicantsPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filter = applicantsFilterFrom(params);
  const query = useQuery(myApplicantsQuery(filter, user?.role === 'employer'));
  const setStatus = useSetApplicationStatus();
  const toast = useToast();
  const [askStatus, dialog] = useStatusDialog();
  const summary = useRef<HTMLParagraphElement>(null);

  const onFilter = (changes: Partial<ApplicantsFilter>) =>
    // NOTE: from the current URL, not this render's: a delayed search must not undo a newer change.
    setParams((prev) => applicantsParams({ ...applicantsFilterFrom(prev), ...changes, page: 1 }), { replace: true, state: KEEP_FOCUS });

  const change = async (application: EmployerApplication, next: SettableStatus) => {
    const answer = await askStatus(EMPLOYER_ACTIONS[next]);
    if (answer === null) return;
    try {
      const result = await setStatus.mutateAsync({ id: application.id, status: next, notes: answer.notes });
      toast.success(successText(result, 'Application status updated successfully!'));
      // The buttons that were pressed are gone now; the new status is the place to continue from.
      const status = document.getElementById(entryIds(application.id).status);
      (status ?? summary.current)?.focus();
    } catch (error) {
      toast.error(messageOf(error, 'Failed to update application status'));
    }
  };

  const data = query.data?.data;
  const total = data?.pagination.total ?? 0;
  const pages = data?.pagination.pages ?? 0;
  const movingBack = usePagePastEnd(filter.page, data && { pages, empty: data.applications.length === 0 }, (page) => hrefOf({ ...filter, page }));
  const loading = query.isPending || (query.isFetching && query.isPlaceholderData);
  const jobTitle = filter.jobId ? data?.applications[0]?.job.title : undefined;
  const said = useAnnouncement(loading ? 'Loading applicants...' : data ? `${applicantsText(total)} found` : '', applicantsParams(filter).toString());
  const filtered = Boolean(filter.search || filter.status !== 'all');
  const viewProps = (applications: EmployerApplication[]) => ({
    applications,
    busyId: setStatus.isPending ? setStatus.variables?.id : undefined,
    onAction: (application: EmployerApplication, next: SettableStatus) => void change(application, next),
  });

  return (
    <div className="my-applicants-page stack">
      <div>
        <PageHeading>My Applicants</PageHeading>
        <p className="page-subtitle">
          {filter.jobId
            ? `Applications for ${jobTitle ? `“${jobTitle}”` : 'one of your job postings'}. Review each one and move it through your hiring process.`
            : 'Applications to all of your job postings. Review each one and move it through your hiring process.'}
        </p>
      </div>
      {filter.jobId ? (
        <div className="alert alert--info applicants-notice">
          <p>
            <strong>Filtered by Job ID</strong>
            <span className="applicants-notice__id"> {filter.jobId}</span>
          </p>
          <button type="button" className="button button--secondary button--small" onClick={() => navigate(hrefOf({ ...filter, jobId: null, page: 1 }))}>
            View All Applicants
          </button>
        </div>
      ) : null}
      {user?.role === 'employer' ? <LazyWaitingRequests jobId={filter.jobId} /> : null}
      <ApplicantsFilters filter={filter} onFilter={onFilter} />
      <ViewChoice view={filter.view} onChange={(view) => onFilter({ view })} />

      {query.isPending && query.fetchStatus !== 'idle' ? <Loading label="Loading applicants..." /> : null}
      {query.isError && !data ? <LoadError message="Failed to load applicants. Please try again." onRetry={() => void query.refetch()} /> : null}
      {/* One line, heard once: the visible count is hidden from screen readers, which hear the live text
          beside it (spoken on each change, and read when paging moves focus here). */}
      <p ref={summary} tabIndex={-1} className="applicants-summary">
        <span aria-hidden="true">{data ? `${applicantsText(total)} found` : ''}</span>
        <LiveText inline>{said}</LiveText>
      </p>
      {data && data.applications.length === 0 && !movingBack ? (
        <div className="card">
          <h2>{filtered || filter.jobId ? 'No applicants found' : 'No applicants yet'}</h2>
          <p>
            {filtered
              ? 'No applications match this search or status. Try another search, or choose All statuses.'
              : 'When people apply for your jobs, their applications appear here. Post a job to start receiving applications.'}
          </p>
          <Link to="/jobs/post" className="button">
            Post a Job
          </Link>
        </div>
      ) : null}
      {data && data.applications.length ? (
        <div aria-busy={loading || undefined} className="applicants-view">
          {filter.view === 'table' ? (
            <ApplicantsTable {...viewProps(data.applications)} />
          ) : filter.view === 'board' ? (
            <ApplicantsBoard {...viewProps(data.applications)} />
          ) : (
            <ApplicantCards {...viewProps(data.applications)} oneJob={Boolean(filter.jobId)} />
          )}
        </div>
      ) : null}
      {data && pages > 1 ? (
        <div className="applicants-paging">
          <p>Total: {applicantsText(total)}</p>
          <Pagination page={filter.page} pages={pages} label="Applicant pages" hrefFor={(page) => hrefOf({ ...filter, page })} onNavigate={() => summary.current?.focus()} />
        </div>
      ) : null}
      {dialog}
    </div>
  );
}
