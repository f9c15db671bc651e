import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationResponse } from '@jobboard/contracts/applications';
import { APPLICANT_STATUS_LABELS, WITHDRAWABLE_STATUSES } from '@jobboard/contracts/job-options';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { auditTrail } from '../../helpers/stored.ts';
import { apply, applicationsOf, historyOf, postJob, registerApplicant, registerEmployer, setApplicationStatus, updateJobRow, type Account } from '../../helpers/jobs.ts';

const NOTHING = 'No application found to withdraw';

let t: TestApp;
let employer: Account;
beforeAll(async () => {
  t = await createTestApp();
  employer = await registerEmployer(t);
});
afterAll(() => t.close());

const withdraw = (id: string, token?: string) => call(t.app, 'PUT', `/v1/applications/${id}/withdraw`, token ? { token } : {});

/** A fresh job, seeker and application in the given status. */
async function applicationIn(status: (typeof WITHDRAWABLE_STATUSES)[number] | 'hired' | 'rejected' | 'applicant_withdrew', title = 'Withdrawable') {
  const job = await postJob(t, employer.token, { title });
  const seeker = await registerApplicant(t);
  const id = (await apply(t, seeker.token, job.id)).json().data.application.id as string;
  if (status !== 'applied') await setApplicationStatus(t, id, status);
  return { job, seeker, id };
}

describe('PUT /v1/applications/{id}/withdraw', () => {
  it.each(WITHDRAWABLE_STATUSES)('withdraws an application that is %s, with history and audit', async (status) => {
    const { seeker, id } = await applicationIn(status, `Role ${status}`);
    const res = await withdraw(id, seeker.token);

    expect(res.statusCode).toBe(200);
    const body = ApplicationResponse.parse(res.json());
    expect(body.message).toBe('Application withdrawn successfully!');
    expect(body.data.application).toMatchObject({ id, status: 'applicant_withdrew' });
    expect((await historyOf(t, id)).at(-1)).toMatchObject({ fromStatus: status, toStatus: 'applicant_withdrew', changedBy: seeker.user.id });
    const audit = (await auditTrail(t)).find((r) => r.actionType === 'APPLICATION_WITHDRAWN' && r.entityId === id);
    expect(audit).toMatchObject({ userId: seeker.user.id, description: `Withdrew application for job "Role ${status}"` });
  });

  it.each(['hired', 'rejected', 'applicant_withdrew'] as const)('refuses with 409 naming the status when it is %s', async (status) => {
    const { job, seeker, id } = await applicationIn(status);
    expectError(await withdraw(id, seeker.token), 409, 'CONFLICT', `This application cannot be withdrawn because its status is ${APPLICANT_STATUS_LABELS[status]}.`);
    expect((await applicationsOf(t, job.id))[0]!.status).toBe(status);
  });

  it('lets a seeker withdraw from a job that has since closed', async () => {
    const { job, seeker, id } = await applicationIn('reviewing');
    await updateJobRow(t, job.id, { status: 'inactive' });
    expect((await withdraw(id, seeker.token)).statusCode).toBe(200);
  });

  it('treats an application to a deleted job as gone', async () => {
    const { job, seeker, id } = await applicationIn('applied');
    await updateJobRow(t, job.id, { status: 'deleted' });
    expectError(await withdraw(id, seeker.token), 404, 'NOT_FOUND', NOTHING);
  });

  it('answers 404 to anyone but the applicant: another seeker, the employer, an admin', async () => {
    const { job, id } = await applicationIn('applied');
    const admin = await createAdmin(t);
    for (const token of [(await registerApplicant(t)).token, employer.token, admin.token]) {
      expectError(await withdraw(id, token), 404, 'NOT_FOUND', NOTHING);
    }
    expect((await applicationsOf(t, job.id))[0]!.status).toBe('applied');
  });

  it('answers 401 without a session, 400 for a malformed id and 404 for an unknown one', async () => {
    const { seeker, id } = await applicationIn('applied');
    expectError(await withdraw(id), 401, 'UNAUTHORIZED', 'Please sign in to continue');
    expectFieldError(await withdraw('not-an-id', seeker.token), 'id', 'Invalid application id');
    expectError(await withdraw('0f1e2d3c-4b5a-4968-8776-655443322110', seeker.token), 404, 'NOT_FOUND', NOTHING);
  });

  it('two parallel withdrawals change it once', async () => {
    const { seeker, id } = await applicationIn('applied');
    const answers = await Promise.all([withdraw(id, seeker.token), withdraw(id, seeker.token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await historyOf(t, id)).filter((h) => h.toStatus === 'applicant_withdrew')).toHaveLength(1);
  });
});
