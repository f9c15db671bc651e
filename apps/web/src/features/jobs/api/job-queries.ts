import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Job, SearchSuggestion } from '@jobboard/contracts/jobs';
import type { Pagination } from '@jobboard/contracts/pagination';
import { api } from '../../../lib/api-client.ts';

// NOTE: this module is loaded by the public job pages, so it imports only types from the
// zod contracts; the public pages' JavaScript budget has no room for the validation library.

export type JobPage = { jobs: Job[]; pagination: Pagination; suggestion?: SearchSuggestion };

/** Jobs stay fresh for 5 minutes (docs/architecture.md#web-client). */
export const JOBS_STALE_TIME = 5 * 60_000;
/** Every job query starts with this key, so one invalidation refreshes lists, details and My Jobs. */
export const JOBS_KEY = ['jobs'] as const;

/** GET /v1/jobs with the list page's query string. */
export const jobListQuery = (query: string) =>
  queryOptions<JobPage>({
    queryKey: [...JOBS_KEY, 'list', query],
    queryFn: ({ signal }) => api.get('/v1/jobs', { query, signal }).then((r) => r.data),
    staleTime: JOBS_STALE_TIME,
    // The old results stay on screen (marked busy) while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

/** GET /v1/jobs/{id}; a 404 (or a malformed id) is not retried. */
export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get('/v1/jobs/{id}', { params: { id }, signal }).then((r) => r.data.job),
    staleTime: JOBS_STALE_TIME,
    retry: (count, error) => count < 1 && !isNotFound(error),
  });

/** GET /v1/jobs/{id}/similar: up to three related postings. */
export const similarJobsQuery = (id: string) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'similar', id],
    queryFn: ({ signal }) => api.get('/v1/jobs/{id}/similar', { params: { id }, signal }).then((r) => r.data.jobs),
    staleTime: JOBS_STALE_TIME,
  });

/** A job that does not exist, is not visible to this caller, or whose id is malformed. */
export function isNotFound(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
}
