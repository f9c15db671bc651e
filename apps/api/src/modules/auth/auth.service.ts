import { RegistrationPassword, type LoginRequest, type RegisterRequest } from '@jobboard/contracts/auth';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import { AppError, badRequest, conflict, unauthorized } from '../../platform/errors.ts';
import type { AuthState } from '../../platform/guards.ts';
import type { MailOutbox } from '../../platform/mail-outbox.ts';
import { requireStrongPassword } from '../../platform/password-strength.ts';
import type { Counter } from '../../platform/rate-limit.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { toUserDto } from '../profiles/profile.mapper.ts';
import { throttleNoticeMail } from './auth-mails.ts';
import * as repo from './auth.repository.ts';

type RegisterInput = z.output<typeof RegisterRequest>;
type LoginInput = z.output<typeof LoginRequest>;

const INVALID_CREDENTIALS = 'Invalid email or password';
const INACTIVE = 'Your account has been deactivated. Please contact support.';
const DUPLICATE_EMAIL = 'An account with this email already exists';
const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
const SAME_PASSWORD = 'New password must be different from the current password';

const actorOf = (u: repo.UserRow) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role });

/**
 * The sign-in failure counters of an email (as typed, lower case) from a client address: one for
 * the pair, one for the account from every address. The pair's key puts a space, which no email
 * holds, between the two, so no address and email can be made to read as another pair or account.
 */
export function loginFailureKeys(email: string, ip: string) {
  return { fromAddress: `login:fail:pair:${email} ${ip}`, account: `login:fail:account:${email}` };
}

/** Throttle notices per account per day, so that guessing from many addresses cannot flood the owner's inbox. */
export const THROTTLE_NOTICES_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export type AuthDeps = {
  /** Sends the throttle notices; scripts that only make administrators leave it out. */
  outbox?: MailOutbox;
};

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, i = 0; e && i < 4; i++, e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function createAuthService(ctx: AppContext, deps: AuthDeps = {}) {
  const { database, limiter, passwords, config } = ctx;
  const db = database.db;
  const limits = config.limits;

  /**
   * Tells the owner, once per throttle, that the failure just counted reached a limit: its count
   * comes from the shared store, so exactly one request on one instance sees it equal the limit.
   * Not awaited: the answer to the request is neither delayed nor changed by the mail.
   */
  function noticeIfThrottled(user: repo.UserRow, meta: RequestMeta, fromAddress: Counter, account: Counter) {
    const scope =
      account.count === limits.loginAccountFailureCeiling ? 'account'
      : fromAddress.count === limits.loginFailuresPerAccount ? 'address'
      : null;
    if (!scope || !deps.outbox) return;
    const outbox = deps.outbox;
    const counter = scope === 'account' ? account : fromAddress;
    void (async () => {
      const sent = await limiter.store.increment(`login:notice:${user.id}`, DAY_MS);
      if (sent.count > THROTTLE_NOTICES_PER_DAY) return;
      const mail = throttleNoticeMail({
        firstName: user.firstName,
        scope,
        failures: counter.count,
        at: new Date(),
        ip: meta.ip,
        until: new Date(counter.resetAt),
        forgotLink: config.publicUrl ? `${config.publicUrl}/forgot-password` : null,
      });
      await outbox.send({ ...mail, to: { name: '', address: user.email } });
    })().catch(() => {}); // the store may be down: the answer stands either way, only the notice is lost
  }

  async function startSession(user: repo.UserRow, meta: RequestMeta) {
    const token = newToken();
    await repo.insertSession(db, {
      userId: user.id,
      tokenHash: hashToken(token),
      ipAddress: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    });
    const updated = await repo.touchLastLogin(db, user.id);
    return { token, user: toUserDto(updated) };
  }

  return {
    async register(input: RegisterInput, meta: RequestMeta) {
      await limiter.consume(
        `register:ip:${meta.ip}`,
        limits.registrationsPerIp,
        limits.registrationWindowSeconds,
        'Too many registrations from this network.',
      );
      if (await repo.findUserByEmail(db, input.email)) {
        throw conflict(DUPLICATE_EMAIL, [{ field: 'email', message: DUPLICATE_EMAIL }]);
      }
      await requireStrongPassword(input.password, input, 'password');
      const prefs = input.accessibilityPreferences;
      // Privacy choices are a job seeker's; an employer's preferences keep the table's defaults.
      const privacy = input.role === 'applicant' && input.privacy ? input.privacy : undefined;
      let user: repo.UserRow;
      try {
        user = await repo.insertUser(
          db,
          {
            email: input.email,
            passwordHash: await passwords.hash(input.password),
            role: input.role,
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone ?? null,
            accommodations: input.accommodations || null,
          },
          {
            fontSize: prefs?.fontSize ?? 16,
            accessibilityHighContrast: prefs?.highContrast ?? false,
            accessibilityReducedMotion: prefs?.reducedMotion ?? false,
            accessibilityLargeText: (prefs?.fontSize ?? 16) > 16,
            ...(privacy
              ? { privacyPublicProfile: privacy.publicProfile, disclosureStage: privacy.disclosureStage, disclosureInFinder: privacy.disclosureInFinder }
              : {}),
          },
        );
      } catch (error) {
        // Two registrations with one email at once: the database's unique index decides.
        if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL, [{ field: 'email', message: DUPLICATE_EMAIL }]);
        throw error;
      }
      await recordAudit(db, {
        action: 'REGISTER',
        entityType: 'user',
        entityId: user.id,
        description: `Registered a new ${user.role} account`,
        success: true,
        actor: actorOf(user),
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      return startSession(user, meta);
    },

    async login(input: LoginInput, meta: RequestMeta) {
      await limiter.consume(
        `login:ip:${meta.ip}`,
        limits.loginAttemptsPerIp,
        limits.loginWindowSeconds,
        'Too many sign-in attempts from this network.',
      );
      // NOTE: the attempt is counted before the password is checked, and the counts are cleared
      // when the password is right. Checking first and counting only failures afterwards let a
      // burst of parallel guesses all pass the check before any of them was counted.
      // Failures throttle the account for the address they come from, so a stranger cannot lock
      // the owner out from elsewhere; only a much higher count from every address throttles the
      // account for everyone (NIST SP 800-63B §5.2.2). An attempt refused for its address is not
      // counted for the account.
      const keys = loginFailureKeys(input.email, meta.ip);
      const fromAddress = await limiter.consume(
        keys.fromAddress,
        limits.loginFailuresPerAccount,
        limits.loginWindowSeconds,
        'Too many failed sign-in attempts for this account from this network.',
      );
      const account = await limiter.consume(
        keys.account,
        limits.loginAccountFailureCeiling,
        limits.loginWindowSeconds,
        'Too many failed sign-in attempts for this account.',
      );

      const user = await repo.findUserByEmail(db, input.email);
      const valid = await passwords.verify(user?.passwordHash ?? '', input.password);
      const fail = async (reason: string) =>
        recordAudit(db, {
          action: 'LOGIN_FAILED',
          entityType: 'security',
          entityId: user?.id ?? null,
          description: `Failed sign-in: ${reason}`,
          success: false,
          actor: user ? actorOf(user) : null,
          actorEmail: input.email,
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
      if (!user || !valid) {
        await fail(user ? 'wrong password' : 'no account with this email');
        if (user) noticeIfThrottled(user, meta, fromAddress, account);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await Promise.all([limiter.reset(keys.fromAddress), limiter.reset(keys.account)]);
      if (!user.isActive) {
        await fail('account is deactivated');
        throw new AppError('ACCOUNT_INACTIVE', 403, INACTIVE);
      }
      const session = await startSession(user, meta);
      await recordAudit(db, {
        action: 'LOGIN_SUCCESS',
        entityType: 'security',
        entityId: user.id,
        description: 'Signed in',
        success: true,
        actor: actorOf(user),
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      return session;
    },

    async logout(sessionId: string, user: repo.UserRow, meta: RequestMeta) {
      await repo.revokeSession(db, sessionId);
      await recordAudit(db, {
        action: 'LOGOUT',
        entityType: 'security',
        entityId: user.id,
        description: 'Signed out',
        success: true,
        actor: actorOf(user),
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
    },

    /**
     * Changes the signed-in user's password after checking the current one. Wrong tries are
     * limited like sign-in failures, since this is another place to guess a password.
     */
    async changePassword(auth: AuthState, input: { currentPassword: string; newPassword: string }, meta: RequestMeta) {
      const { user, session } = auth;
      const failureKey = `password-change:fail:${user.id}`;
      await limiter.consume(failureKey, limits.loginFailuresPerAccount, limits.loginWindowSeconds, 'Too many wrong passwords.');
      const audit = (success: boolean, description: string) =>
        recordAudit(db, {
          action: 'PASSWORD_CHANGED',
          entityType: 'security',
          entityId: user.id,
          description,
          success,
          actor: actorOf(user),
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
      if (!(await passwords.verify(user.passwordHash, input.currentPassword))) {
        await audit(false, 'Password change refused: current password is incorrect');
        throw badRequest(CURRENT_PASSWORD_WRONG, [{ field: 'currentPassword', message: CURRENT_PASSWORD_WRONG }]);
      }
      await limiter.reset(failureKey);
      // The current password was just verified, so plain equality tells whether it is unchanged.
      if (input.newPassword === input.currentPassword) {
        throw badRequest(SAME_PASSWORD, [{ field: 'newPassword', message: SAME_PASSWORD }]);
      }
      await requireStrongPassword(input.newPassword, user, 'newPassword');
      await repo.updateUser(db, user.id, { passwordHash: await passwords.hash(input.newPassword) });
      await repo.revokeOtherSessions(db, user.id, session.id);
      await audit(true, 'Changed password; other sessions signed out');
    },

    /** Resolves a bearer token to its live session and active user, or nothing. */
    async authenticate(token: string) {
      if (!token || token.length > 200) return null;
      const found = await repo.findLiveSession(db, hashToken(token));
      if (!found || !found.user.isActive) return null;
      // Write at most once a minute per session: sliding expiry without a write per request.
      if (Date.now() - found.session.lastUsedAt.getTime() > 60_000) await repo.extendSession(db, found.session.id);
      return found;
    },

    /** Creates an administrator, or promotes and re-keys an existing account. The password follows registration's rules. */
    async ensureAdmin(input: { email: string; password: string; firstName?: string; lastName?: string }) {
      const email = input.email.trim().toLowerCase();
      const shape = RegistrationPassword.safeParse(input.password);
      if (!shape.success) {
        const message = shape.error.issues[0]?.message ?? 'Invalid password';
        throw badRequest(message, [{ field: 'password', message }]);
      }
      const existing = await repo.findUserByEmail(db, email);
      await requireStrongPassword(input.password, { email, firstName: input.firstName ?? existing?.firstName, lastName: input.lastName ?? existing?.lastName }, 'password');
      const passwordHash = await passwords.hash(input.password);
      const user = existing
        ? await repo.updateUser(db, existing.id, {
            role: 'admin',
            isActive: true,
            passwordHash,
            ...(input.firstName ? { firstName: input.firstName } : {}),
            ...(input.lastName ? { lastName: input.lastName } : {}),
          })
        : await repo.insertUser(
            db,
            { email, passwordHash, role: 'admin', firstName: input.firstName ?? 'Site', lastName: input.lastName ?? 'Administrator' },
            { privacyPublicProfile: false },
          );
      if (existing) await repo.revokeAllSessions(db, user.id);
      await recordAudit(db, {
        action: 'ADMIN_CREATED',
        entityType: 'user',
        entityId: user.id,
        description: existing ? `Promoted ${email} to administrator` : `Created administrator ${email}`,
        success: true,
        actor: actorOf(user),
      });
      return { user, created: !existing };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
