import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminApplicationStatus, AdminApplicationsPage } from '@jobboard/contracts/admin-applications';
import { apiFetch } from '../../../lib/api-client.ts';

export const ADMIN_APPLICATIONS_KEY = ['admin', 'applications'] as const;
export const APPLICATIONS_PAGE_SIZE = 20;

/** GET /v1/applications as an administrator. */
export const adminApplicationsQuery = (query: string) =>
  queryOptions<AdminApplicationsPage>({
    queryKey: [...ADMIN_APPLICATIONS_KEY, query],
    queryFn: ({ signal }) => apiFetch<{ success: true; data: AdminApplicationsPage }>(`/v1/applications?${query}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

type Done = { success: true; message?: string };

function useApplicationsMutation<TVars>(mutationFn: (vars: TVars) => Promise<Done>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_APPLICATIONS_KEY }) });
}

/** PUT /v1/applications/{id}/status with the admin's status word, sent as it is (the server maps the aliases). */
export const useAdminApplicationStatus = () =>
  useApplicationsMutation(({ id, status }: { id: string; status: AdminApplicationStatus }) =>
    apiFetch<Done>(`/v1/applications/${encodeURIComponent(id)}/status`, { method: 'PUT', body: { status } }),
  );

/** DELETE /v1/applications/{id}. */
export const useAdminDeleteApplication = () =>
  useApplicationsMutation((id: string) => apiFetch<Done>(`/v1/applications/${encodeURIComponent(id)}`, { method: 'DELETE' }));
