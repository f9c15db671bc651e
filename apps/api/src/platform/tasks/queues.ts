/**
 * Every queue of background work, with how it retries (docs/decisions/015-task-queue.md). One
 * list, so that a database is prepared with all of them before a server starts working on it.
 */
export const QUEUES = {
  /** One mail each; its tries are set per mail from the configuration (platform/mail-outbox.ts). */
  mail: { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  /** Every minute: the saved searches due for an alert (docs/decisions/016-job-alerts.md). */
  alerts: { retryLimit: 1, retryDelay: 30, retryBackoff: false, expireInSeconds: 600 },
  /** Every hour: employers due their daily summary of new applications. */
  'application-digests': { retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 600 },
  /** Housekeeping every hour: expired sessions, codes and old rows; jobs past their deadline. */
  maintenance: { retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 600 },
} as const;

export type QueueName = keyof typeof QUEUES;
export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** Work the runner starts by itself, as cron expressions in UTC. */
export const SCHEDULES: Partial<Record<QueueName, string>> = {
  maintenance: '7 * * * *',
  alerts: '* * * * *',
  'application-digests': '23 * * * *',
};
