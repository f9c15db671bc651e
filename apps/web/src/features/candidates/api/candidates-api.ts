import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { candidateApiSearch, type CandidateFilter } from '../candidate-filter.ts';

export const CANDIDATES_KEY = ['candidates'] as const;

/** Candidate data: fresh for 2 minutes, 2 retries 1 second apart (docs/architecture.md#web-client). */
const CANDIDATE_CACHE = { staleTime: 2 * 60_000, retry: 2, retryDelay: 1000 } as const;

export type CandidateApplication = { id: string; status: string; appliedAt: string; job: { id: string; title: string } };

/** GET /v1/users/candidates; `enabled` only for an employer (the query runs for no one else). */
export const candidatesQuery = (filter: CandidateFilter, enabled: boolean) => {
  const query = candidateApiSearch(filter);
  return queryOptions({
    queryKey: [...CANDIDATES_KEY, 'search', query.toString()],
    queryFn: ({ signal }) => api.get('/v1/users/candidates', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
    ...CANDIDATE_CACHE,
  });
};

/** GET /v1/users/candidates/{id}: the public profile and this employer's applications from them. */
export const candidateQuery = (id: string) =>
  queryOptions({
    queryKey: [...CANDIDATES_KEY, 'one', id],
    queryFn: ({ signal }) => api.get('/v1/users/candidates/{id}', { params: { id }, signal }),
    ...CANDIDATE_CACHE,
    // A missing or private profile will not appear by asking again.
    retry: (failures, error) => (error as { status?: number }).status !== 404 && (error as { status?: number }).status !== 400 && failures < 2,
  });
