import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDisclosure, DisclosureSettings, DisclosureView } from '@jobboard/contracts/disclosure';
import type { Pagination } from '@jobboard/contracts/pagination';
import { apiFetch } from '../../../lib/api-client.ts';

// NOTE: type-only imports from the zod contracts: the apply area (job detail, a public page) reads the settings.

export const DISCLOSURE_KEY = ['disclosure'] as const;
const APPLICATIONS_KEY = ['applications'] as const;

type SettingsAnswer = { success: true; message?: string; data: DisclosureSettings };

/** GET /v1/users/disclosure: when employers see the signed-in seeker's disability information. */
export const disclosureSettingsQuery = () =>
  queryOptions({
    queryKey: [...DISCLOSURE_KEY, 'settings'],
    queryFn: ({ signal }) => apiFetch<SettingsAnswer>('/v1/users/disclosure', { signal }).then((a) => a.data),
    staleTime: 60_000,
  });
export const useDisclosureSettings = (enabled = true) => useQuery({ ...disclosureSettingsQuery(), enabled });

/** PUT /v1/users/disclosure. */
export function useSaveDisclosureSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisclosureSettings) => apiFetch<SettingsAnswer>('/v1/users/disclosure', { method: 'PUT', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(disclosureSettingsQuery().queryKey, answer.data);
      // Each application's "shared" follows the stage: the applications list must ask again.
      void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    },
  });
}

export type DisclosureViewsPage = { views: DisclosureView[]; pagination: Pagination };

/** GET /v1/users/disclosure/views: who has seen it, most recent first. */
export const disclosureViewsQuery = (page: number) =>
  queryOptions<DisclosureViewsPage>({
    queryKey: [...DISCLOSURE_KEY, 'views', page],
    queryFn: ({ signal }) => apiFetch<{ success: true; data: DisclosureViewsPage }>(`/v1/users/disclosure/views?page=${page}&limit=10`, { signal }).then((a) => a.data),
    placeholderData: keepPreviousData,
  });

type ShareAnswer = { success: true; message: string; data: { disclosure: ApplicationDisclosure } };

/** PUT /v1/applications/{id}/disclosure: share on this application now, or hold back a share not yet seen. */
export function useShareOnApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, share }: { applicationId: string; share: boolean }) =>
      apiFetch<ShareAnswer>(`/v1/applications/${encodeURIComponent(applicationId)}/disclosure`, { method: 'PUT', body: { share } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
  });
}
