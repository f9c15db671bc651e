import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '@jobboard/contracts/job-options';
import type { Db } from '../../db/client.ts';
import { applicationDayCounts, applications, jobs, users } from '../../db/schema.ts';

const applicant = alias(users, 'applicant');
const employer = alias(users, 'employer');

export type AdminApplicationFilter = { status?: ApplicationStatus | undefined; search?: string | undefined };

/** `%`, `_` and `\` in what the admin typed are matched as themselves. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const fullName = (u: typeof applicant | typeof employer) => sql`(coalesce(${u.firstName}, '') || ' ' || coalesce(${u.lastName}, ''))`;

function condition(f: AdminApplicationFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.status) parts.push(eq(applications.status, f.status));
  if (f.search) {
    const p = likeContains(f.search);
    parts.push(sql`(${jobs.title} ilike ${p} or coalesce(${jobs.companyName}, '') ilike ${p}
      or ${applicant.email} ilike ${p} or ${fullName(applicant)} ilike ${p}
      or ${employer.email} ilike ${p} or ${fullName(employer)} ilike ${p})`);
  }
  return parts.length ? and(...parts) : undefined;
}

const columns = {
  id: applications.id,
  appliedAt: applications.appliedAt,
  updatedAt: applications.updatedAt,
  status: applications.status,
  jobId: jobs.id,
  jobTitle: jobs.title,
  jobStatus: jobs.status,
  companyName: jobs.companyName,
  applicant: { firstName: applicant.firstName, lastName: applicant.lastName, email: applicant.email },
  employer: { firstName: employer.firstName, lastName: employer.lastName, email: employer.email },
};

/** Every application (whatever its job's status), newest first, with job, applicant and employer. */
export async function listApplications(db: Db, f: AdminApplicationFilter, offset: number, limit: number) {
  const where = condition(f);
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(applicant, eq(applicant.id, applications.applicantId))
      .innerJoin(employer, eq(employer.id, jobs.employerId))
      .where(where)
      .orderBy(sql`${applications.appliedAt} desc, ${applications.id} desc`)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(applicant, eq(applicant.id, applications.applicantId))
      .innerJoin(employer, eq(employer.id, jobs.employerId))
      .where(where),
  ]);
  return { rows, total: counted!.n };
}
export type AdminApplicationRow = Awaited<ReturnType<typeof listApplications>>['rows'][number];

/**
 * How many applications there are in each status (all of them, whatever the filter), added up
 * from the per-day counts the triggers keep (migration 0010) rather than counted row by row.
 */
export async function countByStatus(db: Db): Promise<Array<{ status: ApplicationStatus; n: number }>> {
  const rows = await db
    .select({ status: applicationDayCounts.status, n: sql<number>`sum(${applicationDayCounts.n})`.mapWith(Number) })
    .from(applicationDayCounts)
    .groupBy(applicationDayCounts.status);
  return rows as Array<{ status: ApplicationStatus; n: number }>;
}

/** One application with what its audit row and notification name, locked for the delete. */
export async function findForDelete(db: Db, id: string) {
  const [row] = await db
    .select({
      id: applications.id,
      applicantId: applications.applicantId,
      applicantEmail: applicant.email,
      applicantName: { firstName: applicant.firstName, lastName: applicant.lastName },
      jobId: jobs.id,
      jobTitle: jobs.title,
      employerId: jobs.employerId,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(applicant, eq(applicant.id, applications.applicantId))
    .where(eq(applications.id, id))
    .for('update', { of: applications });
  return row;
}

/** Removes the application; its history goes with it (ON DELETE CASCADE). */
export async function deleteApplication(db: Db, id: string): Promise<void> {
  await db.delete(applications).where(eq(applications.id, id));
}

export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}
