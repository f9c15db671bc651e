import { z } from 'zod';

/** Queues of background work, as the server names them. */
export const TASK_QUEUE_LABELS: Record<string, string> = { mail: 'Mail', alerts: 'Job alerts', 'application-digests': 'Daily application summaries', maintenance: 'Maintenance' };

export const QueueFiguresSchema = z.object({
  queue: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  failedLastDay: z.number().int(),
  /** When the task waiting longest was queued; null when none waits. */
  oldestWaitingAt: z.string().nullable(),
});

export const FailedTaskSchema = z.object({
  id: z.string(),
  queue: z.string(),
  failedAt: z.string(),
  /** How many times it was tried, the last included. */
  tries: z.number().int(),
  /** Why the last try failed, as the worker said; never a mail's content. */
  reason: z.string().nullable(),
});

export const TaskQueueStatusSchema = z.object({
  queues: z.array(QueueFiguresSchema),
  failed: z.array(FailedTaskSchema),
  checkedAt: z.string(),
});
export type TaskQueueStatus = z.infer<typeof TaskQueueStatusSchema>;

export const TaskQueueStatusResponse = z.object({ success: z.literal(true), data: TaskQueueStatusSchema });
export const TaskIdParams = z.object({ id: z.string().uuid({ error: 'Invalid task id' }) });
export const TASK_RETRIED_MESSAGE = 'The task is queued again.';
export const TASK_NOT_FAILED_MESSAGE = 'There is no failed task with this id.';
