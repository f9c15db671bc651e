/** Accommodation requests through the API, and their rows for checking what the API does not show. */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accommodationRequestEvents, accommodationRequests, auditLog } from '../../src/db/schema.ts';
import { call, createTestApp, type TestApp } from './app.ts';
import { apply, postJob, registerApplicant, registerEmployer, type Account } from './jobs.ts';
import { eventually } from './mail.ts';

export const INTERVIEW_REQUEST = { stage: 'interview', items: ['interview-questions-in-advance', 'extra-assessment-time'], details: 'I read questions better than I hear them.' };

export const askFor = (t: TestApp, token: string | undefined, applicationId: string, body: unknown = INTERVIEW_REQUEST) =>
  call(t.app, 'POST', `/v1/applications/${applicationId}/accommodation-requests`, { ...(token ? { token } : {}), body });
export const answerRequest = (t: TestApp, token: string | undefined, id: string, body: unknown) =>
  call(t.app, 'PUT', `/v1/accommodation-requests/${id}`, { ...(token ? { token } : {}), body });
export const replyTo = (t: TestApp, token: string | undefined, id: string, text: unknown) =>
  call(t.app, 'POST', `/v1/accommodation-requests/${id}/replies`, { ...(token ? { token } : {}), body: { text } });
export const readRequest = (t: TestApp, token: string | undefined, id: string) => call(t.app, 'GET', `/v1/accommodation-requests/${id}`, token ? { token } : {});

/** An answer agreeing to the interview request's two items. */
export const AGREE_ALL = {
  responses: [
    { item: 'interview-questions-in-advance', decision: 'agreed' },
    { item: 'extra-assessment-time', decision: 'agreed' },
  ],
};

/** A job of `employer` (a new one unless given), an applicant who applied to it, and their application's id. */
export async function applied(t: TestApp, employer?: Account) {
  const owner = employer ?? (await registerEmployer(t));
  const job = await postJob(t, owner.token, { title: `Caption editor ${Math.random().toString(36).slice(2, 7)}` });
  const seeker = await registerApplicant(t, { firstName: 'Amara', lastName: 'Okafor' });
  const res = await apply(t, seeker.token, job.id);
  expect(res.statusCode, res.body).toBe(201);
  return { employer: owner, job, seeker, applicationId: res.json().data.application.id as string };
}

/** As `applied`, with the interview request sent; answers the request's id. */
export async function requested(t: TestApp, employer?: Account) {
  const setup = await applied(t, employer);
  const res = await askFor(t, setup.seeker.token, setup.applicationId);
  expect(res.statusCode, res.body).toBe(201);
  return { ...setup, requestId: res.json().data.request.id as string };
}

export async function requestRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(accommodationRequests).where(eq(accommodationRequests.id, id));
  return row;
}

export function eventRows(t: TestApp, requestId: string) {
  return t.database.db.select().from(accommodationRequestEvents).where(eq(accommodationRequestEvents.requestId, requestId)).orderBy(asc(accommodationRequestEvents.createdAt));
}

export function auditRowsOf(t: TestApp, entityId: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.seq));
}

/**
 * The API for these tests. Every request, answer and reply queues a mail: the mail worker looks
 * again every 0.5 s (pg-boss's shortest; the default is 2 s), so a file's mails are sent as fast as they come.
 */
export const requestsTestApp = (env: Record<string, string> = {}) => createTestApp(env, { build: { tasks: { scheduled: false, pollingSeconds: 0.5 } } });

/**
 * Closes the app once the mail its last calls queued is sent. NOTE: every request, answer and reply
 * mails someone; a mail still being sent at close would be marked done on a closed pool.
 */
export async function closeWhenMailed(t: TestApp) {
  const queued = "select count(*)::int as n from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')";
  await eventually(async () => ((await t.database.sql.query(queued, [])).rows[0] as { n: number }).n === 0, 60_000);
  await t.close();
}
