import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@jobboard/contracts/roles';
import type { sessions, users } from '../db/schema.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { RequestMeta } from './context.ts';

export type AuthState = { user: typeof users.$inferSelect; session: typeof sessions.$inferSelect };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState | null;
  }
}

export type Authenticator = (token: string) => Promise<AuthState | null>;

/** Reads `Authorization: Bearer <token>`; malformed or unknown tokens are simply "signed out". */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** preHandler that requires a live session, and optionally one of the given roles. */
export function requireAuth(authenticate: Authenticator, ...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const auth = token ? await authenticate(token) : null;
    if (!auth) throw unauthorized('Please sign in to continue');
    if (roles.length && !roles.includes(auth.user.role)) throw forbidden('You do not have permission to do this');
    request.auth = auth;
  };
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : null };
}

/** The signed-in state set by requireAuth; only call behind it. */
export function authOf(request: FastifyRequest): AuthState {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** preValidation for public routes that personalise: a live session sets request.auth; anything else is anonymous. */
export function optionalAuth(authenticate: Authenticator) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.auth = token ? await authenticate(token) : null;
  };
}

/** After requireAuth: only this role passes, others get 403 with the given message. */
export function requireRole(role: Role, message: string) {
  return async (request: FastifyRequest) => {
    if (authOf(request).user.role !== role) throw forbidden(message);
  };
}
