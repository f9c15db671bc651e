import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LoginRequest, RegisterRequest } from '@jobboard/contracts/auth';
import type { GetProfileResponse, User } from '@jobboard/contracts/users';
import { api } from '../../../lib/api-client.ts';

export const login = (body: LoginRequest) => api.post('/v1/auth/login', { body, auth: false });
export const register = (body: RegisterRequest) => api.post('/v1/auth/register', { body, auth: false });
export const logout = () => api.post('/v1/auth/logout');

export const PROFILE_KEY = ['profile'] as const;

/** The signed-in profile: fresh 5 minutes, kept 10, 3 retries 1 s apart (docs/architecture.md#web-client). */
export const profileQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...PROFILE_KEY, token ? 'signed-in' : 'signed-out'],
    queryFn: ({ signal }) => api.get('/v1/users/profile', { signal }).then((r) => r.data),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: (count, error) => count < 3 && !(error as { status?: number }).status?.toString().startsWith('4'),
    retryDelay: 1000,
  });

/**
 * A user answered by a profile change or upload replaces the cached one, so the session (and
 * the header's name) shows it at once; everything else cached is marked stale.
 */
export function replaceCachedUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueriesData<GetProfileResponse['data']>({ queryKey: PROFILE_KEY }, (old) => old && { ...old, user });
  void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== PROFILE_KEY[0] });
}
