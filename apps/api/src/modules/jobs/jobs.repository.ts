import { and, eq, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { JobStatus } from '@jobboard/contracts/job-options';
import { preparedKept, type Db } from '../../db/client.ts';
import { applicationDayCounts, applications, jobs, jobViews, savedJobs, users } from '../../db/schema.ts';
import { companyPageVisible } from '../companies/company-visibility.ts';

// Generated search and sort columns stay in the database.
const { searchVector: _searchVector, titleVector: _titleVector, salaryRange: _salaryRange, salarySort: _salarySort, ...jobColumns } = getTableColumns(jobs);

export type JobRow = Omit<typeof jobs.$inferSelect, 'searchVector' | 'titleVector' | 'salaryRange' | 'salarySort'>;
export type NewJob = Omit<typeof jobs.$inferInsert, 'id' | 'searchVector' | 'salaryRange' | 'salarySort'>;

/** What to compute beside each job, depending on who asks. */
export type ExtrasFor = {
  /** An applicant: their own application and whether they saved the job. */
  applicantId?: string | Placeholder;
  /** Admin list: the employer's name. */
  employer?: boolean;
  /** The employer's own list. */
  ownList?: boolean;
};
type Named = { first_name: string | null; last_name: string | null; email: string };
/** The employer's visible company page, for the job's link to it. */
export type CompanyPage = { slug: string; logo_key: string | null };
export type JobExtras = {
  applicationsCount: number;
  /** Read with the job from the database; a job just written has none. */
  company?: CompanyPage | null;
  employer?: Named | null;
  ownList?: boolean;
  myApplication?: { id: string; status: string } | null;
  isSaved?: boolean;
};
export type JobWithExtras = { job: JobRow; extras: JobExtras };

/** Active and not past its deadline: what the public sees. */
export const publiclyVisible = sql`(${jobs.status} = 'active' and (${jobs.expiresAt} is null or ${jobs.expiresAt} > now()))`;

/** What an applicant sees: public jobs, and any job they applied to unless it was deleted. */
export const visibleToApplicant = (applicantId: string) =>
  sql`(${publiclyVisible} or (${jobs.status} <> 'deleted' and exists (select 1 from ${applications} a where a.job_id = ${jobs.id} and a.applicant_id = ${applicantId})))`;

/** The employer's own jobs, every status but deleted. */
export const ownJobsCondition = (employerId: string) => sql`${jobs.employerId} = ${employerId} and ${jobs.status} <> 'deleted'`;

// NOTE: Drizzle writes columns without their table in a one-table select list, where inside a
// subquery "id" would name the subquery's own column; these name the outer job explicitly.
const JOB_ID = sql.raw('"jobs"."id"');
const JOB_EMPLOYER_ID = sql.raw('"jobs"."employer_id"');

function extraFields(opts: ExtrasFor) {
  return {
    // An administrator counts every application, withdrawn ones too, as the admin applications list
    // does; everyone else counts the applications still in play.
    applicationsCount: opts.employer
      ? sql<number>`(select count(*) from ${applications} a where a.job_id = ${JOB_ID})`.mapWith(Number)
      : sql<number>`(select count(*) from ${applications} a where a.job_id = ${JOB_ID} and a.status <> 'applicant_withdrew')`.mapWith(Number),
    // In the job's own statement rather than a second one per page: a round trip is most of a list's cost.
    company: sql<CompanyPage | null>`(select json_build_object('slug', c.company_slug, 'logo_key', c.company_logo_key) from ${users} c where c.id = ${JOB_EMPLOYER_ID} and ${companyPageVisible(sql.raw('c'))})`,
    employer: opts.employer
      ? sql<Named | null>`(select json_build_object('first_name', u.first_name, 'last_name', u.last_name, 'email', u.email) from ${users} u where u.id = ${JOB_EMPLOYER_ID})`
      : sql<null>`null`,
    myApplication: opts.applicantId
      ? sql<{ id: string; status: string } | null>`(select json_build_object('id', a.id, 'status', a.status) from ${applications} a where a.job_id = ${JOB_ID} and a.applicant_id = ${opts.applicantId})`
      : sql<null>`null`,
    isSaved: opts.applicantId
      ? sql<boolean>`exists (select 1 from ${savedJobs} s where s.job_id = ${JOB_ID} and s.user_id = ${opts.applicantId})`
      : sql<null>`null`,
  };
}

type SelectOptions = { orderBy?: SQL; limit?: number; offset?: number };

/** Jobs matching `where`, each with the extras this caller may see. */
export async function selectJobs(db: Db, where: SQL, opts: ExtrasFor, page: SelectOptions = {}): Promise<JobWithExtras[]> {
  const base = db
    .select({ job: jobColumns, ...extraFields(opts) })
    .from(jobs)
    .where(where)
    .orderBy(page.orderBy ?? sql`${jobs.createdAt} desc nulls last, ${jobs.id} desc nulls last`)
    .$dynamic();
  if (page.limit !== undefined) base.limit(page.limit);
  if (page.offset) base.offset(page.offset);
  return (await base).map((r) => withExtras(r, opts));
}

type SelectedRow = { job: JobRow; applicationsCount: number; company: CompanyPage | null; employer: Named | null; myApplication: { id: string; status: string } | null; isSaved: boolean | null };

function withExtras(r: SelectedRow, opts: ExtrasFor): JobWithExtras {
  return {
    job: r.job,
    extras: {
      applicationsCount: r.applicationsCount,
      company: r.company ?? null,
      ...(opts.employer ? { employer: r.employer } : {}),
      ...(opts.ownList ? { ownList: true } : {}),
      ...(opts.applicantId ? { myApplication: r.myApplication ?? null, isSaved: Boolean(r.isSaved) } : {}),
    },
  };
}

/**
 * The jobs of a page, in its order, with the extras for this viewer, in the statement that finds
 * them: `page` selects `id` and `found` (how many matched, when it knows) in the page's order.
 * One statement rather than two saves a round trip per search (docs/perf/).
 */
export async function jobsOfPage(db: Db, page: SQL, opts: ExtrasFor): Promise<{ jobs: JobWithExtras[]; found: number | undefined }> {
  // NOTE: a materialized CTE gives back its rows in the order they were made, which row_number() keeps.
  const paged = db
    .$with('paged', { id: sql<string>`id`.as('id'), found: sql<string | number | null>`found`.as('found'), n: sql<number>`n`.as('n') })
    .as(sql`select id, found, row_number() over () as n from (${page}) as page`);
  const rows = await db
    .with(paged)
    .select({ job: jobColumns, ...extraFields(opts), found: sql<string | number | null>`"paged"."found"` })
    .from(paged)
    .innerJoin(jobs, sql`${jobs.id} = "paged"."id"`)
    .orderBy(sql`"paged"."n"`);
  const found = rows[0]?.found;
  return { jobs: rows.map((r) => withExtras(r, opts)), found: found === null || found === undefined ? undefined : Number(found) };
}

/** An employer's public jobs, newest first (the company page). */
export const publicJobsOf = (db: Db, employerId: string, limit: number) => selectJobs(db, sql`${publiclyVisible} and ${jobs.employerId} = ${employerId}`, {}, { limit });

/** One job by id with the extras for this kind of viewer. */
export async function findJob(db: Db, id: string, opts: ExtrasFor): Promise<JobWithExtras | undefined> {
  const [row] = await prepared(db, 'find_job', opts, eq(jobs.id, sql.placeholder('id'))).execute({ id, viewer: opts.applicantId });
  return row;
}

type Prepared = { execute(params: Record<string, unknown>): Promise<JobWithExtras[]> };

/** A job query prepared once per database and kind of viewer (the busiest reads: job detail and the rows of every list page). */
function prepared(db: Db, name: string, opts: ExtrasFor, where: SQL): Prepared {
  const kind = opts.applicantId ? 'applicant' : opts.employer ? 'admin' : 'public';
  const shape: ExtrasFor = kind === 'applicant' ? { applicantId: sql.placeholder('viewer') } : kind === 'admin' ? { employer: true } : {};
  const query = preparedKept(db, `${name}_${kind}`, () => db.select({ job: jobColumns, ...extraFields(shape) }).from(jobs).where(where));
  return { execute: async (params) => (await query.execute(params)).map((r) => withExtras(r, shape)) };
}

/** Up to `limit` other public jobs sharing the category, the job type or a disability type; newest first. */
export function similarJobs(db: Db, job: JobRow, opts: ExtrasFor, limit: number) {
  const types = job.disabilityTypes.length ? sql`array[${sql.join(job.disabilityTypes.map((t) => sql`${t}`), sql`, `)}]::text[]` : sql`'{}'::text[]`;
  const related = sql`(${jobs.category} = ${job.category} or ${jobs.jobType} = ${job.jobType} or ${jobs.disabilityTypes} && ${types})`;
  return selectJobs(db, and(publiclyVisible, sql`${jobs.id} <> ${job.id}`, related)!, opts, { limit });
}

export async function insertJob(db: Db, values: NewJob): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning(jobColumns);
  return row!;
}

export async function updateJob(db: Db, id: string, values: Partial<NewJob>): Promise<JobRow> {
  const [row] = await db.update(jobs).set({ ...values, updatedAt: new Date() }).where(eq(jobs.id, id)).returning(jobColumns);
  return row!;
}

export function setJobStatus(db: Db, id: string, status: JobStatus): Promise<JobRow> {
  return updateJob(db, id, { status });
}

/** The job, locked against a parallel change until the transaction ends (a status change reads its hold under it). */
export async function lockJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, id)).for('update');
  return row;
}

/** An administrator's takedown: off the board in `status`, held with the reason its employer reads. */
export function holdJob(db: Db, id: string, status: JobStatus, reason: string): Promise<JobRow> {
  return updateJob(db, id, { status, hold: 'admin', holdReason: reason, heldAt: new Date() });
}

/** Back on the board, whatever held it. */
export function activateJob(db: Db, id: string): Promise<JobRow> {
  return updateJob(db, id, { status: 'active', hold: null, holdReason: null, heldAt: null });
}

export async function employerIsActive(db: Db, employerId: string): Promise<boolean> {
  const [row] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, employerId));
  return Boolean(row?.isActive);
}

/** The employer's active jobs leave the board with their account; answers how many. */
export async function holdAccountJobs(db: Db, employerId: string): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: 'inactive', hold: 'account', holdReason: null, heldAt: new Date(), updatedAt: new Date() })
    .where(and(eq(jobs.employerId, employerId), eq(jobs.status, 'active')))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Exactly the jobs that left with the account come back (not those inactive before, nor an administrator's takedowns). */
export async function releaseAccountJobs(db: Db, employerId: string): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: 'active', hold: null, holdReason: null, heldAt: null, updatedAt: new Date() })
    .where(and(eq(jobs.employerId, employerId), eq(jobs.hold, 'account'), eq(jobs.status, 'inactive')))
    .returning({ id: jobs.id });
  return rows.length;
}

export type View = { jobId: string; viewerKey: string; day: string };

/**
 * Counts views, at most one per viewer per job per UTC day: a job's counter moves by the views
 * whose row for that day is new, in one statement, so reloads and races do not inflate it.
 * Answers the ids of the jobs whose counter moved.
 */
export async function recordViews(db: Db, views: View[]): Promise<string[]> {
  const result = await db.execute(sql`
    with seen as (
      insert into ${jobViews} (job_id, viewer_key, day)
      select * from unnest(${sql.param(views.map((v) => v.jobId))}::uuid[], ${sql.param(views.map((v) => v.viewerKey))}::text[], ${sql.param(views.map((v) => v.day))}::date[])
      on conflict do nothing
      returning job_id
    ), counted as (select job_id, count(*)::int as n from seen group by job_id)
    update ${jobs} set views_count = views_count + counted.n from counted where ${jobs.id} = counted.job_id returning ${jobs.id} as id`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

export async function saveJob(db: Db, userId: string, jobId: string): Promise<void> {
  await db.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
}

export async function unsaveJob(db: Db, userId: string, jobId: string): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

/** The applicant's saved jobs that they can still see, most recently saved first. */
export async function listSavedJobs(db: Db, userId: string, offset: number, limit: number) {
  const where = sql`${visibleToApplicant(userId)} and exists (select 1 from ${savedJobs} s where s.job_id = ${jobs.id} and s.user_id = ${userId})`;
  const savedAt = sql`(select s.created_at from ${savedJobs} s where s.job_id = ${jobs.id} and s.user_id = ${userId})`;
  const [rows, total] = await Promise.all([
    selectJobs(db, where, { applicantId: userId }, { orderBy: sql`${savedAt} desc, ${jobs.id} desc`, limit, offset }),
    countWhere(db, where),
  ]);
  return { rows, total };
}

export async function countWhere(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(jobs).where(where);
  return row!.n;
}

/** Counts over every job but deleted ones, and their applications (the admin page's summary cards). */
export async function adminJobSummary(db: Db) {
  const n = (status: JobStatus) => sql<number>`count(*) filter (where ${jobs.status} = ${status})`.mapWith(Number);
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      active: n('active'),
      inactive: n('inactive'),
      draft: n('draft'),
      employer_deactivated: n('employer_deactivated'),
      // Every application, withdrawn ones too (as the admin applications list counts them), from the
      // per-day counts (migration 0010), less those to deleted jobs (few), which this page does not
      // list: a count over a million applications took 0.6 s on each admin page load.
      applications: sql<number>`(
        (select coalesce(sum(c.n), 0) from ${applicationDayCounts} c)
        - (select count(*) from ${applications} a join ${jobs} j on j.id = a.job_id where j.status = 'deleted'))`.mapWith(Number),
    })
    .from(jobs)
    .where(sql`${jobs.status} <> 'deleted'`);
  return row!;
}

/** Public jobs for the sitemap, newest first, from `offset`. */
export function sitemapJobs(db: Db, limit: number, offset = 0) {
  return db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(publiclyVisible)
    .orderBy(sql`${jobs.createdAt} desc nulls last, ${jobs.id} desc nulls last`)
    .limit(limit)
    .offset(offset);
}

/** Runs `fn` in one transaction: every write in it lands together or not at all. */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}

/** Rows of a raw `execute`: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
