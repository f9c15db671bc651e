import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_TTL_MINUTES, RESET_ERRORS } from '@jobboard/contracts/password-reset';
import { recordAudit, type AuditEntry } from '../../platform/audit.ts';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import type { MailOutbox } from '../../platform/mail-outbox.ts';
import { requireStrongPassword } from '../../platform/password-strength.ts';
import { loginFailureKeys } from '../auth/auth.service.ts';
import * as repo from './password-reset.repository.ts';
import { noAccountMail, passwordChangedMail, resetCodeMail } from './reset-mails.ts';

export type PasswordResetDeps = {
  outbox: MailOutbox;
  /** Server-side key of the code HMAC; never stored in the database. */
  codeKey: Buffer;
  /** The clock codes expire by; tests move it. */
  now?: () => Date;
};

const DAY_SECONDS = 24 * 60 * 60;
const CHECK_WINDOW_SECONDS = 15 * 60;
const HOUR_SECONDS = 60 * 60;
const NO_USER = '00000000-0000-0000-0000-000000000000';

const actorOf = (u: repo.ResetUser) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role });
const invalidCode = () => badRequest(RESET_ERRORS.invalidCode, [{ field: 'otp', message: RESET_ERRORS.invalidCode }]);

/**
 * The code HMAC's key, derived from the server's file-link secret (FILE_URL_SECRET or the key kept
 * under DATA_DIR/secrets) for this one purpose, so one configured secret serves every instance.
 */
export function resetCodeKey(serverSecret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'jobboard password reset code', 32));
}

/** A code of OTP_LENGTH digits from the operating system's cryptographic generator. */
export function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Password reset by an emailed code (docs/decisions/009). Every limit is keyed by the email address
 * as typed, not by the account, so an address without an account is treated exactly alike.
 */
export function createPasswordResetService(ctx: AppContext, deps: PasswordResetDeps) {
  const { database, limiter, passwords, config } = ctx;
  const db = database.db;
  const limits = config.limits;
  const now = deps.now ?? (() => new Date());
  // Bound to the account, so a hash copied to another row does not match there.
  const hashCode = (userId: string, code: string) => createHmac('sha256', deps.codeKey).update(`${userId}:${code}`).digest();

  const audit = (meta: RequestMeta, entry: Omit<AuditEntry, 'ip' | 'userAgent' | 'entityType'>) =>
    recordAudit(db, { ...entry, entityType: 'security', ip: meta.ip, userAgent: meta.userAgent });

  /**
   * Checks the code for the address; counts the try against the network and the live code only.
   * NOTE: a check when the address has no live code costs its owner nothing: failures used to be
   * counted per address too, and ten wrong checks by anyone shut the owner out of recovery for a
   * day. Guessing stays bounded by the tries per code and the codes per address per day.
   */
  async function checkCode(email: string, otp: string, meta: RequestMeta): Promise<repo.ResetUser> {
    await limiter.consume(`reset:check:ip:${meta.ip}`, limits.resetChecksPerIp, CHECK_WINDOW_SECONDS, 'Too many code checks from this network.');
    const user = await repo.findUserByEmail(db, email);
    const live = user ? await repo.takeTry(db, user.id, now(), limits.resetTriesPerCode) : undefined;
    // The HMAC is computed either way, so the answer takes as long with or without an account.
    const given = hashCode(user?.id ?? NO_USER, otp);
    const stored = live ? Buffer.from(live.codeHash, 'hex') : Buffer.alloc(given.length);
    const matches = live !== undefined && stored.length === given.length && timingSafeEqual(stored, given);
    if (!user || !matches) {
      await audit(meta, {
        action: 'PASSWORD_RESET_FAILED',
        entityId: user?.id ?? null,
        description: user ? (live ? 'Wrong password reset code' : 'Password reset code checked with no usable code') : 'Password reset code checked for an address with no account',
        success: false,
        actor: user ? actorOf(user) : null,
        actorEmail: email,
      });
      throw invalidCode();
    }
    await repo.giveTryBack(db, user.id);
    return user;
  }

  return {
    /** Mails a new code to an account's address, or a "no account" note to any other address. */
    async requestCode(email: string, siteUrl: string, meta: RequestMeta): Promise<void> {
      await limiter.consume(`reset:request:ip:${meta.ip}`, limits.resetRequestsPerIp, HOUR_SECONDS, 'Too many reset codes were asked for from this network.');
      const interval = limits.resetRequestIntervalSeconds;
      const intervalKey = `reset:request:${email}`;
      await limiter.consume(intervalKey, 1, interval, `You can ask for a new code once ${interval === 60 ? 'a minute' : `every ${interval} seconds`}.`);
      // Caps the guesses a day at codes × tries per code (decision 009). A mail that could not be
      // sent counts too: its code was stored and could be guessed.
      await limiter.consume(`reset:codes:${email}`, limits.resetCodesPerAddress, DAY_SECONDS, 'Too many reset codes were sent to this address today.');

      const user = await repo.findUserByEmail(db, email);
      const forgotLink = `${siteUrl}/forgot-password`;
      const to = { name: '', address: user?.email ?? email };
      // The code and its mail are written together: a code is never stored without its mail queued.
      await db.transaction(async (tx) => {
        if (!user) return deps.outbox.send({ ...noAccountMail({ email, registerLink: `${siteUrl}/register`, forgotLink }), to }, tx);
        const code = newCode();
        const issued = now();
        await repo.replaceCode(tx, user.id, hashCode(user.id, code).toString('hex'), issued, new Date(issued.getTime() + OTP_TTL_MINUTES * 60_000));
        await deps.outbox.send({ ...resetCodeMail({ firstName: user.firstName, code, resetLink: `${siteUrl}/reset-password?email=${encodeURIComponent(email)}` }), to }, tx);
      });
      deps.outbox.flush();
      await audit(meta, {
        action: 'PASSWORD_RESET_REQUESTED',
        entityId: user?.id ?? null,
        description: `${user ? 'Password reset code' : 'Password reset request for an address with no account'}: mail queued`,
        success: true,
        actor: user ? actorOf(user) : null,
        actorEmail: email,
      });
    },

    /** Answers whether the code is right, without using it up. */
    async verifyCode(email: string, otp: string, meta: RequestMeta): Promise<void> {
      await checkCode(email, otp, meta);
    },

    /** Uses the code up, sets the password and signs the account out everywhere. */
    async resetPassword(input: { email: string; otp: string; newPassword: string }, siteUrl: string, meta: RequestMeta): Promise<void> {
      const user = await checkCode(input.email, input.otp, meta);
      // After the code, so only its holder learns anything or spends the check's CPU; the code stays usable.
      await requireStrongPassword(input.newPassword, user, 'newPassword');
      const passwordHash = await passwords.hash(input.newPassword);
      // The "password changed" notice is queued with the change itself, so neither happens without the other.
      const notice = { ...passwordChangedMail({ firstName: user.firstName, forgotLink: `${siteUrl}/forgot-password`, contactLink: `${siteUrl}/contact` }), to: { name: '', address: user.email } };
      if (!(await repo.completeReset(db, user.id, passwordHash, now(), (tx) => deps.outbox.send(notice, tx)))) {
        // A parallel request used the code between the check and here.
        await audit(meta, { action: 'PASSWORD_RESET_FAILED', entityId: user.id, description: 'Password reset code was already used', success: false, actor: actorOf(user) });
        throw invalidCode();
      }
      // Whoever owns the mailbox may sign in again at once from where they reset it, even after
      // failed sign-ins throttled the account or this address.
      const login = loginFailureKeys(input.email, meta.ip);
      await Promise.all([limiter.reset(login.account), limiter.reset(login.fromAddress)]);
      await audit(meta, {
        action: 'PASSWORD_RESET',
        entityId: user.id,
        description: 'Reset the password with an emailed code; all sessions signed out',
        success: true,
        actor: actorOf(user),
      });
      deps.outbox.flush();
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
