import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest, ChangePasswordWithConfirmRequest, UpdatePreferencesRequest } from '@jobboard/contracts/profiles';
import type { GetProfileResponse } from '@jobboard/contracts/users';
import { api, getToken } from '../../../lib/api-client.ts';
import { PROFILE_KEY, profileQuery, replaceCachedUser } from '../../auth/api/auth-api.ts';

type Profile = GetProfileResponse['data'];

/** The signed-in profile; the same cache entry the session reads, so both stay in step. */
export const useProfile = () => useQuery(profileQuery(getToken()));

/** PUT /v1/users/profile (snake_case for every role: docs/architecture.md#api-conventions). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    // The document's body is any object; a spread of `object` is typed as one.
    mutationFn: (body: object) => api.put('/v1/users/profile', { body: { ...body } }),
    onSuccess: (answer) => replaceCachedUser(queryClient, answer.data.user),
  });
}

/** PUT /v1/users/preferences. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePreferencesRequest) => api.patch('/v1/users/preferences', { body }),
    onSuccess: (answer) => queryClient.setQueriesData<Profile>({ queryKey: PROFILE_KEY }, (old) => old && { ...old, preferences: answer.data.preferences }),
  });
}

/** The job seeker's page posts to /auth/change-password; the admin and employer pages put to /users/change-password. */
export function changePassword(...[confirmed, body]: [confirmed: true, body: ChangePasswordWithConfirmRequest] | [confirmed: false, body: ChangePasswordRequest]) {
  return confirmed
    ? api.put('/v1/users/change-password', { body })
    : api.post('/v1/auth/change-password', { body });
}
