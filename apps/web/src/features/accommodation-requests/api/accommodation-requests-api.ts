import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccommodationRequest, AnswerRequestBody, RequestSummary } from '@jobboard/contracts/accommodation-requests';
import { REQUEST_BATCH_MAX } from '@jobboard/contracts/accommodation-request-options';
import { api } from '../../../lib/api-client.ts';
import { DASHBOARD_KEY } from '../../dashboard/api/dashboard-api.ts';
import type { requestBody } from '../request-values.ts';

export const REQUESTS_KEY = ['accommodation-requests'] as const;
/** As applications: fresh for 2 minutes (docs/architecture.md#web-client). */
const STALE_TIME = 2 * 60_000;

/**
 * Every card of a page asks for its own application's requests; the asks of one moment go out
 * as one call (GET /v1/accommodation-requests?applicationId=…), so a page of twenty cards makes
 * one request, and an employer's reading is recorded for the cards on screen only.
 */
let batch: { ids: Set<string>; answer: Promise<Map<string, AccommodationRequest[]>> } | null = null;

async function fetchBatch(ids: string[]): Promise<Map<string, AccommodationRequest[]>> {
  const byApplication = new Map<string, AccommodationRequest[]>();
  for (let i = 0; i < ids.length; i += REQUEST_BATCH_MAX) {
    const query = new URLSearchParams(ids.slice(i, i + REQUEST_BATCH_MAX).map((id) => ['applicationId', id]));
    const { data } = await api.get('/v1/accommodation-requests', { query });
    for (const request of data.requests) byApplication.set(request.applicationId, [...(byApplication.get(request.applicationId) ?? []), request]);
  }
  return byApplication;
}

function requestsOf(applicationId: string): Promise<AccommodationRequest[]> {
  if (!batch) {
    const ids = new Set<string>();
    const answer = new Promise((resolve) => setTimeout(resolve)).then(() => {
      batch = null;
      return fetchBatch([...ids]);
    });
    batch = { ids, answer };
  }
  batch.ids.add(applicationId);
  return batch.answer.then((all) => all.get(applicationId) ?? []);
}

/** One application's requests, newest first. */
export const applicationRequestsQuery = (applicationId: string) =>
  queryOptions({ queryKey: [...REQUESTS_KEY, 'application', applicationId], queryFn: () => requestsOf(applicationId), staleTime: STALE_TIME });

/** GET /v1/accommodation-requests/summary: what waits for the employer, optionally on one job. */
export const waitingRequestsQuery = (jobId: string | null) =>
  queryOptions<RequestSummary>({
    queryKey: [...REQUESTS_KEY, 'summary', jobId ?? 'all'],
    queryFn: ({ signal }) =>
      api.get('/v1/accommodation-requests/summary', { query: jobId ? new URLSearchParams({ jobId }) : undefined, signal }).then((a) => a.data),
    staleTime: STALE_TIME,
  });

/** Every change shows on both sides' cards, in what waits and on the employer's dashboard. */
function useRequestMutation<TVars, TAnswer>(mutationFn: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}

/** POST /v1/applications/{id}/accommodation-requests. */
export const useAskForAccommodations = () =>
  useRequestMutation(({ applicationId, body }: { applicationId: string; body: ReturnType<typeof requestBody> }) =>
    api.post('/v1/applications/{id}/accommodation-requests', { params: { id: applicationId }, body }),
  );

/** PUT /v1/accommodation-requests/{id}. */
export const useAnswerRequest = () =>
  useRequestMutation(({ id, body }: { id: string; body: AnswerRequestBody }) => api.put('/v1/accommodation-requests/{id}', { params: { id }, body }));

/** POST /v1/accommodation-requests/{id}/replies. */
export const useReplyToRequest = () =>
  useRequestMutation(({ id, text }: { id: string; text: string }) =>
    api.post('/v1/accommodation-requests/{id}/replies', { params: { id }, body: { text } }),
  );
