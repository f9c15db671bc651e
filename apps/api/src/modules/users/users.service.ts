import type { z } from 'zod';
import { USER_MESSAGES, type AdminUser, type AdminUsersQuery } from '@jobboard/contracts/admin-users';
import { pagination } from '@jobboard/contracts/pagination';
import { ROLE_LABELS, type Role } from '@jobboard/contracts/roles';
import { recordAudit, type AuditEntry } from '../../platform/audit.ts';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { AuthState } from '../../platform/guards.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { notify } from '../notifications/notify.ts';
import * as repo from './users.repository.ts';

type User = AuthState['user'];
type ListQuery = z.output<typeof AdminUsersQuery>;

export const USER_NOT_FOUND = 'User not found';
export const OWN_ACCOUNT = {
  status: 'You cannot deactivate or reactivate your own account',
  role: 'You cannot change your own role',
  delete: 'You cannot delete your own account',
} as const;

const actorOf = (u: User) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role });
const nameOf = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.email;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function toAdminUserDto(u: repo.UserListRow): AdminUser {
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    role: u.role,
    is_active: u.isActive,
    company_name: u.companyName,
    created_at: u.createdAt.toISOString(),
    last_login: u.lastLogin ? u.lastLogin.toISOString() : null,
  };
}

/** User administration (docs/architecture.md#user-administration): list, status, role and delete. */
export function createUsersService(ctx: AppContext, deps: { storage: ObjectStorage; jobs: Pick<JobsService, 'holdAccountJobs' | 'releaseAccountJobs'> }) {
  const db = ctx.database.db;

  const audit = (tx: typeof db, admin: User, meta: RequestMeta, action: AuditEntry['action'], targetId: string, description: string) =>
    recordAudit(tx, { action, entityType: 'user', entityId: targetId, description, success: true, actor: actorOf(admin), ip: meta.ip, userAgent: meta.userAgent });

  /**
   * The target of a change: it must exist (404), and never be the admin's own account (403).
   * NOTE: compared by the id of the row found, not the id as the URL spells it: PostgreSQL reads a
   * uuid in any letter case, so the admin's own id in upper case found their row yet passed a
   * comparison of the strings.
   */
  async function lockTarget(tx: typeof db, admin: User, id: string, ownRefusal: string) {
    const target = await repo.findUserForUpdate(tx, id);
    if (!target) throw notFound(USER_NOT_FOUND);
    if (target.id === admin.id) throw forbidden(ownRefusal);
    return target;
  }

  return {
    async list(query: ListQuery) {
      const { page, limit } = query;
      const filter = { search: query.search || undefined, role: query.role, active: query.status === undefined ? undefined : query.status === 'active' };
      const [{ rows, total }, summary] = await Promise.all([repo.listUsers(db, filter, (page - 1) * limit, limit), repo.userSummary(db)]);
      return { users: rows.map(toAdminUserDto), pagination: pagination(page, limit, total), summary };
    },

    /**
     * Activates or deactivates. Deactivation ends every session of the user and takes their active
     * jobs off the board (held for the account); reactivation brings back exactly those jobs. All
     * in the same transaction.
     */
    async setStatus(admin: User, id: string, isActive: boolean, meta: RequestMeta) {
      return repo.inTransaction(db, async (tx) => {
        const target = await lockTarget(tx, admin, id, OWN_ACCOUNT.status);
        const row = await repo.updateUser(tx, id, { isActive });
        const revoked = isActive ? 0 : await repo.revokeAllSessions(tx, id);
        const moved = isActive ? await deps.jobs.releaseAccountJobs(tx, id) : await deps.jobs.holdAccountJobs(tx, id);
        const what = isActive ? 'Activated' : `Deactivated`;
        const sessions = isActive ? '' : `; ${plural(revoked, 'session')} signed out`;
        const jobs = moved ? `; ${plural(moved, 'job')} ${isActive ? 'back on the board' : 'taken off the board'}` : '';
        await audit(tx, admin, meta, 'USER_STATUS_CHANGED', id, `${what} user ${nameOf(target)} <${target.email}>${sessions}${jobs}`);
        // Read at the next sign-in: a deactivated user has no session left to read it in.
        if (target.isActive !== isActive) {
          await notify(tx, { userId: id, type: 'system', icon: 'info', message: `An administrator ${isActive ? 'reactivated' : 'deactivated'} your account` });
        }
        return toAdminUserDto(row);
      });
    },

    async setRole(admin: User, id: string, role: Role, meta: RequestMeta) {
      return repo.inTransaction(db, async (tx) => {
        const target = await lockTarget(tx, admin, id, OWN_ACCOUNT.role);
        const row = await repo.updateUser(tx, id, { role });
        await audit(tx, admin, meta, 'USER_ROLE_CHANGED', id, `Changed role of ${nameOf(target)} <${target.email}> from ${ROLE_LABELS[target.role]} to ${ROLE_LABELS[role]}`);
        if (target.role !== role) {
          const message = `An administrator changed your account from ${ROLE_LABELS[target.role]} to ${ROLE_LABELS[role]}`;
          await notify(tx, { userId: id, type: 'system', icon: 'info', message, link: '/dashboard' });
        }
        return toAdminUserDto(row);
      });
    },

    /**
     * Deletes the user and, with `force`, every related record, in one transaction; without
     * `force`, a user who has jobs or applications is refused (409) so nothing goes by accident.
     * Their files go after the commit, unless another row still points at them.
     */
    async remove(admin: User, id: string, force: boolean, meta: RequestMeta) {
      const done = await repo.inTransaction(db, async (tx) => {
        const target = await lockTarget(tx, admin, id, OWN_ACCOUNT.delete);
        const related = await repo.relatedCounts(tx, id);
        if (!force && related.jobs + related.applications > 0) {
          throw conflict(
            `This user has ${plural(related.jobs, 'job')} and ${plural(related.applications, 'application')}. Delete with force=true to remove the user and all related records.`,
          );
        }
        const keys = await repo.fileKeysOf(tx, target);
        await repo.deleteUser(tx, id);
        await audit(
          tx,
          admin,
          meta,
          'USER_DELETED',
          id,
          `Deleted ${ROLE_LABELS[target.role]} ${nameOf(target)} <${target.email}> with ${plural(related.jobs, 'job')}, ${plural(related.applications, 'application')} and ${plural(keys.length, 'file')}`,
        );
        return { related, keys };
      });
      const kept = await repo.keysStillReferenced(db, done.keys);
      // NOTE: a failed file delete leaves an orphaned object, never a row pointing at nothing.
      await Promise.all(done.keys.filter((k) => !kept.has(k)).map((k) => deps.storage.delete(k).catch(() => undefined)));
      return {
        message: force ? USER_MESSAGES.forceDeleted : USER_MESSAGES.deleted,
        deleted: { jobs: done.related.jobs, applications: done.related.applications, files: done.keys.length - kept.size },
      };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
