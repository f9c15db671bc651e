import { APPLICATION_STATUSES, type ApplicationStatus } from '@jobboard/contracts/job-options';
import type { ApplicantsFilter, ApplicantsView } from './api/my-applicants.ts';

export const APPLICANTS_VIEWS: ReadonlyArray<{ id: ApplicantsView; label: string }> = [
  { id: 'cards', label: 'Cards, by job' },
  { id: 'table', label: 'Table' },
  { id: 'board', label: 'Board, by status' },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filter as the URL holds it (jobId, search, status, page, view), so Back and shared links work. */
export function applicantsFilterFrom(params: URLSearchParams): ApplicantsFilter {
  const status = params.get('status');
  const jobId = params.get('jobId');
  return {
    // NOTE: a malformed jobId would only earn a 400; it is treated as "no filter" instead.
    jobId: jobId && UUID.test(jobId) ? jobId : null,
    search: (params.get('search') ?? '').trim(),
    status: status && (APPLICATION_STATUSES as readonly string[]).includes(status) ? (status as ApplicationStatus) : 'all',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    view: APPLICANTS_VIEWS.find((v) => v.id === params.get('view'))?.id ?? 'cards',
  };
}

/** The filter written back to the URL, leaving out defaults. */
export function applicantsParams(filter: ApplicantsFilter): URLSearchParams {
  const out = new URLSearchParams();
  if (filter.jobId) out.set('jobId', filter.jobId);
  if (filter.search.trim()) out.set('search', filter.search.trim());
  if (filter.status !== 'all') out.set('status', filter.status);
  if (filter.page > 1) out.set('page', String(filter.page));
  if (filter.view !== 'cards') out.set('view', filter.view);
  return out;
}

export const hrefOf = (filter: ApplicantsFilter) => {
  const query = applicantsParams(filter).toString();
  return query ? `/my-applicants?${query}` : '/my-applicants';
};
