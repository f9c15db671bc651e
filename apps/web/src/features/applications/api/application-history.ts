import { queryOptions } from '@tanstack/react-query';
import type { ApplicationHistoryEntry } from '@jobboard/contracts/review';
import { api, type Answer } from '../../../lib/api-client.ts';

/** GET /v1/applications/{id}/history, oldest first; fetched only when the reader opens it. */
export const applicationHistoryQuery = (applicationId: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['applications', 'history', applicationId],
    queryFn: ({ signal }) => api.get('/v1/applications/{id}/history', { params: { id: applicationId }, signal }),
    select: (answer: Answer<'/v1/applications/{id}/history'>): ApplicationHistoryEntry[] => answer.data.history,
    staleTime: 2 * 60_000,
    enabled,
  });
