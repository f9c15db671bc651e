import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@jobboard/contracts/job-options';
import { EMPLOYER_SETTABLE_STATUSES, EMPLOYER_TRANSITIONS, EmployerStatusResponse } from '@jobboard/contracts/review';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { apply, historyOf, postJob, registerApplicant, registerEmployer, setApplicationStatus, type Account } from '../../helpers/jobs.ts';
import { applicationRow, countNotifications, notificationsOf } from '../../helpers/review.ts';
import { auditTrail } from '../../helpers/stored.ts';

let t: TestApp;
let employer: Account;
let otherEmployer: Account;
let seeker: Account;
let admin: { token: string; user: { id: string } };
let jobId: string;
let appId: string;

beforeAll(async () => {
  t = await createTestApp();
  [employer, otherEmployer, seeker, admin] = await Promise.all([
    registerEmployer(t, { firstName: 'Jonas', lastName: 'Lindqvist' }),
    registerEmployer(t),
    registerApplicant(t, { firstName: 'Amara', lastName: 'Okafor' }),
    createAdmin(t),
  ]);
  const job = await postJob(t, employer.token, { title: 'Senior Developer' });
  jobId = job.id;
  appId = (await apply(t, seeker.token, jobId)).json().data.application.id;
});
afterAll(() => t.close());

const put = (token: string | undefined, body: unknown, id = appId) => call(t.app, 'PUT', `/v1/applications/${id}/status`, { ...(token ? { token } : {}), body });

/** What a refused change must leave untouched: status, history and the applicant's notifications. */
async function snapshot(id = appId) {
  return { status: (await applicationRow(t, id)).status, history: (await historyOf(t, id)).length, notes: await countNotifications(t, seeker.user.id) };
}

const label = (s: ApplicationStatus) => APPLICATION_STATUS_LABELS[s];
const PAIRS = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.map((to) => [from, to] as const));

describe('PUT /v1/applications/{id}/status as the employer: every pair of the transition table', () => {
  it.each(PAIRS)('%s → %s', async (from, to) => {
    await setApplicationStatus(t, appId, from);
    const before = await snapshot();
    const res = await put(employer.token, { status: to });
    const settable = (EMPLOYER_SETTABLE_STATUSES as readonly string[]).includes(to);

    if (settable && EMPLOYER_TRANSITIONS[from].includes(to)) {
      expect(res.statusCode, res.body).toBe(200);
      const body = EmployerStatusResponse.parse(res.json());
      expect(body.message).toBe('Application status updated successfully!');
      expect(body.data.application).toMatchObject({ id: appId, status: to });
      expect(body.data.application.history.at(-1)).toMatchObject({ fromStatus: from, toStatus: to, changedBy: 'Jonas Lindqvist' });
      expect(await snapshot()).toEqual({ status: to, history: before.history + 1, notes: before.notes + 1 });
      return;
    }
    if (!settable) {
      expectFieldError(res, 'status', 'Unknown application status');
    } else {
      const allowed = EMPLOYER_TRANSITIONS[from];
      const message = allowed.length
        ? `Cannot change status from ${label(from)} to ${label(to)}. Allowed next statuses: ${allowed.map(label).join(', ')}.`
        : `Cannot change status from ${label(from)}. No further changes are allowed.`;
      expectError(res, 409, 'CONFLICT', message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('words the refusals in the fixed wording', async () => {
    await setApplicationStatus(t, appId, 'hired');
    expectError(await put(employer.token, { status: 'rejected' }), 409, 'CONFLICT', 'Cannot change status from Hired. No further changes are allowed.');
    await setApplicationStatus(t, appId, 'applied');
    expectError(await put(employer.token, { status: 'hired' }), 409, 'CONFLICT', 'Cannot change status from Applied to Hired. Allowed next statuses: Under Review, Shortlisted, Rejected.');
    await setApplicationStatus(t, appId, 'shortlisted');
    expectError(await put(employer.token, { status: 'hired' }), 409, 'CONFLICT', 'Cannot change status from Shortlisted to Hired. Allowed next statuses: Interviewed, Offer Extended, Rejected.');
  });
});

describe('what a status change writes', () => {
  it('keeps the note for the applicant, records history, notifies the applicant and audits, together', async () => {
    await setApplicationStatus(t, appId, 'applied');
    const res = await put(employer.token, { status: 'shortlisted', notes: '  Strong portfolio.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await applicationRow(t, appId)).toMatchObject({ status: 'shortlisted', employerNotes: 'Strong portfolio.' });
    expect((await historyOf(t, appId)).at(-1)).toMatchObject({ fromStatus: 'applied', toStatus: 'shortlisted', changedBy: employer.user.id, notes: 'Strong portfolio.' });
    expect((await notificationsOf(t, seeker.user.id))[0]).toMatchObject({
      message: 'Your application for "Senior Developer" at Jonas Lindqvist is now: Shortlisted',
      icon: 'status',
      link: '/applications',
      isRead: false,
      type: 'application_status',
    });
    const audit = (await auditTrail(t)).filter((r) => r.actionType === 'APPLICATION_STATUS_CHANGED').at(-1);
    expect(audit).toMatchObject({ userId: employer.user.id, entityType: 'application', entityId: appId, success: true });
    expect(audit!.description).toBe('Changed application status for job "Senior Developer" from Applied to Shortlisted');
  });

  it('keeps an earlier note when a change comes without one', async () => {
    await setApplicationStatus(t, appId, 'shortlisted');
    await put(employer.token, { status: 'interviewed', notes: 'Great interview' });
    expect((await put(employer.token, { status: 'offered' })).statusCode).toBe(200);
    expect((await applicationRow(t, appId)).employerNotes).toBe('Great interview');
  });

  it.each([
    ['hired', 'hired', 'Hired'],
    ['rejected', 'rejected', 'Rejected'],
  ] as const)('uses the %s icon and the applicant label', async (to, icon, text) => {
    await setApplicationStatus(t, appId, to === 'hired' ? 'offered' : 'applied');
    expect((await put(employer.token, { status: to })).statusCode).toBe(200);
    expect((await notificationsOf(t, seeker.user.id))[0]).toMatchObject({ icon, message: `Your application for "Senior Developer" at Jonas Lindqvist is now: ${text}` });
  });

  it('tells the applicant "Offer Received" where the employer reads "Offer Extended"', async () => {
    await setApplicationStatus(t, appId, 'interviewed');
    const res = await put(employer.token, { status: 'offered' });
    expect(res.statusCode).toBe(200);
    expect((await notificationsOf(t, seeker.user.id))[0]!.message).toMatch(/is now: Offer Received$/);
  });

  it('writes nothing when a later step of the change fails: one transaction', async () => {
    await setApplicationStatus(t, appId, 'applied');
    const before = await snapshot();
    // NOTE: a constraint every new notification breaks makes the notify step fail after the update.
    await t.database.db.execute(sql`alter table notifications add constraint test_block check (false) not valid`);
    try {
      const res = await put(employer.token, { status: 'reviewing' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await t.database.db.execute(sql`alter table notifications drop constraint test_block`);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('applies only one of two simultaneous identical changes: the row is locked', async () => {
    await setApplicationStatus(t, appId, 'applied');
    const before = await snapshot();
    const [a, b] = await Promise.all([put(employer.token, { status: 'rejected' }), put(employer.token, { status: 'rejected' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await snapshot()).toEqual({ status: 'rejected', history: before.history + 1, notes: before.notes + 1 });
  });
});

describe('who may change a status', () => {
  it('answers 404 to another employer and changes nothing', async () => {
    await setApplicationStatus(t, appId, 'applied');
    const before = await snapshot();
    expectError(await put(otherEmployer.token, { status: 'reviewing' }), 404, 'NOT_FOUND', 'Application not found');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the applicant with 403, whatever the body', async () => {
    await setApplicationStatus(t, appId, 'applied');
    const before = await snapshot();
    for (const body of [{ status: 'reviewing' }, { status: 'hired' }, { nonsense: true }]) {
      expectError(await put(seeker.token, body), 403, 'FORBIDDEN', 'Only employers and administrators can change application status');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    expectError(await put(undefined, { status: 'reviewing' }), 401, 'UNAUTHORIZED');
  });

  it('answers 404 for an application to a deleted job', async () => {
    const job = await postJob(t, employer.token, { title: 'Gone' });
    const id = (await apply(t, seeker.token, job.id)).json().data.application.id;
    await call(t.app, 'DELETE', `/v1/jobs/${job.id}`, { token: employer.token });
    expectError(await put(employer.token, { status: 'reviewing' }, id), 404, 'NOT_FOUND');
    expect((await applicationRow(t, id)).status).toBe('applied');
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown status', { status: 'promoted' }, 'status', 'Unknown application status'],
    ['an admin alias', { status: 'interviewing' }, 'status', 'Unknown application status'],
    ['the withdrawn alias', { status: 'withdrawn' }, 'status', 'Unknown application status'],
    ['no status', {}, 'status', 'Unknown application status'],
    ['a number', { status: 3 }, 'status', 'Unknown application status'],
    ['a stray field', { status: 'reviewing', approved: true }, 'approved', 'Unknown field: approved'],
    ['notes that are not text', { status: 'reviewing', notes: 5 }, 'notes', 'Notes must be text'],
    ['notes over 2000 characters', { status: 'reviewing', notes: 'x'.repeat(2001) }, 'notes', 'Notes must be at most 2000 characters'],
  ])('refuses %s from an employer with 400 and changes nothing', async (_name, body, field, message) => {
    await setApplicationStatus(t, appId, 'applied');
    const before = await snapshot();
    expectFieldError(await put(employer.token, body), field, message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a body that is not an object', async () => {
    for (const body of ['reviewing', [1], null]) {
      const res = await t.app.inject({ method: 'PUT', url: `/v1/applications/${appId}/status`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', authorization: `Bearer ${employer.token}` } });
      expect(res.statusCode).toBe(400);
    }
  });

  it.each(['not-a-uuid', '123', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g'])('answers 400 for the id %s', async (id) => {
    expectFieldError(await put(employer.token, { status: 'reviewing' }, encodeURIComponent(id)), 'id', 'Invalid application id');
  });

  it('answers 404 for an id that is not an application', async () => {
    expectError(await put(employer.token, { status: 'reviewing' }, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    expectError(await put(admin.token, { status: 'reviewing' }, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
  });
});

describe('PUT /v1/applications/{id}/status as an administrator', () => {
  it.each([
    ['interviewing', 'interviewed'],
    ['withdrawn', 'applicant_withdrew'],
  ] as const)('accepts the alias %s and stores %s', async (alias, stored) => {
    await setApplicationStatus(t, appId, 'applied');
    const res = await put(admin.token, { status: alias, notes: 'Fixed by support' });
    expect(res.statusCode, res.body).toBe(200);
    expect(EmployerStatusResponse.parse(res.json()).data.application.status).toBe(stored);
    const row = await applicationRow(t, appId);
    expect(row.status).toBe(stored);
    // The administrator's note is history, not the employer's note the applicant reads.
    expect(row.employerNotes).not.toBe('Fixed by support');
    expect((await historyOf(t, appId)).at(-1)).toMatchObject({ fromStatus: 'applied', toStatus: stored, changedBy: admin.user.id, notes: 'Fixed by support' });
  });

  it('may set any status from any other, even backwards', async () => {
    await setApplicationStatus(t, appId, 'hired');
    expect((await put(admin.token, { status: 'applied' })).statusCode).toBe(200);
    expect((await applicationRow(t, appId)).status).toBe('applied');
    expect((await notificationsOf(t, seeker.user.id))[0]!.message).toMatch(/is now: Applied$/);
  });

  it.each(APPLICATION_STATUSES)('refuses to set %s when it is already the status (409), writing nothing', async (status) => {
    await setApplicationStatus(t, appId, status);
    const before = await snapshot();
    expectError(await put(admin.token, { status }), 409, 'CONFLICT', `The application is already ${label(status)}.`);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an unknown status with 400', async () => {
    expectFieldError(await put(admin.token, { status: 'archived' }), 'status', 'Unknown application status');
  });
});
