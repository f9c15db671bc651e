import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '@jobboard/contracts/errors';
import { MarkReadRequest, NotificationIdParams, NotificationReadResponse, NotificationsQuery, NotificationsResponse } from '@jobboard/contracts/notifications';
import { authOf, requireAuth } from '../../platform/guards.ts';
import { specAlias } from '../../platform/spec-alias.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { NotificationsService } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{ auth: AuthService; notifications: NotificationsService }> = async (app, { auth, notifications }) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope };
  const security = [{ bearer: [] }];
  const signedIn = requireAuth(auth.authenticate);
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    '/notifications',
    {
      schema: { tags: ['notifications'], summary: 'Your notifications, newest first, with the unread count', security, querystring: NotificationsQuery, response: { 200: NotificationsResponse, ...errors } },
      preValidation: signedIn,
    },
    async (request) => ({ success: true as const, data: await notifications.list(me(request), request.query) }),
  );

  // PATCH with { read: true } marks read; the PUT paths are the original specification's names.
  const readAll = { tags: ['notifications'], summary: 'Mark all your notifications read', security, response: { 200: NotificationReadResponse, ...errors } };
  app.patch('/notifications', { schema: { ...readAll, body: MarkReadRequest }, preValidation: signedIn }, async (request) => ({
    success: true as const,
    message: 'All notifications marked as read',
    data: await notifications.markAllRead(me(request)),
  }));
  app.put('/notifications/read-all', { schema: specAlias(readAll, 'PATCH /v1/notifications'), preValidation: signedIn }, async (request) => ({
    success: true as const,
    message: 'All notifications marked as read',
    data: await notifications.markAllRead(me(request)),
  }));

  const readOne = { tags: ['notifications'], summary: 'Mark one of your notifications read', security, params: NotificationIdParams, response: { 200: NotificationReadResponse, ...errors } };
  app.patch('/notifications/:id', { schema: { ...readOne, body: MarkReadRequest }, preValidation: signedIn }, async (request) => ({
    success: true as const,
    data: await notifications.markRead(me(request), request.params.id),
  }));
  app.put('/notifications/:id/read', { schema: specAlias(readOne, 'PATCH /v1/notifications/{id}'), preValidation: signedIn }, async (request) => ({
    success: true as const,
    data: await notifications.markRead(me(request), request.params.id),
  }));
};
