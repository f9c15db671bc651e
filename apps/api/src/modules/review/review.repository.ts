import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '@jobboard/contracts/job-options';
import type { Db } from '../../db/client.ts';
import { applicationHistory, applications, jobs, users } from '../../db/schema.ts';

export type ReviewFilter = { jobId?: string | undefined; status?: ApplicationStatus | undefined; search?: string | undefined; offset: number; limit: number };

/** `%`, `_` and `\` in what the employer typed are matched as themselves. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const applicantColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  experienceYears: users.experienceYears,
  bio: users.bio,
  skills: users.skills,
  education: users.education,
  accommodations: users.accommodations,
  accessibilityNeeds: users.accessibilityNeeds,
  accommodationsNeeded: users.accommodationsNeeded,
  resumeKey: users.resumeKey,
  profilePictureKey: users.profilePictureKey,
};
const jobColumns = {
  id: jobs.id,
  employerId: jobs.employerId,
  title: jobs.title,
  location: jobs.location,
  jobType: jobs.jobType,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  companyName: jobs.companyName,
  status: jobs.status,
};
const newestFirst = [desc(applications.appliedAt), desc(applications.id)];

/** What every employer view of applications reads: the application, its applicant and its job. */
function detailsOf(db: Db) {
  return db
    .select({ application: getTableColumns(applications), applicant: applicantColumns, job: jobColumns })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.applicantId));
}
export type ReviewRow = Awaited<ReturnType<ReturnType<typeof detailsOf>['execute']>>[number];

/**
 * One page of application ids to the employer's own non-deleted jobs, newest first, and the total.
 * NOTE: the page and the count are two statements run side by side (PostgreSQL's pool), both
 * through applications_job_status_idx (and jobs_employer_id_created_at_idx without a job); the
 * count needs no sort and a window count would hold every match until the sort. Applicants are
 * joined here only when the search needs names and emails; the page's rows are read afterwards
 * by id (detailsByIds), which keeps each statement cheap to plan as well as to run.
 */
export async function pageIdsForEmployer(db: Db, employerId: string, f: ReviewFilter): Promise<{ ids: string[]; total: number }> {
  const parts: SQL[] = [eq(jobs.employerId, employerId), sql`${jobs.status} <> 'deleted'`];
  if (f.jobId) parts.push(eq(applications.jobId, f.jobId));
  if (f.status) parts.push(eq(applications.status, f.status));
  const from = <T extends PgSelect>(query: T) => {
    const joined = query.innerJoin(jobs, eq(jobs.id, applications.jobId));
    return f.search ? joined.innerJoin(users, eq(users.id, applications.applicantId)) : joined;
  };
  if (f.search) {
    const p = likeContains(f.search);
    parts.push(sql`(concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${p} or ${users.email} ilike ${p} or ${jobs.title} ilike ${p})`);
  }
  const where = and(...parts);
  const [rows, [counted]] = await Promise.all([
    from(db.select({ id: applications.id }).from(applications).$dynamic()).where(where).orderBy(...newestFirst).limit(f.limit).offset(f.offset),
    from(db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(applications).$dynamic()).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: counted!.n };
}

/** These applications with their applicants and jobs, newest first. */
export function detailsByIds(db: Db, ids: string[]): Promise<ReviewRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return detailsOf(db).where(inArray(applications.id, ids)).orderBy(...newestFirst);
}

/** One application with its applicant and job, whoever may see it (callers check). */
export async function findDetails(db: Db, id: string): Promise<ReviewRow | undefined> {
  const [row] = await detailsOf(db).where(eq(applications.id, id)).limit(1);
  return row;
}

/** The application's status and its job's owner, with the application row locked for a change. */
export async function lockForChange(tx: Db, id: string) {
  const [row] = await tx
    .select({ id: applications.id, status: applications.status, applicantId: applications.applicantId, job: { id: jobs.id, employerId: jobs.employerId, title: jobs.title, companyName: jobs.companyName, status: jobs.status } })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, id))
    .for('update', { of: applications });
  return row;
}

/** Who may read an application's history: its applicant and its job's employer (and the job's state). */
export async function findOwners(db: Db, id: string) {
  const [row] = await db
    .select({ applicantId: applications.applicantId, employerId: jobs.employerId, jobStatus: jobs.status })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, id))
    .limit(1);
  return row;
}

/** Sets the status; the employer's note replaces the one the applicant reads only when given. */
export async function updateStatus(tx: Db, id: string, status: ApplicationStatus, employerNotes: string | null | undefined) {
  await tx
    .update(applications)
    .set({ status, updatedAt: sql`now()`, ...(employerNotes ? { employerNotes } : {}) })
    .where(eq(applications.id, id));
}

export async function insertHistory(tx: Db, entry: typeof applicationHistory.$inferInsert) {
  await tx.insert(applicationHistory).values(entry);
}

const actor = alias(users, 'actor');

/** The history of these applications, oldest first, with each actor's name and role. */
export function historyOf(db: Db, applicationIds: string[]) {
  if (!applicationIds.length) return Promise.resolve([]);
  return db
    .select({
      entry: getTableColumns(applicationHistory),
      actor: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName, email: actor.email, role: actor.role },
    })
    .from(applicationHistory)
    .leftJoin(actor, eq(actor.id, applicationHistory.changedBy))
    .where(inArray(applicationHistory.applicationId, applicationIds))
    .orderBy(asc(applicationHistory.createdAt), asc(applicationHistory.id));
}
export type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];

/** Runs `fn` in one transaction: every write in it lands together or not at all. */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}
