import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@jobboard/contracts/roles';
import type { Db } from '../../db/client.ts';
import { applications, jobs, sessions, users } from '../../db/schema.ts';
import { LOGO_SIZES } from '@jobboard/contracts/company-options';
import { logoStorageKey } from '../companies/company-logo.ts';

export type UserRow = typeof users.$inferSelect;
export type UserFilter = { search?: string | undefined; role?: Role | undefined; active?: boolean | undefined };

const listColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isActive: users.isActive,
  companyName: users.companyName,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
};
export type UserListRow = { [K in keyof typeof listColumns]: UserRow[K] };

/** `%`, `_` and `\` in what the admin typed are matched as themselves. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function condition(f: UserFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.role) parts.push(eq(users.role, f.role));
  if (f.active !== undefined) parts.push(eq(users.isActive, f.active));
  if (f.search) {
    const p = likeContains(f.search);
    parts.push(
      sql`(${users.email} ilike ${p} or coalesce(${users.firstName}, '') ilike ${p} or coalesce(${users.lastName}, '') ilike ${p}
        or (coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${p})`,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/** One page of users, newest first, with the number matching the filter. */
export async function listUsers(db: Db, f: UserFilter, offset: number, limit: number) {
  const where = condition(f);
  const [rows, [counted]] = await Promise.all([
    db.select(listColumns).from(users).where(where).orderBy(sql`${users.createdAt} desc, ${users.id} desc`).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users).where(where),
  ]);
  return { rows, total: counted!.n };
}

/** Counts over every user, whatever the filter: the page's summary cards. */
export async function userSummary(db: Db) {
  const n = (filter: SQL) => sql<number>`count(*) filter (where ${filter})`.mapWith(Number);
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      active: n(sql`${users.isActive}`),
      inactive: n(sql`not ${users.isActive}`),
      admins: n(sql`${users.role} = 'admin'`),
      employers: n(sql`${users.role} = 'employer'`),
      applicants: n(sql`${users.role} = 'applicant'`),
    })
    .from(users);
  return row!;
}

/** The user, locked against a parallel change until the transaction ends. */
export async function findUserForUpdate(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function updateUser(db: Db, id: string, changes: Partial<Pick<UserRow, 'isActive' | 'role'>>): Promise<UserListRow> {
  const [row] = await db.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, id)).returning(listColumns);
  return row!;
}

/** Ends every live session of the user at once. */
export async function revokeAllSessions(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** What a delete takes with it: the user's jobs (any status) and their own applications. */
export async function relatedCounts(db: Db, userId: string) {
  const result = await db.execute(sql`
    select (select count(*)::int from ${jobs} where employer_id = ${userId}) as jobs,
           (select count(*)::int from ${applications} where applicant_id = ${userId}) as applications`);
  const [row] = (result as unknown as { rows: Array<{ jobs: number | string; applications: number | string }> }).rows;
  return { jobs: Number(row!.jobs), applications: Number(row!.applications) };
}

/** Storage keys of the user's own files: resume, picture, company logo sizes, and resumes attached to their applications. */
export async function fileKeysOf(db: Db, user: UserRow): Promise<string[]> {
  const attached = await db
    .selectDistinct({ key: applications.resumeUrl })
    .from(applications)
    .where(and(eq(applications.applicantId, user.id), sql`${applications.resumeUrl} is not null`));
  const logo = user.companyLogoKey ? LOGO_SIZES.map((size) => logoStorageKey(user.companyLogoKey!, size)) : [];
  const keys = [user.resumeKey, user.profilePictureKey, ...logo, ...attached.map((a) => a.key)];
  return [...new Set(keys.filter((k): k is string => Boolean(k)))];
}

/**
 * Removes the user. Their preferences, sessions, reset codes, notifications, saved jobs,
 * profile views, applications (with history) and jobs (with those jobs' applications, views
 * and saves) go with them by the foreign keys' ON DELETE CASCADE; contact messages and history
 * entries they wrote on others' applications keep their text with the author set to null.
 */
export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Which of these storage keys some row still points at (they must not be removed). */
export async function keysStillReferenced(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const [byUsers, byApplications] = await Promise.all([
    db
      .select({ a: users.resumeKey, b: users.profilePictureKey })
      .from(users)
      .where(sql`${users.resumeKey} in ${keys} or ${users.profilePictureKey} in ${keys}`),
    db.selectDistinct({ key: applications.resumeUrl }).from(applications).where(inArray(applications.resumeUrl, keys)),
  ]);
  return new Set([...byUsers.flatMap((r) => [r.a, r.b]), ...byApplications.map((r) => r.key)].filter((k): k is string => Boolean(k)));
}

/** Runs `fn` in one transaction: every write in it lands together or not at all. */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}
