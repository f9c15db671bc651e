import type { Db } from '../../db/client.ts';
import type { TaskQueue } from '../../platform/tasks/task-queue.ts';
import { insertNotification } from '../notifications/notifications.repository.ts';
import * as repo from './maintenance.repository.ts';

type Log = { info(obj: object, msg: string): void };

/**
 * The hourly housekeeping task (scheduled in platform/tasks/queues.ts): closes jobs at their
 * deadline and tells their employers, and deletes rows nobody can use any more.
 */
export function registerMaintenance(tasks: TaskQueue, db: Db, log: Log, clock: () => Date = () => new Date()) {
  tasks.handle('maintenance', async () => {
    const now = clock();
    const closed = await db.transaction(async (tx) => {
      const jobs = await repo.closePastDeadline(tx, now);
      for (const job of jobs) {
        await insertNotification(tx, {
          userId: job.employerId,
          type: 'system',
          icon: 'info',
          message: `Your job "${job.title}" reached its application deadline and is now Inactive`,
          link: '/jobs/my-jobs',
        });
      }
      return jobs.length;
    });
    const sessions = await repo.deleteOldSessions(db, now);
    const resetCodes = await repo.deleteDeadResetCodes(db, now);
    const views = await repo.deleteOldViews(db, now);
    log.info({ closed, sessions, resetCodes, views }, 'maintenance done');
  });
}
