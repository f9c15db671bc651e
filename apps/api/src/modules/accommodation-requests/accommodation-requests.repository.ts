import { and, asc, desc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import type { RequestResponse } from '@jobboard/contracts/accommodation-requests';
import type { Db } from '../../db/client.ts';
import { accommodationRequestEvents, accommodationRequests, applications, jobs, users } from '../../db/schema.ts';

export type RequestRow = typeof accommodationRequests.$inferSelect;
export type NewEvent = typeof accommodationRequestEvents.$inferInsert;

/** Who may read a request, and what its answer names: the application, its applicant and its job. */
const applicationFacts = {
  applicationId: applications.id,
  applicationStatus: applications.status,
  applicantId: applications.applicantId,
  jobId: jobs.id,
  jobTitle: jobs.title,
  jobStatus: jobs.status,
  employerId: jobs.employerId,
};
const applicantName = { firstName: users.firstName, lastName: users.lastName, email: users.email };

/** An application with its job, for the rules: locked (shared) when `lock`, so a withdrawal waits for the request. */
export async function findApplication(db: Db, id: string, lock = false) {
  const query = db
    .select(applicationFacts)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, id));
  // NOTE: for update, not share: two requests at once must not both pass the waiting count.
  const [row] = lock ? await query.for('update', { of: applications }) : await query;
  return row;
}
export type ApplicationFacts = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** How many of an application's requests wait for the employer's answer. */
export async function countWaiting(db: Db, applicationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(accommodationRequests)
    .where(and(eq(accommodationRequests.applicationId, applicationId), eq(accommodationRequests.state, 'waiting')));
  return row!.n;
}

function withFacts(db: Db) {
  return db
    .select({ request: getTableColumns(accommodationRequests), facts: applicationFacts, applicant: applicantName })
    .from(accommodationRequests)
    .innerJoin(applications, eq(applications.id, accommodationRequests.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.applicantId));
}
export type RequestWithFacts = Awaited<ReturnType<ReturnType<typeof withFacts>['execute']>>[number];
const newestFirst = [desc(accommodationRequests.createdAt), desc(accommodationRequests.id)];

export function requestsByIds(db: Db, ids: string[]): Promise<RequestWithFacts[]> {
  if (!ids.length) return Promise.resolve([]);
  return withFacts(db).where(inArray(accommodationRequests.id, ids)).orderBy(...newestFirst);
}

export function requestsOfApplications(db: Db, applicationIds: string[]): Promise<RequestWithFacts[]> {
  if (!applicationIds.length) return Promise.resolve([]);
  return withFacts(db).where(inArray(accommodationRequests.applicationId, applicationIds)).orderBy(...newestFirst);
}

/** The request with its facts, locked for an answer or a reply. */
export async function lockRequest(tx: Db, id: string): Promise<RequestWithFacts | undefined> {
  const [row] = await withFacts(tx).where(eq(accommodationRequests.id, id)).for('update', { of: accommodationRequests });
  return row;
}

export async function insertRequest(tx: Db, values: { applicationId: string; stage: RequestRow['stage']; items: string[]; details: string | null }): Promise<RequestRow> {
  const [row] = await tx.insert(accommodationRequests).values(values).returning();
  return row!;
}

export async function insertEvent(tx: Db, values: NewEvent): Promise<void> {
  await tx.insert(accommodationRequestEvents).values(values);
}

/** Answered: nothing waits; the first answer's time stays for the analytics. */
export async function markAnswered(tx: Db, id: string): Promise<void> {
  await tx
    .update(accommodationRequests)
    .set({ state: 'answered', waitingSince: null, firstAnsweredAt: sql`coalesce(${accommodationRequests.firstAnsweredAt}, now())`, updatedAt: sql`now()` })
    .where(eq(accommodationRequests.id, id));
}

/** A reply waits for the employer again; a reply before any answer keeps the original wait. */
export async function markWaiting(tx: Db, id: string): Promise<void> {
  await tx
    .update(accommodationRequests)
    .set({ state: 'waiting', waitingSince: sql`coalesce(${accommodationRequests.waitingSince}, now())`, updatedAt: sql`now()` })
    .where(eq(accommodationRequests.id, id));
}

/** The threads of these requests, oldest first, with what each author's account shows of them. */
export function eventsOf(db: Db, requestIds: string[]) {
  if (!requestIds.length) return Promise.resolve([]);
  return db
    .select({
      event: getTableColumns(accommodationRequestEvents),
      author: { firstName: users.firstName, lastName: users.lastName, email: users.email, companyName: users.companyName },
    })
    .from(accommodationRequestEvents)
    .leftJoin(users, eq(users.id, accommodationRequestEvents.authorId))
    .where(inArray(accommodationRequestEvents.requestId, requestIds))
    .orderBy(asc(accommodationRequestEvents.createdAt), asc(accommodationRequestEvents.id));
}
export type EventRow = Awaited<ReturnType<typeof eventsOf>>[number];
export type StoredResponses = RequestResponse[];

/** Requests on the employer's jobs (not deleted), optionally one job's. */
const ofEmployer = (employerId: string, jobId?: string) =>
  and(eq(jobs.employerId, employerId), sql`${jobs.status} <> 'deleted'`, jobId ? eq(jobs.id, jobId) : undefined);

/** How many requests wait for the employer's answer, and since when the oldest. */
export async function waitingFor(db: Db, employerId: string, jobId?: string) {
  const [row] = await db
    .select({ waiting: sql<number>`count(*)`.mapWith(Number), oldest: sql<Date | null>`min(${accommodationRequests.waitingSince})` })
    .from(accommodationRequests)
    .innerJoin(applications, eq(applications.id, accommodationRequests.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(ofEmployer(employerId, jobId), eq(accommodationRequests.state, 'waiting'), sql`${applications.status} <> 'applicant_withdrew'`));
  const oldest = row!.oldest;
  return { waiting: row!.waiting, oldestWaitingSince: oldest === null ? null : new Date(oldest) };
}

export type AnswerTimes = { days: number; answeredInTime: number; decided: number };

/**
 * Of the requests made since `since`, those first answered within `days` days, among those whose
 * `days` are over or that were answered: a young request still waiting has not missed it yet. A
 * request left unanswered on a withdrawn application could no longer be answered, so it is left out.
 */
export async function answerTimes(db: Db, employerId: string, since: Date, days: number): Promise<AnswerTimes> {
  const r = accommodationRequests;
  const deadline = sql`${r.createdAt} + make_interval(days => ${days}::int)`;
  const [row] = await db
    .select({
      answeredInTime: sql<number>`count(*) filter (where ${r.firstAnsweredAt} <= ${deadline})`.mapWith(Number),
      decided: sql<number>`count(*) filter (where ${r.firstAnsweredAt} is not null or ${deadline} <= now())`.mapWith(Number),
    })
    .from(r)
    .innerJoin(applications, eq(applications.id, r.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(ofEmployer(employerId), gte(r.createdAt, since), sql`(${r.firstAnsweredAt} is not null or ${applications.status} <> 'applicant_withdrew')`));
  return { days, ...row! };
}

/** Requests made on the employer's jobs since `since`. */
export async function madeSince(db: Db, employerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(accommodationRequests)
    .innerJoin(applications, eq(applications.id, accommodationRequests.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(ofEmployer(employerId), gte(accommodationRequests.createdAt, since)));
  return row!.n;
}

/** Runs `fn` in one transaction: every write in it lands together or not at all. */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}
