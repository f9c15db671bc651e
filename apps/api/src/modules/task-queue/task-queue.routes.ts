import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope, MessageResponse } from '@jobboard/contracts/errors';
import { TASK_RETRIED_MESSAGE, TaskIdParams, TaskQueueStatusResponse } from '@jobboard/contracts/task-queue';
import { authOf, requestMeta, requireAuth } from '../../platform/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { TaskQueueService } from './task-queue.service.ts';

/** GET /v1/admin/task-queue and POST /v1/admin/task-queue/failed/{id}/retry: administrators only. */
export const taskQueueRoutes: FastifyPluginAsyncZod<{ auth: AuthService; taskQueue: TaskQueueService }> = async (app, { auth, taskQueue }) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
  const security = [{ bearer: [] }];
  const adminOnly = requireAuth(auth.authenticate, 'admin');
  const tags = ['admin: background work'];

  app.get(
    '/admin/task-queue',
    { schema: { tags, summary: 'Each queue of background work: waiting, active, failed in the last 24 hours; the latest failed tasks', security, response: { 200: TaskQueueStatusResponse, ...errors } }, preValidation: adminOnly },
    async () => ({ success: true as const, data: await taskQueue.status() }),
  );

  app.post(
    '/admin/task-queue/failed/:id/retry',
    { schema: { tags, summary: 'Queue a failed task again', security, params: TaskIdParams, response: { 200: MessageResponse, ...errors } }, preValidation: adminOnly },
    async (request) => {
      await taskQueue.retry(authOf(request).user, request.params.id, requestMeta(request));
      return { success: true as const, message: TASK_RETRIED_MESSAGE };
    },
  );
};
