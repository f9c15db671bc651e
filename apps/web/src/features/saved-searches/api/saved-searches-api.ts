import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertFrequency, SavedSearchQuery } from '@jobboard/contracts/saved-search-options';
import type { SavedSearch } from '@jobboard/contracts/saved-searches';
import { api } from '../../../lib/api-client.ts';

const SAVED_SEARCHES_KEY = ['saved-searches'] as const;

export const savedSearchesQuery = () =>
  queryOptions<SavedSearch[]>({
    queryKey: SAVED_SEARCHES_KEY,
    queryFn: ({ signal }) => api.get('/v1/saved-searches', { signal }).then((r) => r.data.savedSearches),
  });

export type SavedSearchChange = Partial<{ name: string; query: SavedSearchQuery; frequency: AlertFrequency; paused: boolean }>;

function useSavedSearchesMutation<TVars, TAnswer>(mutationFn: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }) });
}

/** POST /v1/saved-searches. */
export const useCreateSavedSearch = () =>
  useSavedSearchesMutation((body: { name: string; query: SavedSearchQuery; frequency: AlertFrequency }) => api.post('/v1/saved-searches', { body }));

/** PUT /v1/saved-searches/{id}. */
export const useUpdateSavedSearch = () =>
  useSavedSearchesMutation(({ id, ...body }: SavedSearchChange & { id: string }) => api.patch('/v1/saved-searches/{id}', { params: { id }, body }));

/** DELETE /v1/saved-searches/{id}. */
export const useDeleteSavedSearch = () =>
  useSavedSearchesMutation((id: string) => api.delete('/v1/saved-searches/{id}', { params: { id } }));
