import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminApplicationsPage } from '@jobboard/contracts/admin-applications';
import type { ApplicationStatus } from '@jobboard/contracts/job-options';
import { api } from '../../../lib/api-client.ts';

export const ADMIN_APPLICATIONS_KEY = ['admin', 'applications'] as const;
export const APPLICATIONS_PAGE_SIZE = 20;

/** GET /v1/applications as an administrator. */
export const adminApplicationsQuery = (query: string) =>
  queryOptions<AdminApplicationsPage>({
    queryKey: [...ADMIN_APPLICATIONS_KEY, query],
    queryFn: ({ signal }) => api.get('/v1/applications', { query, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

function useApplicationsMutation<TVars, TAnswer>(mutationFn: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_APPLICATIONS_KEY }) });
}

/** PUT /v1/applications/{id}/status as an administrator: any status, no transition limits. */
export const useAdminApplicationStatus = () =>
  useApplicationsMutation(({ id, status }: { id: string; status: ApplicationStatus }) =>
    api.put('/v1/applications/{id}/status', { params: { id }, body: { status } }),
  );

/** DELETE /v1/applications/{id}. */
export const useAdminDeleteApplication = () =>
  useApplicationsMutation((id: string) => api.delete('/v1/applications/{id}', { params: { id } }));
