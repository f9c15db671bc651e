import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '@jobboard/contracts/job-options';
import type { EMPLOYER_SETTABLE_STATUSES } from '@jobboard/contracts/review';
import { api, type Answer } from '../../../lib/api-client.ts';

export const APPLICANTS_KEY = ['my-applicants'] as const;
/** Cards are tall: ten a page. The table and the board show fifty, so a board holds a whole hiring round. */
export const APPLICANTS_PAGE_SIZE = { cards: 10, table: 50, board: 50 } as const;

export type ApplicantsView = 'cards' | 'table' | 'board';
export type ApplicantsFilter = { jobId: string | null; search: string; status: ApplicationStatus | 'all'; page: number; view: ApplicantsView };
export type ApplicantsAnswer = Answer<'/v1/applications/my-applicants'>;
export type SettableStatus = (typeof EMPLOYER_SETTABLE_STATUSES)[number];

/** The query string of GET /v1/applications/my-applicants, defaults left out. */
export function applicantsSearch({ jobId, search, status, page, view }: ApplicantsFilter): URLSearchParams {
  const query = new URLSearchParams({ page: String(page), limit: String(APPLICANTS_PAGE_SIZE[view]) });
  if (jobId) query.set('jobId', jobId);
  if (search.trim()) query.set('search', search.trim());
  if (status !== 'all') query.set('status', status);
  return query;
}

/** GET /v1/applications/my-applicants; runs only when `enabled` (a signed-in employer). */
export const myApplicantsQuery = (filter: ApplicantsFilter, enabled = true) => {
  const query = applicantsSearch(filter);
  return queryOptions<ApplicantsAnswer>({
    queryKey: [...APPLICANTS_KEY, query.toString()],
    queryFn: ({ signal }) => api.get('/v1/applications/my-applicants', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
};

/** PUT /v1/applications/{id}/status; resolves after the applicant list has been fetched again. */
export function useSetApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, notes }: { id: string; status: SettableStatus; notes: string }) =>
      api.put('/v1/applications/{id}/status', { params: { id }, body: { status, notes: notes.trim() || null } }),
    onSuccess: async () => {
      // The candidate page lists this employer's applications with their status too.
      void queryClient.invalidateQueries({ queryKey: ['candidates'] });
      await queryClient.invalidateQueries({ queryKey: APPLICANTS_KEY });
    },
  });
}
