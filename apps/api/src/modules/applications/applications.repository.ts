import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_STATUSES, type ApplicationStatus } from '@jobboard/contracts/job-options';
import type { Db } from '../../db/client.ts';
import { applicationHistory, applications, jobs } from '../../db/schema.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationJob = { id: string; employerId: string; title: string; location: string; status: string; companyName: string | null };
export type ApplicationWithJob = { application: ApplicationRow; job: ApplicationJob };

const jobSummary = { id: jobs.id, employerId: jobs.employerId, title: jobs.title, location: jobs.location, status: jobs.status, companyName: jobs.companyName };
/** Applications to deleted jobs are hidden from the applicant, as the jobs are. */
const jobNotDeleted = sql`${jobs.status} <> 'deleted'`;

/**
 * Creates the application, or reactivates a withdrawn one, in one statement: the unique
 * (job, applicant) index makes parallel submits end with one row. Nothing comes back when an
 * application exists in any other status.
 */
export async function upsertApplication(
  db: Db,
  values: { jobId: string; applicantId: string; coverLetter: string; resumeUrl: string | null; disclosureChoice: ApplicationRow['disclosureChoice'] },
): Promise<{ application: ApplicationRow; reapplied: boolean } | undefined> {
  const [row] = await db
    .insert(applications)
    .values({ ...values, status: 'applied' })
    .onConflictDoUpdate({
      target: [applications.jobId, applications.applicantId],
      set: {
        status: 'applied',
        coverLetter: sql`excluded.cover_letter`,
        resumeUrl: sql`excluded.resume_url`,
        employerNotes: null,
        disclosureChoice: sql`excluded.disclosure_choice`,
        appliedAt: sql`now()`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${applications.status} = 'applicant_withdrew'`,
    })
    // xmax is 0 on a freshly inserted row and set on an updated one.
    .returning({ ...getTableColumns(applications), reapplied: sql<boolean>`xmax::text <> '0'` });
  if (!row) return undefined;
  const { reapplied, ...application } = row;
  return { application, reapplied };
}

export async function insertHistory(db: Db, entry: typeof applicationHistory.$inferInsert): Promise<void> {
  await db.insert(applicationHistory).values(entry);
}

/** The applicant's own application with its job, locked for a status change. */
export async function findOwnForUpdate(db: Db, id: string, applicantId: string): Promise<ApplicationWithJob | undefined> {
  const [row] = await db
    .select({ application: getTableColumns(applications), job: jobSummary })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, id), eq(applications.applicantId, applicantId), jobNotDeleted))
    .for('update', { of: applications });
  return row;
}

export async function setStatus(db: Db, id: string, status: ApplicationStatus): Promise<ApplicationRow> {
  const [row] = await db.update(applications).set({ status, updatedAt: new Date() }).where(eq(applications.id, id)).returning();
  return row!;
}

const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type MineFilter = { search?: string | undefined; status?: ApplicationStatus | undefined; offset: number; limit: number };

/** One page of the applicant's applications, newest first, with the total for the filter. */
export async function listOwn(db: Db, applicantId: string, f: MineFilter) {
  const parts: SQL[] = [eq(applications.applicantId, applicantId), jobNotDeleted];
  if (f.status) parts.push(eq(applications.status, f.status));
  if (f.search) {
    const pattern = likeContains(f.search);
    parts.push(sql`(${jobs.title} ilike ${pattern} or coalesce(${jobs.companyName}, '') ilike ${pattern})`);
  }
  const where = and(...parts);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ application: getTableColumns(applications), job: jobSummary })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(where)
      .orderBy(sql`${applications.appliedAt} desc nulls last, ${applications.id} desc`)
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(applications).innerJoin(jobs, eq(jobs.id, applications.jobId)).where(where),
  ]);
  return { rows, total: counted!.n };
}

/** Statistics over all of the applicant's applications (docs/architecture.md#applying-and-withdrawing). */
export async function ownStats(db: Db, applicantId: string) {
  const active = sql.join(ACTIVE_STATUSES.map((s) => sql`${s}`), sql`, `);
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      active: sql<number>`count(*) filter (where ${applications.status} in (${active}))`.mapWith(Number),
      hired: sql<number>`count(*) filter (where ${applications.status} = 'hired')`.mapWith(Number),
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.applicantId, applicantId), jobNotDeleted));
  return row!;
}

/** Runs `fn` in one transaction: every write in it lands together or not at all. */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}
