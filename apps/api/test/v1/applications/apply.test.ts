import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationResponse } from '@jobboard/contracts/applications';
import { DEFAULT_COVER_LETTER } from '@jobboard/contracts/job-options';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { auditTrail } from '../../helpers/stored.ts';
import { FILES, uploadResume } from '../../helpers/uploads.ts';
import {
  apply,
  applicationsOf,
  giveResume,
  historyOf,
  postJob,
  registerApplicant,
  registerEmployer,
  setApplicationStatus,
  updateJobRow,
  type Account,
} from '../../helpers/jobs.ts';

const ALREADY = 'You have already applied for this job or your previous application was withdrawn.';
const CLOSED = 'This job is no longer accepting applications';

let t: TestApp;
let employer: Account;
beforeAll(async () => {
  t = await createTestApp();
  employer = await registerEmployer(t, { firstName: 'Emma', lastName: 'Noether' });
});
afterAll(() => t.close());

const withdraw = (id: string, token: string) => call(t.app, 'PUT', `/v1/applications/${id}/withdraw`, { token });

describe('POST /v1/applications', () => {
  it('applies: 201, the fixed message, the application as its applicant reads it, a history row and an audit row', async () => {
    const job = await postJob(t, employer.token, { title: 'Data Analyst', location: 'Remote (EU)' });
    const seeker = await registerApplicant(t);

    const res = await apply(t, seeker.token, job.id, { cover_letter: '  I would love to help.  ' });
    expect(res.statusCode).toBe(201);
    const body = ApplicationResponse.parse(res.json());
    expect(body.message).toBe('Application submitted successfully!');
    expect(body.data.application).toMatchObject({
      status: 'applied',
      cover_letter: 'I would love to help.',
      resume_url: null,
      employer_notes: null,
      job: { id: job.id, title: 'Data Analyst', location: 'Remote (EU)', status: 'active', company: { name: 'Emma Noether' } },
    });
    const id = body.data.application.id;
    expect(await historyOf(t, id)).toMatchObject([{ fromStatus: null, toStatus: 'applied', changedBy: seeker.user.id }]);
    const audit = (await auditTrail(t)).find((r) => r.actionType === 'APPLICATION_CREATED' && r.entityId === id);
    expect(audit).toMatchObject({ entityType: 'application', userId: seeker.user.id, description: 'Applied for job "Data Analyst"', success: true });
  });

  it.each([
    ['null', { cover_letter: null }],
    ['missing', { cover_letter: undefined }],
    ['blank', { cover_letter: '   ' }],
  ])('uses the default cover letter when it is %s', async (_label, body) => {
    const job = await postJob(t, employer.token);
    const res = await apply(t, (await registerApplicant(t)).token, job.id, body);
    expect(res.json().data.application.cover_letter).toBe(DEFAULT_COVER_LETTER);
  });

  describe('resume', () => {
    it("attaches the applicant's resume on file when asked, never the address the client sent", async () => {
      const job = await postJob(t, employer.token);
      const seeker = await registerApplicant(t);
      await giveResume(t, seeker.user.id, 'resumes/k3y');

      const res = await apply(t, seeker.token, job.id, { resume_url: 'https://evil.example/cv.exe' });
      const application = res.json().data.application;
      expect(application.resume_url).toMatch(/^\/v1\/files\/[\w.-]+$/);
      expect(application.resume_url).not.toContain('k3y');
      const [row] = await applicationsOf(t, job.id);
      expect(row!.resumeUrl).toBe('resumes/k3y');
    });

    it('gives the applicant a working signed link to the resume they sent', async () => {
      const job = await postJob(t, employer.token);
      const seeker = await registerApplicant(t);
      expect((await uploadResume(t, seeker.token, 'cv.pdf', FILES.pdf)).statusCode).toBe(200);
      const link: string = (await apply(t, seeker.token, job.id, { resume_url: 'profile' })).json().data.application.resume_url;
      const download = await call(t.app, 'GET', link);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toContain('attachment');
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('attaches nothing when the applicant has no resume on file, or sends null', async () => {
      const job = await postJob(t, employer.token);
      const withoutFile = await registerApplicant(t);
      expect((await apply(t, withoutFile.token, job.id, { resume_url: '/v1/upload/download/resume' })).json().data.application.resume_url).toBeNull();
      const withFile = await registerApplicant(t);
      await giveResume(t, withFile.user.id);
      expect((await apply(t, withFile.token, job.id, { resume_url: null })).json().data.application.resume_url).toBeNull();
      expect((await applicationsOf(t, job.id)).every((a) => a.resumeUrl === null)).toBe(true);
    });
  });

  describe('validation', () => {
    it.each([
      [{}, 'job_id', 'job_id is required'],
      [{ job_id: 'abc' }, 'job_id', 'Invalid job id'],
      [{ job_id: 42 }, 'job_id', 'job_id is required'],
      [{ job_id: '5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', cover_letter: 'x'.repeat(5001) }, 'cover_letter', 'Cover letter must be less than 5000 characters'],
      [{ job_id: '5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', cover_letter: 12 }, 'cover_letter', 'Cover letter must be text'],
      [{ job_id: '5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', status: 'hired' }, 'status', 'Unknown field: status'],
    ])('%j → %s: %s', async (body, field, message) => {
      expectFieldError(await call(t.app, 'POST', '/v1/applications', { token: (await registerApplicant(t)).token, body }), field, message);
    });
  });

  describe('which jobs take applications', () => {
    it('answers 404 for an unknown job', async () => {
      expectError(await apply(t, (await registerApplicant(t)).token, '5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e'), 404, 'NOT_FOUND', 'Job not found');
    });

    it.each([
      ['inactive', { status: 'inactive' as const }],
      ['deactivated', { status: 'employer_deactivated' as const }],
      ['draft', { status: 'draft' as const }],
      ['deleted', { status: 'deleted' as const }],
      ['expired', { expiresAt: new Date(Date.now() - 1000) }],
    ])('answers 404 for a job that is %s and the applicant never applied to', async (_label, changes) => {
      const job = await postJob(t, employer.token);
      await updateJobRow(t, job.id, changes);
      expectError(await apply(t, (await registerApplicant(t)).token, job.id), 404, 'NOT_FOUND', 'Job not found');
      expect(await applicationsOf(t, job.id)).toEqual([]);
    });

    it.each([
      ['inactive', { status: 'inactive' as const }],
      ['expired', { expiresAt: new Date(Date.now() - 1000) }],
    ])('answers 409 "no longer accepting" to re-apply to a job now %s', async (_label, changes) => {
      const job = await postJob(t, employer.token);
      const seeker = await registerApplicant(t);
      const id = (await apply(t, seeker.token, job.id)).json().data.application.id;
      await withdraw(id, seeker.token);
      await updateJobRow(t, job.id, changes);

      expectError(await apply(t, seeker.token, job.id), 409, 'CONFLICT', CLOSED);
      expect((await applicationsOf(t, job.id))[0]!.status).toBe('applicant_withdrew');
    });
  });

  describe('once per job', () => {
    it.each(['applied', 'reviewing', 'shortlisted', 'interviewed', 'offered', 'hired', 'rejected'] as const)(
      'answers 409 with the fixed message while the application is %s',
      async (status) => {
        const job = await postJob(t, employer.token);
        const seeker = await registerApplicant(t);
        const id = (await apply(t, seeker.token, job.id)).json().data.application.id;
        await setApplicationStatus(t, id, status);

        expectError(await apply(t, seeker.token, job.id, { cover_letter: 'Again' }), 409, 'CONFLICT', ALREADY);
        const rows = await applicationsOf(t, job.id);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ status, coverLetter: DEFAULT_COVER_LETTER });
      },
    );

    it('re-applies after withdrawing: the same application back to applied, with a new date and cover letter', async () => {
      const job = await postJob(t, employer.token, { title: 'Second Chance' });
      const seeker = await registerApplicant(t);
      const first = (await apply(t, seeker.token, job.id, { cover_letter: 'First letter' })).json().data.application;
      await withdraw(first.id, seeker.token);
      await new Promise((r) => setTimeout(r, 5));

      const res = await apply(t, seeker.token, job.id, { cover_letter: 'Second letter' });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Application submitted successfully!');
      const again = res.json().data.application;
      expect(again).toMatchObject({ id: first.id, status: 'applied', cover_letter: 'Second letter' });
      expect(Date.parse(again.applied_at)).toBeGreaterThan(Date.parse(first.applied_at));
      expect(await applicationsOf(t, job.id)).toHaveLength(1);
      expect((await historyOf(t, first.id)).map((h) => [h.fromStatus, h.toStatus])).toEqual([
        [null, 'applied'],
        ['applied', 'applicant_withdrew'],
        ['applicant_withdrew', 'applied'],
      ]);
      const audit = (await auditTrail(t)).filter((r) => r.actionType === 'APPLICATION_CREATED' && r.entityId === first.id);
      expect(audit.map((r) => r.description)).toEqual(['Applied for job "Second Chance"', 'Re-applied for job "Second Chance"']);
    });

    it('10 parallel submits by one applicant make exactly one application', async () => {
      const job = await postJob(t, employer.token);
      const seeker = await registerApplicant(t);
      const answers = await Promise.all(Array.from({ length: 10 }, () => apply(t, seeker.token, job.id)));

      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
      for (const r of answers.filter((x) => x.statusCode !== 201)) expectError(r, 409, 'CONFLICT', ALREADY);
      const rows = await applicationsOf(t, job.id);
      expect(rows).toHaveLength(1);
      expect(await historyOf(t, rows[0]!.id)).toHaveLength(1);
    });

    it('10 parallel re-applies after a withdrawal reactivate it once', async () => {
      const job = await postJob(t, employer.token);
      const seeker = await registerApplicant(t);
      const id = (await apply(t, seeker.token, job.id)).json().data.application.id;
      await withdraw(id, seeker.token);

      const answers = await Promise.all(Array.from({ length: 10 }, () => apply(t, seeker.token, job.id)));
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9);
      expect((await historyOf(t, id)).map((h) => h.toStatus)).toEqual(['applied', 'applicant_withdrew', 'applied']);
    });
  });

  describe('only job seekers apply', () => {
    it.each(['employer', 'admin'])('answers 403 to an %s with the fixed message, even with a broken body', async (role) => {
      const job = await postJob(t, employer.token);
      const { token } = role === 'admin' ? await createAdmin(t) : await registerEmployer(t);
      expectError(await apply(t, token, job.id), 403, 'FORBIDDEN', 'Only applicants can apply for jobs');
      expectError(await call(t.app, 'POST', '/v1/applications', { token, body: {} }), 403, 'FORBIDDEN', 'Only applicants can apply for jobs');
      expectError(await apply(t, employer.token, job.id), 403, 'FORBIDDEN', 'Only applicants can apply for jobs');
      expect(await applicationsOf(t, job.id)).toEqual([]);
    });

    it('answers 401 without a session', async () => {
      const job = await postJob(t, employer.token);
      expectError(await call(t.app, 'POST', '/v1/applications', { body: { job_id: job.id } }), 401, 'UNAUTHORIZED', 'Please sign in to continue');
    });
  });
});
