import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskQueueStatus } from '@jobboard/contracts/task-queue';
import { apiFetch } from '../../../lib/api-client.ts';

const TASK_QUEUE_KEY = ['admin', 'task-queue'] as const;

/** GET /v1/admin/task-queue: read when asked, like the system status. */
export const taskQueueQuery = () =>
  queryOptions({
    queryKey: TASK_QUEUE_KEY,
    queryFn: ({ signal }) => apiFetch<{ success: true; data: TaskQueueStatus }>('/v1/admin/task-queue', { signal }).then((r) => r.data),
    staleTime: 30_000,
  });

/** POST /v1/admin/task-queue/failed/{id}/retry, then the figures again. */
export function useRetryTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ success: true; message: string }>(`/v1/admin/task-queue/failed/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASK_QUEUE_KEY }),
  });
}
