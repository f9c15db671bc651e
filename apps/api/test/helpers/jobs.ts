/** Jobs and applications through the API, plus direct database access to set up states the API does not expose. */
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { JobFormInput } from '@jobboard/contracts/jobs';
import { applicationHistory, applications, jobs, jobViews, users } from '../../src/db/schema.ts';
import { call, registerUser, type TestApp } from './app.ts';

export type Account = Awaited<ReturnType<typeof registerUser>>;

/** A form payload that passes every rule; override what a test is about. */
export function validJob(overrides: Partial<JobFormInput> & Record<string, unknown> = {}): JobFormInput {
  return {
    title: 'Accessibility Engineer',
    description: 'Build accessible interfaces with a team that tests with screen reader users every week.',
    requirements: 'Three years with React. Knowledge of WCAG 2.1.',
    responsibilities: 'Audit components. Fix what you find.',
    benefits: 'Flexible hours\nRemote work',
    accommodations: 'Screen reader licences provided.',
    location: 'Toronto, ON',
    jobType: 'full-time',
    salaryMin: 60000,
    salaryMax: 80000,
    salaryCurrency: 'CAD',
    isRemote: false,
    applicationDeadline: null,
    category: 'Engineering',
    disabilityTypes: ['visual'],
    ...overrides,
  } as JobFormInput;
}

export const registerEmployer = (t: TestApp, overrides: Record<string, unknown> = {}) => registerUser(t.app, { role: 'employer', ...overrides });
export const registerApplicant = (t: TestApp, overrides: Record<string, unknown> = {}) => registerUser(t.app, { role: 'applicant', ...overrides });

/** Posts a job through the API and returns it (fails the test if posting fails). */
export async function postJob(t: TestApp, token: string, overrides: Partial<JobFormInput> & Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/v1/jobs', { token, body: validJob(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.job as { id: string; title: string; employer_id: string; [k: string]: unknown };
}

export async function apply(t: TestApp, token: string, jobId: string, body: Record<string, unknown> = {}) {
  return call(t.app, 'POST', '/v1/applications', { token, body: { job_id: jobId, cover_letter: null, resume_url: null, ...body } });
}

/** Changes a job row directly: status, dates or counters the API would take time or other roles to reach. */
export async function updateJobRow(t: TestApp, id: string, changes: Partial<typeof jobs.$inferInsert>) {
  await t.database.db.update(jobs).set(changes).where(eq(jobs.id, id));
}

export async function jobRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

export function applicationsOf(t: TestApp, jobId: string) {
  return t.database.db.select().from(applications).where(eq(applications.jobId, jobId));
}

export async function setApplicationStatus(t: TestApp, id: string, status: (typeof applications.$inferSelect)['status']) {
  await t.database.db.update(applications).set({ status }).where(eq(applications.id, id));
}

export function historyOf(t: TestApp, applicationId: string) {
  return t.database.db.select().from(applicationHistory).where(eq(applicationHistory.applicationId, applicationId)).orderBy(applicationHistory.createdAt);
}

export async function viewRows(t: TestApp, jobId: string) {
  return t.database.db.select().from(jobViews).where(eq(jobViews.jobId, jobId));
}

/** What an uploaded resume leaves on the user row (uploads come in a later issue). */
export async function giveResume(t: TestApp, userId: string, key = 'resumes/abc123') {
  await t.database.db.update(users).set({ resumeKey: key, resumeFileName: 'cv.pdf' }).where(eq(users.id, userId));
}

/** Removes every job, so a test can reason about exact totals. */
export async function deleteAllJobs(t: TestApp) {
  await t.database.db.execute(sql`delete from ${jobs}`);
}

/** A date (YYYY-MM-DD) n days from today in UTC. */
export const dayFromToday = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
