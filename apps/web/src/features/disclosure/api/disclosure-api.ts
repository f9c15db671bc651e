import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisclosureSettings, DisclosureView } from '@jobboard/contracts/disclosure';
import type { Pagination } from '@jobboard/contracts/pagination';
import { api } from '../../../lib/api-client.ts';

// NOTE: type-only imports from the zod contracts: the apply area (job detail, a public page) reads the settings.

export const DISCLOSURE_KEY = ['disclosure'] as const;
const APPLICATIONS_KEY = ['applications'] as const;

/** GET /v1/users/disclosure: when employers see the signed-in seeker's disability information. */
export const disclosureSettingsQuery = () =>
  queryOptions<DisclosureSettings>({
    queryKey: [...DISCLOSURE_KEY, 'settings'],
    queryFn: ({ signal }) => api.get('/v1/users/disclosure', { signal }).then((a) => a.data),
    staleTime: 60_000,
  });
export const useDisclosureSettings = (enabled = true) => useQuery({ ...disclosureSettingsQuery(), enabled });

/** PUT /v1/users/disclosure. */
export function useSaveDisclosureSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisclosureSettings) => api.put('/v1/users/disclosure', { body }),
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
    queryFn: ({ signal }) => api.get('/v1/users/disclosure/views', { query: `page=${page}&limit=10`, signal }).then((a) => a.data),
    placeholderData: keepPreviousData,
  });

/** PUT /v1/applications/{id}/disclosure: share on this application now, or hold back a share not yet seen. */
export function useShareOnApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, share }: { applicationId: string; share: boolean }) =>
      api.put('/v1/applications/{id}/disclosure', { params: { id: applicationId }, body: { share } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
  });
}
