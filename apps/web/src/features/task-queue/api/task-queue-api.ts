import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskQueueStatus } from '@jobboard/contracts/task-queue';
import { api } from '../../../lib/api-client.ts';

const TASK_QUEUE_KEY = ['admin', 'task-queue'] as const;

/** GET /v1/admin/task-queue: read when asked, like the system status. */
export const taskQueueQuery = () =>
  queryOptions<TaskQueueStatus>({
    queryKey: TASK_QUEUE_KEY,
    queryFn: ({ signal }) => api.get('/v1/admin/task-queue', { signal }).then((r) => r.data),
    staleTime: 30_000,
  });

/** POST /v1/admin/task-queue/failed/{id}/retry, then the figures again. */
export function useRetryTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/v1/admin/task-queue/failed/{id}/retry', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASK_QUEUE_KEY }),
  });
}
