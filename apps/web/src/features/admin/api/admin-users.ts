import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUsersPage } from '@jobboard/contracts/admin-users';
import type { Role } from '@jobboard/contracts/roles';
import { api } from '../../../lib/api-client.ts';

export const ADMIN_USERS_KEY = ['admin', 'users'] as const;
export const USERS_PAGE_SIZE = 20;

/** GET /v1/users with the page's filters; the answer carries the summary counts. */
export const adminUsersQuery = (query: string) =>
  queryOptions<AdminUsersPage>({
    queryKey: [...ADMIN_USERS_KEY, query],
    queryFn: ({ signal }) => api.get('/v1/users', { query, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

function useUsersMutation<TVars, TAnswer>(mutationFn: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }) });
}

/** PUT /v1/users/{id}/status. */
export const useSetUserStatus = () =>
  useUsersMutation(({ id, isActive }: { id: string; isActive: boolean }) => api.put('/v1/users/{id}/status', { params: { id }, body: { isActive } }));

/** PUT /v1/users/{id}/role. */
export const useSetUserRole = () =>
  useUsersMutation(({ id, role }: { id: string; role: Role }) => api.put('/v1/users/{id}/role', { params: { id }, body: { role } }));

/** DELETE /v1/users/{id}?force=true: the user and every related record. */
export const useDeleteUser = () => useUsersMutation((id: string) => api.delete('/v1/users/{id}', { params: { id }, query: 'force=true' }));
