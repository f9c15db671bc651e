import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '@jobboard/contracts/errors';
import { NotificationIdParams, NotificationReadResponse, NotificationsQuery, NotificationsResponse } from '@jobboard/contracts/notifications';
import { authOf, requireAuth } from '../../platform/guards.ts';
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

  app.put(
    '/notifications/read-all',
    {
      schema: { tags: ['notifications'], summary: 'Mark all your notifications read', security, response: { 200: NotificationReadResponse, ...errors } },
      preValidation: signedIn,
    },
    async (request) => ({ success: true as const, message: 'All notifications marked as read', data: await notifications.markAllRead(me(request)) }),
  );

  app.put(
    '/notifications/:id/read',
    {
      schema: { tags: ['notifications'], summary: 'Mark one of your notifications read', security, params: NotificationIdParams, response: { 200: NotificationReadResponse, ...errors } },
      preValidation: signedIn,
    },
    async (request) => ({ success: true as const, data: await notifications.markRead(me(request), request.params.id) }),
  );
};
