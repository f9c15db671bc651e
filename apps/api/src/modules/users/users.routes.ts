import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminUserResponse,
  AdminUsersQuery,
  AdminUsersResponse,
  DeleteUserQuery,
  DeleteUserResponse,
  USER_MESSAGES,
  UserIdParams,
  UserRoleBody,
  UserStatusBody,
} from '@jobboard/contracts/admin-users';
import { ErrorEnvelope } from '@jobboard/contracts/errors';
import { authOf, requestMeta, requireAuth } from '../../platform/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UsersService } from './users.service.ts';

/**
 * User administration. NOTE: `/users/:id/…` sits beside the static `/users/profile`,
 * `/users/preferences`, `/users/saved-jobs` and `/users/candidates…` routes; the router always
 * prefers a static segment, so none of those is ever read as an id.
 */
export const usersRoutes: FastifyPluginAsyncZod<{ auth: AuthService; users: UsersService }> = async (app, { auth, users }) => {
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };
  const security = [{ bearer: [] }];
  const adminOnly = requireAuth(auth.authenticate, 'admin');
  const tags = ['admin: users'];

  app.get(
    '/users',
    {
      schema: { tags, summary: 'Users, paged and filtered, with summary counts (admin)', security, querystring: AdminUsersQuery, response: { 200: AdminUsersResponse, ...errors } },
      preValidation: adminOnly,
    },
    async (request) => ({ success: true as const, data: await users.list(request.query) }),
  );

  app.put(
    '/users/:id/status',
    {
      schema: { tags, summary: 'Activate or deactivate a user; deactivation signs them out everywhere (admin)', security, params: UserIdParams, body: UserStatusBody, response: { 200: AdminUserResponse, ...errors } },
      preValidation: adminOnly,
    },
    async (request) => {
      const user = await users.setStatus(authOf(request).user, request.params.id, request.body.isActive, requestMeta(request));
      return { success: true as const, message: USER_MESSAGES.status, data: { user } };
    },
  );

  app.put(
    '/users/:id/role',
    {
      schema: { tags, summary: "Change a user's role (admin)", security, params: UserIdParams, body: UserRoleBody, response: { 200: AdminUserResponse, ...errors } },
      preValidation: adminOnly,
    },
    async (request) => {
      const user = await users.setRole(authOf(request).user, request.params.id, request.body.role, requestMeta(request));
      return { success: true as const, message: USER_MESSAGES.role, data: { user } };
    },
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Delete a user; with force=true also their jobs, applications, files, notifications and sessions (admin)',
        security,
        params: UserIdParams,
        querystring: DeleteUserQuery,
        response: { 200: DeleteUserResponse, ...errors },
      },
      preValidation: adminOnly,
    },
    async (request) => {
      const result = await users.remove(authOf(request).user, request.params.id, request.query.force === 'true', requestMeta(request));
      return { success: true as const, message: result.message, data: { deleted: result.deleted } };
    },
  );
};
