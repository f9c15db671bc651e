import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@jobboard/contracts/roles';
import type { sessions, users } from '../db/schema.ts';
import { recordAudit } from './audit.ts';
import { AppError, forbidden, unauthorized } from './errors.ts';
import type { AppContext, RequestMeta } from './context.ts';

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

/** Visitors (no live session) who called an administrators-only route: audited like a 403. */
const anonymousAdminAttempts = new WeakSet<FastifyRequest>();

/** preHandler that requires a live session, and optionally one of the given roles. */
export function requireAuth(authenticate: Authenticator, ...roles: Role[]) {
  const adminOnly = roles.length === 1 && roles[0] === 'admin';
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const auth = token ? await authenticate(token) : null;
    if (!auth) {
      if (adminOnly) anonymousAdminAttempts.add(request);
      throw unauthorized('Please sign in to continue');
    }
    // Set before the role check, so a refusal is audited with who was refused.
    request.auth = auth;
    if (roles.length && !roles.includes(auth.user.role)) throw forbidden(adminOnly ? 'Only administrators can do this' : 'You do not have permission to do this');
  };
}

/** Audit rows for refusals, per user (or address) and window: a flood of 403s cannot balloon the trail. */
export const DENIAL_AUDIT_LIMIT = 20;
export const DENIAL_AUDIT_WINDOW_SECONDS = 600;

/**
 * Every refused authorisation (a 403 FORBIDDEN from a guard or a service, and a visitor on an
 * administrators-only route) writes an ACCESS_DENIED audit row. NOTE: at most
 * DENIAL_AUDIT_LIMIT rows per user or address per window, then one row saying that further
 * refusals go unrecorded until the window ends; the log keeps every one.
 */
export function auditDenials(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onError', async (request, _reply, error) => {
    const refused = error instanceof AppError && error.code === 'FORBIDDEN';
    if (!refused && !anonymousAdminAttempts.has(request)) return;
    const user = request.auth?.user ?? null;
    const route = `${request.method} ${request.url.split('?')[0]}`;
    try {
      const counter = await ctx.limiter.store.increment(`audit-denied:${user?.id ?? request.ip}`, DENIAL_AUDIT_WINDOW_SECONDS * 1000);
      if (counter.count > DENIAL_AUDIT_LIMIT + 1) {
        request.log.warn({ route, userId: user?.id }, 'refused request not audited (limit reached)');
        return;
      }
      const description =
        counter.count > DENIAL_AUDIT_LIMIT
          ? `Refused ${route}; further refusals are not recorded until ${new Date(counter.resetAt).toISOString()}`
          : `Refused ${route}: ${error.message}`;
      const ua = request.headers['user-agent'];
      await recordAudit(ctx.database.db, {
        action: 'ACCESS_DENIED',
        entityType: 'security',
        entityId: user?.id ?? null,
        description,
        success: false,
        actor: user ? { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role } : null,
        ip: request.ip,
        userAgent: typeof ua === 'string' ? ua : null,
      });
    } catch (failure) {
      // The refusal stands whatever happens here; only its record is lost, and the log says so.
      request.log.error({ err: failure, route }, 'could not audit a refused request');
    }
  });
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

/** Marks a guard that never refuses anyone: the API description then lists no 401 for its routes. */
export const NEVER_REFUSES = Symbol('never refuses');

/** preValidation for public routes that personalise: a live session sets request.auth; anything else is anonymous. */
export function optionalAuth(authenticate: Authenticator) {
  const guard = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.auth = token ? await authenticate(token) : null;
  };
  return Object.assign(guard, { [NEVER_REFUSES]: true });
}

/** After requireAuth: only this role passes, others get 403 with the given message. */
export function requireRole(role: Role, message: string) {
  return async (request: FastifyRequest) => {
    if (authOf(request).user.role !== role) throw forbidden(message);
  };
}
