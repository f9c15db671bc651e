import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordRequest,
  ChangePasswordWithConfirmRequest,
  UpdatePreferencesRequest,
  UpdatePreferencesResponse,
  UpdateProfileResponse,
} from '@jobboard/contracts/profiles';
import type { GetProfileResponse } from '@jobboard/contracts/users';
import { apiFetch, getToken } from '../../../lib/api-client.ts';
import { PROFILE_KEY, profileQuery, replaceCachedUser } from '../../auth/api/auth-api.ts';

type Profile = GetProfileResponse['data'];
type Done = { success: true; message?: string };

/** The signed-in profile; the same cache entry the session reads, so both stay in step. */
export const useProfile = () => useQuery(profileQuery(getToken()));

/** PUT /v1/users/profile (snake_case for every role: docs/architecture.md#api-conventions). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => apiFetch<UpdateProfileResponse>('/v1/users/profile', { method: 'PUT', body }),
    onSuccess: (answer) => replaceCachedUser(queryClient, answer.data.user),
  });
}

/** PUT /v1/users/preferences. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePreferencesRequest) => apiFetch<UpdatePreferencesResponse>('/v1/users/preferences', { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueriesData<Profile>({ queryKey: PROFILE_KEY }, (old) => old && { ...old, preferences: answer.data.preferences }),
  });
}

/** The job seeker's page posts to /auth/change-password; the admin and employer pages put to /users/change-password. */
export function changePassword(confirmed: boolean, body: ChangePasswordRequest | ChangePasswordWithConfirmRequest): Promise<Done> {
  return confirmed
    ? apiFetch<Done>('/v1/users/change-password', { method: 'PUT', body })
    : apiFetch<Done>('/v1/auth/change-password', { method: 'POST', body });
}
