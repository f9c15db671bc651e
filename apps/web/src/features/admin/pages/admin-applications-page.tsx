import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminApplication, ApplicationSummary } from '@jobboard/contracts/admin-applications';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '@jobboard/contracts/job-options';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { useConfirm } from '../../../ui/confirm-dialog.tsx';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { usePagePastEnd } from '../../../ui/use-page-past-end.ts';
import { adminApplicationsQuery, APPLICATIONS_PAGE_SIZE, useAdminApplicationStatus, useAdminDeleteApplication } from '../api/admin-applications.ts';
import { ApplicationRow } from '../components/application-row.tsx';
import { AdminToolbar, FilterBar, FilterSelect } from '../components/admin-list.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { TableRegion } from '../components/table-region.tsx';
import { apiQuery, useFilterParams } from '../use-filter-params.ts';
import '../admin.css';

const FILTERS = ['search', 'status'] as const;
const STATUS_OPTIONS = APPLICATION_STATUSES.map((s) => [s, APPLICATION_STATUS_LABELS[s]] as const);

/** The total, then a card per status: together they add up to the total. */
export const summaryItems = (summary: ApplicationSummary | undefined) => [
  { label: 'Total applications', value: summary?.total },
  ...APPLICATION_STATUSES.map((s) => ({ label: APPLICATION_STATUS_LABELS[s], value: summary?.[s] })),
];

/** /admin/applications: every application, any status settable, delete. */
export default function AdminApplicationsPage() {
  const { page, values, setFilters, reset, hrefFor } = useFilterParams(FILTERS);
  const query = useQuery(adminApplicationsQuery(apiQuery(page, APPLICATIONS_PAGE_SIZE, values)));
  const setStatus = useAdminApplicationStatus();
  const remove = useAdminDeleteApplication();
  const toast = useToast();
  const [confirm, dialog] = useConfirm();
  const results = useRef<HTMLParagraphElement>(null);
  const data = query.data;
  const movingBack = usePagePastEnd(page, data && { pages: data.pagination.pages, empty: data.applications.length === 0 }, hrefFor);

  const changeStatus = async (a: AdminApplication, status: ApplicationStatus) => {
    try {
      toast.success(successText(await setStatus.mutateAsync({ id: a.id, status }), 'Application status updated successfully!'));
    } catch (error) {
      toast.error(messageOf(error, 'Failed to update application status'));
    }
  };

  const deleteApplication = async (a: AdminApplication) => {
    const ok = await confirm({
      title: 'Delete this application?',
      message: `The application of ${a.applicant_name} for “${a.job_title}” and its status history are removed. This action cannot be undone.`,
      confirmLabel: 'Delete Application',
      danger: true,
    });
    if (!ok) return;
    try {
      toast.success(successText(await remove.mutateAsync(a.id), 'Application deleted successfully!'));
      results.current?.focus();
    } catch (error) {
      toast.error(messageOf(error, 'Failed to delete application'));
    }
  };

  return (
    <div className="admin-page stack">
      <AdminToolbar title="All Applications" refresh={query} />
      <SummaryCards label="Application summary" items={summaryItems(data?.summary)} />
      <FilterBar onReset={reset}>
        <SearchBox label="Search applications" hint="Job, company, applicant or employer" value={values.search} onSearch={(search) => setFilters({ search })} />
        <FilterSelect
          id="applications-status"
          label="Status"
          value={values.status}
          anyLabel="All statuses"
          options={STATUS_OPTIONS}
          onChange={(status) => setFilters({ status })}
        />
      </FilterBar>
      <p ref={results} tabIndex={-1} aria-live="polite" aria-atomic="true" className="admin-muted">
        {data ? `${data.pagination.total.toLocaleString()} application${data.pagination.total === 1 ? '' : 's'} found.` : ''}
      </p>
      {query.isPending ? <Loading label="Loading applications..." /> : null}
      {query.isError && !data ? (
        <LoadError title="Error Loading Applications" message={messageOf(query.error, 'The applications could not be loaded.')} onRetry={() => window.location.reload()} />
      ) : null}
      {data && data.applications.length === 0 && !movingBack ? <p>No applications match these filters.</p> : null}
      {data && data.applications.length ? (
        <TableRegion label="Applications" busy={query.isFetching}>
          <table className="data-table">
            <caption className="visually-hidden">Applications, page {page}</caption>
            <thead>
              <tr>
                <th scope="col">Applicant</th>
                <th scope="col">Job</th>
                <th scope="col">Employer</th>
                <th scope="col">Status</th>
                <th scope="col">Applied</th>
                <th scope="col">ID</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.applications.map((a) => (
                <ApplicationRow
                  key={`${a.id}-${a.status}`}
                  application={a}
                  busy={(setStatus.isPending && setStatus.variables?.id === a.id) || (remove.isPending && remove.variables === a.id)}
                  onStatus={(status) => void changeStatus(a, status)}
                  onDelete={() => void deleteApplication(a)}
                />
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
      {data ? <Pagination page={page} pages={data.pagination.pages} label="Application pages" hrefFor={hrefFor} onNavigate={() => results.current?.focus()} /> : null}
      {dialog}
    </div>
  );
}
