import { queryOptions } from '@tanstack/react-query';
import type { ApplicationHistoryEntry } from '@jobboard/contracts/review';
import { apiFetch } from '../../../lib/api-client.ts';

type HistoryAnswer = { success: true; data: { history: ApplicationHistoryEntry[] } };

/** GET /v1/applications/{id}/history, oldest first; fetched only when the reader opens it. */
export const applicationHistoryQuery = (applicationId: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['applications', 'history', applicationId],
    queryFn: ({ signal }) => apiFetch<HistoryAnswer>(`/v1/applications/${encodeURIComponent(applicationId)}/history`, { signal }),
    select: (answer: HistoryAnswer) => answer.data.history,
    staleTime: 2 * 60_000,
    enabled,
  });
