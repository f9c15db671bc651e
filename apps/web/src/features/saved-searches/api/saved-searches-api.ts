import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertFrequency, SavedSearchQuery } from '@jobboard/contracts/saved-search-options';
import type { SavedSearch } from '@jobboard/contracts/saved-searches';
import { apiFetch } from '../../../lib/api-client.ts';

const SAVED_SEARCHES_KEY = ['saved-searches'] as const;

export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: SAVED_SEARCHES_KEY,
    queryFn: ({ signal }) => apiFetch<{ success: true; data: { savedSearches: SavedSearch[] } }>('/v1/saved-searches', { signal }).then((r) => r.data.savedSearches),
  });

type Answer = { success: true; message?: string; data: { savedSearch: SavedSearch } };
export type SavedSearchChange = Partial<{ name: string; query: SavedSearchQuery; frequency: AlertFrequency; paused: boolean }>;

function useSavedSearchesMutation<TVars, TAnswer>(mutationFn: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }) });
}

/** POST /v1/saved-searches. */
export const useCreateSavedSearch = () =>
  useSavedSearchesMutation((body: { name: string; query: SavedSearchQuery; frequency: AlertFrequency }) => apiFetch<Answer>('/v1/saved-searches', { method: 'POST', body }));

/** PUT /v1/saved-searches/{id}. */
export const useUpdateSavedSearch = () =>
  useSavedSearchesMutation(({ id, ...body }: SavedSearchChange & { id: string }) => apiFetch<Answer>(`/v1/saved-searches/${encodeURIComponent(id)}`, { method: 'PUT', body }));

/** DELETE /v1/saved-searches/{id}. */
export const useDeleteSavedSearch = () =>
  useSavedSearchesMutation((id: string) => apiFetch<{ success: true; message: string }>(`/v1/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' }));
