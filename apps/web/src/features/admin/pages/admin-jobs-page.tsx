import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { JOB_STATUS_LABELS, JOB_STATUSES, JOB_TYPE_LABELS, JOB_TYPES, type JobStatus } from '@jobboard/contracts/job-options';
import type { Job, JobHoldDto } from '@jobboard/contracts/jobs';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { useConfirm } from '../../../ui/confirm-dialog.tsx';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { ShortId } from '../../../ui/short-id.tsx';
import { JOB_STATUS_TONES, StatusBadge } from '../../../ui/status-badge.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { usePagePastEnd } from '../../../ui/use-page-past-end.ts';
import { adminJobsQuery, JOBS_PAGE_SIZE, useAdminDeleteJob, useAdminJobStatus } from '../api/admin-jobs.ts';
import { AdminToolbar, FilterBar, FilterSelect } from '../components/admin-list.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { TableRegion } from '../components/table-region.tsx';
import { useTakedownDialog } from '../components/takedown-dialog.tsx';
import { apiQuery, useFilterParams } from '../use-filter-params.ts';
import { JobLocation } from '../../jobs/components/job-location.tsx';
import '../admin.css';

const FILTERS = ['search', 'status', 'jobType'] as const;
const LISTED_STATUSES = JOB_STATUSES.filter((s) => s !== 'deleted');

/** The admin's toggle: active becomes inactive (a takedown, with a reason), anything else becomes active (lifting any hold). */
export const toggledStatus = (status: JobStatus): JobStatus => (status === 'active' ? 'inactive' : 'active');

/** Why a job is held, in the status column. */
const holdNote = (hold: JobHoldDto) => (hold.kind === 'admin' ? `Taken down: ${hold.reason ?? 'no reason given'}` : "Hidden with the employer's deactivated account");

/** /admin/jobs: every job but deleted ones, with activate/deactivate and delete. */
export default function AdminJobsPage() {
  const { page, values, setFilters, reset, hrefFor } = useFilterParams(FILTERS);
  const query = useQuery(adminJobsQuery(apiQuery(page, JOBS_PAGE_SIZE, values)));
  const setStatus = useAdminJobStatus();
  const remove = useAdminDeleteJob();
  const toast = useToast();
  const [confirm, dialog] = useConfirm();
  const [askReason, takedownDialog] = useTakedownDialog();
  const results = useRef<HTMLParagraphElement>(null);
  const data = query.data;
  const movingBack = usePagePastEnd(page, data && { pages: data.pagination.pages, empty: data.jobs.length === 0 }, hrefFor);

  const toggle = async (job: Job) => {
    const status = toggledStatus(job.status);
    const reason = status === 'active' ? undefined : await askReason(job.title);
    if (reason === null) return;
    try {
      toast.success(successText(await setStatus.mutateAsync({ id: job.id, status, ...(reason ? { reason } : {}) }), 'Job status updated successfully!'));
    } catch (error) {
      toast.error(messageOf(error, 'Failed to update job status'));
    }
  };

  const deleteJob = async (job: Job) => {
    const ok = await confirm({
      title: `Delete “${job.title}”?`,
      message: 'Are you sure you want to delete this job? It disappears from every list; its applications are kept. This action cannot be undone.',
      confirmLabel: 'Delete Job',
      danger: true,
    });
    if (!ok) return;
    try {
      toast.success(successText(await remove.mutateAsync(job.id), 'Job deleted successfully!'));
      results.current?.focus();
    } catch (error) {
      toast.error(messageOf(error, 'Failed to delete job'));
    }
  };

  const summary = data?.summary;
  return (
    <div className="admin-page stack">
      <AdminToolbar title="Manage Jobs" refresh={query} />
      <SummaryCards
        label="Job summary"
        items={[
          { label: 'Total jobs', value: summary?.total },
          { label: 'Active', value: summary?.active },
          { label: 'Inactive', value: summary?.inactive },
          { label: 'Draft', value: summary?.draft },
          { label: 'Total applications', value: summary?.applications },
        ]}
      />
      <FilterBar onReset={reset}>
        <SearchBox label="Search jobs" value={values.search} onSearch={(search) => setFilters({ search })} />
        <FilterSelect
          id="jobs-status"
          label="Status"
          value={values.status}
          anyLabel="All statuses"
          options={LISTED_STATUSES.map((v) => [v, JOB_STATUS_LABELS[v]] as const)}
          onChange={(status) => setFilters({ status })}
        />
        <FilterSelect
          id="jobs-type"
          label="Type"
          value={values.jobType}
          anyLabel="All types"
          options={JOB_TYPES.map((v) => [v, JOB_TYPE_LABELS[v]] as const)}
          onChange={(jobType) => setFilters({ jobType })}
        />
      </FilterBar>
      <p ref={results} tabIndex={-1} aria-live="polite" aria-atomic="true" className="admin-muted">
        {data ? `${data.pagination.total.toLocaleString()} job${data.pagination.total === 1 ? '' : 's'} found.` : ''}
      </p>
      {query.isPending ? <Loading label="Loading jobs..." /> : null}
      {query.isError && !data ? <LoadError title="Error Loading Jobs" message={messageOf(query.error, 'The jobs could not be loaded.')} onRetry={() => window.location.reload()} /> : null}
      {data && data.jobs.length === 0 && !movingBack ? <p>No jobs match these filters.</p> : null}
      {data && data.jobs.length ? (
        <TableRegion label="Jobs" busy={query.isFetching}>
          <table className="data-table">
            <caption className="visually-hidden">Jobs, page {page}</caption>
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Location</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                <th scope="col">Applications</th>
                <th scope="col">ID</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.jobs.map((job) => {
                const busy = (setStatus.isPending && setStatus.variables?.id === job.id) || (remove.isPending && remove.variables === job.id);
                return (
                  <tr key={job.id}>
                    <th scope="row" data-label="Job">
                      <Link to={`/jobs/${job.id}`}>{job.title}</Link>
                      <span className="data-table__note">{job.company_name || 'Unknown Company'}</span>
                      <span className="data-table__note">Posted by {job.employer_name ?? 'Unknown'}</span>
                    </th>
                    <td data-label="Location">
                      <JobLocation location={job.location} remote={job.is_remote} />
                    </td>
                    <td data-label="Type">{JOB_TYPE_LABELS[job.job_type]}</td>
                    <td data-label="Status">
                      <StatusBadge tone={JOB_STATUS_TONES[job.status]}>{JOB_STATUS_LABELS[job.status]}</StatusBadge>
                      {job.hold ? <span className="data-table__note">{holdNote(job.hold)}</span> : null}
                    </td>
                    <td data-label="Applications">{job.application_count ?? job.applications_count}</td>
                    <td data-label="ID">
                      <ShortId id={job.id} of="job" />
                    </td>
                    <td data-label="Actions">
                      <div className="data-table__actions">
                        <button type="button" className="button button--small button--secondary" disabled={busy} onClick={() => void toggle(job)}>
                          {job.status === 'active' ? 'Deactivate' : 'Activate'}
                          <span className="visually-hidden"> {job.title}</span>
                        </button>
                        <button type="button" className="button button--small button--danger" disabled={busy} onClick={() => void deleteJob(job)}>
                          Delete<span className="visually-hidden"> {job.title}</span>
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
      {data ? <Pagination page={page} pages={data.pagination.pages} label="Job pages" hrefFor={hrefFor} onNavigate={() => results.current?.focus()} /> : null}
      {dialog}
      {takedownDialog}
    </div>
  );
}
