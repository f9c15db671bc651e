import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobResponse } from '@jobboard/contracts/jobs';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { apply, jobRow, postJob, registerApplicant, registerEmployer, validJob, type Account } from '../../helpers/jobs.ts';
import { inbox } from '../../helpers/review.ts';
import { auditTrail } from '../../helpers/stored.ts';

// An administrator's takedown sticks: the job is held with the reason the admin gave, its
// employer cannot bring it back (403 naming the reason), and only an administrator lifts it.
let t: TestApp;
let owner: Account;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerEmployer(t);
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const REASON = 'The pay stated is not what the role offers.';
const REFUSAL = 'An administrator took this job down: The pay stated is not what the role offers. Contact support to have it reviewed.';

const setStatus = (id: string, token: string, body: Record<string, unknown>) => call(t.app, 'PUT', `/v1/jobs/${id}/status`, { token, body });
const takeDown = (id: string, reason = REASON) => setStatus(id, admin.token, { status: 'inactive', reason });
const publicIds = async (query = 'limit=100') => ((await call(t.app, 'GET', `/v1/jobs?${query}`)).json().data.jobs as Array<{ id: string }>).map((j) => j.id);

async function heldJob(title = 'Held Role') {
  const job = await postJob(t, owner.token, { title });
  expect((await takeDown(job.id)).statusCode).toBe(200);
  return job.id;
}

describe("an administrator's takedown", () => {
  it('holds the job with the reason, off the board, audited, and tells its employer', async () => {
    const job = await postJob(t, owner.token, { title: 'Misleading Pay' });
    const res = await takeDown(job.id);
    expect(res.statusCode, res.body).toBe(200);
    const answered = JobResponse.parse(res.json()).data.job;
    expect(answered).toMatchObject({ status: 'inactive', hold: { kind: 'admin', reason: REASON } });
    expect(await jobRow(t, job.id)).toMatchObject({ status: 'inactive', hold: 'admin', holdReason: REASON });
    expect((await auditTrail(t)).at(-1)).toMatchObject({
      actionType: 'JOB_TAKEN_DOWN',
      entityId: job.id,
      userId: admin.user.id,
      description: `Took job "Misleading Pay" down (Active to Inactive): ${REASON}`,
    });
    expect((await inbox(t, owner.token))[0]).toBe(
      'An administrator took your job "Misleading Pay" down: The pay stated is not what the role offers. Contact support to have it reviewed.',
    );
    expectError(await call(t.app, 'GET', `/v1/jobs/${job.id}`), 404, 'NOT_FOUND', 'Job not found');
    expect(await publicIds()).not.toContain(job.id);
  });

  it.each([
    ['no reason', {}, 'Give the reason for taking this job down: its employer reads it'],
    ['a blank reason', { reason: '   ' }, 'Give the reason for taking this job down: its employer reads it'],
    ['a reason over 500 characters', { reason: 'x'.repeat(501) }, 'Reason must be less than 500 characters'],
    ['a reason that is not text', { reason: 42 }, 'Reason must be text'],
  ])('refuses a takedown with %s (400) and changes nothing', async (_, extra, message) => {
    const job = await postJob(t, owner.token);
    expectFieldError(await setStatus(job.id, admin.token, { status: 'inactive', ...extra }), 'reason', message);
    expect(await jobRow(t, job.id)).toMatchObject({ status: 'active', hold: null, holdReason: null, heldAt: null });
  });

  it.each(['active', 'inactive', 'employer_deactivated'])("answers the employer's change to %s with 403 naming the reason, and changes nothing", async (status) => {
    const id = await heldJob();
    const before = await jobRow(t, id);
    expectError(await setStatus(id, owner.token, { status }), 403, 'FORBIDDEN', REFUSAL);
    expect(await jobRow(t, id)).toEqual(before);
    expectError(await call(t.app, 'GET', `/v1/jobs/${id}`), 404, 'NOT_FOUND');
  });

  it('lets the employer edit the held job, which stays held and off the board', async () => {
    const id = await heldJob();
    const res = await call(t.app, 'PUT', `/v1/jobs/${id}`, { token: owner.token, body: validJob({ title: 'Honest Pay Now' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.job).toMatchObject({ title: 'Honest Pay Now', status: 'inactive', hold: { kind: 'admin', reason: REASON } });
    expect(await jobRow(t, id)).toMatchObject({ status: 'inactive', hold: 'admin', holdReason: REASON });
    expect(await publicIds('search=Honest')).not.toContain(id);
  });

  it('shows the hold to the owner and administrators only; the public and applicants never see it', async () => {
    const seeker = await registerApplicant(t);
    const job = await postJob(t, owner.token, { title: 'Seen By Few' });
    expect((await apply(t, seeker.token, job.id)).statusCode).toBe(201);
    expect((await call(t.app, 'GET', `/v1/jobs/${job.id}`)).json().data.job).not.toHaveProperty('hold');
    expect((await call(t.app, 'GET', `/v1/jobs/${job.id}`, { token: owner.token })).json().data.job.hold).toBeNull();
    await takeDown(job.id);

    const hold = { kind: 'admin', reason: REASON, held_at: expect.any(String) };
    expect((await call(t.app, 'GET', `/v1/jobs/${job.id}`, { token: owner.token })).json().data.job.hold).toEqual(hold);
    expect((await call(t.app, 'GET', `/v1/jobs/${job.id}`, { token: admin.token })).json().data.job.hold).toEqual(hold);
    const mine = (await call(t.app, 'GET', '/v1/jobs/employer/my-jobs?limit=100', { token: owner.token })).json().data.jobs as Array<{ id: string; hold: unknown }>;
    expect(mine.find((j) => j.id === job.id)?.hold).toEqual(hold);
    const adminList = (await call(t.app, 'GET', '/v1/jobs?status=inactive&limit=100', { token: admin.token })).json().data.jobs as Array<{ id: string; hold: unknown }>;
    expect(adminList.find((j) => j.id === job.id)?.hold).toEqual(hold);

    // The applicant still reads the job they applied to, without the hold; others do not read it at all.
    const applicantView = await call(t.app, 'GET', `/v1/jobs/${job.id}`, { token: seeker.token });
    expect(applicantView.statusCode).toBe(200);
    expect(applicantView.json().data.job).not.toHaveProperty('hold');
    expect(applicantView.body).not.toContain('The pay stated');
    expectError(await call(t.app, 'GET', `/v1/jobs/${job.id}`, { token: (await registerEmployer(t)).token }), 404, 'NOT_FOUND');
  });

  it('is lifted only by an administrator: Activate clears the hold, audited, and the job is public again', async () => {
    const id = await heldJob('Back Again');
    const res = await setStatus(id, admin.token, { status: 'active' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.job).toMatchObject({ status: 'active', hold: null });
    expect(await jobRow(t, id)).toMatchObject({ status: 'active', hold: null, holdReason: null, heldAt: null });
    expect((await auditTrail(t)).at(-1)).toMatchObject({
      actionType: 'JOB_HOLD_LIFTED',
      entityId: id,
      userId: admin.user.id,
      description: `Lifted the hold on job "Back Again" (Inactive to Active); it was taken down: ${REASON}`,
    });
    expect((await inbox(t, owner.token))[0]).toBe('An administrator lifted the hold on your job "Back Again": it is Active again');
    expect((await call(t.app, 'GET', `/v1/jobs/${id}`)).statusCode).toBe(200);
    expect(await publicIds()).toContain(id);
    // The employer has their job back.
    expect((await setStatus(id, owner.token, { status: 'inactive' })).statusCode).toBe(200);
    expect((await setStatus(id, owner.token, { status: 'active' })).statusCode).toBe(200);
  });

  it('takes down a job its employer had closed too, so they cannot reopen it', async () => {
    const job = await postJob(t, owner.token);
    expect((await setStatus(job.id, owner.token, { status: 'employer_deactivated' })).statusCode).toBe(200);
    expect((await takeDown(job.id, 'Discriminatory wording')).json().data.job).toMatchObject({ status: 'inactive', hold: { kind: 'admin', reason: 'Discriminatory wording' } });
    expectError(
      await setStatus(job.id, owner.token, { status: 'active' }),
      403,
      'FORBIDDEN',
      'An administrator took this job down: Discriminatory wording. Contact support to have it reviewed.',
    );
    expect((await jobRow(t, job.id)).status).toBe('inactive');
  });
});
