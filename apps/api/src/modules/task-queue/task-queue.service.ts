import { TASK_NOT_FAILED_MESSAGE } from '@jobboard/contracts/task-queue';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { TaskQueue } from '../../platform/tasks/task-queue.ts';
import type { AuthState } from '../../platform/guards.ts';

type User = AuthState['user'];

/** What an administrator sees of the background work, and a second chance for a failed task. */
export function createTaskQueueService(ctx: AppContext, tasks: TaskQueue) {
  return {
    async status() {
      const [queues, failed] = await Promise.all([tasks.figures(), tasks.failed()]);
      return { queues, failed, checkedAt: new Date().toISOString() };
    },

    async retry(admin: User, id: string, meta: RequestMeta) {
      const queue = await tasks.retry(id);
      if (!queue) throw notFound(TASK_NOT_FAILED_MESSAGE);
      await recordAudit(ctx.database.db, {
        action: 'TASK_RETRIED',
        entityType: 'task',
        entityId: id,
        description: `Queued a failed ${queue} task again`,
        success: true,
        actor: { id: admin.id, email: admin.email, firstName: admin.firstName, lastName: admin.lastName, role: admin.role },
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
    },
  };
}
export type TaskQueueService = ReturnType<typeof createTaskQueueService>;
