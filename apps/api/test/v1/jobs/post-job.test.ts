import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobResponse } from '@jobboard/contracts/jobs';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { auditTrail } from '../../helpers/stored.ts';
import { dayFromToday, jobRow, postJob, registerApplicant, registerEmployer, validJob, type Account } from '../../helpers/jobs.ts';

let t: TestApp;
let employer: Account;
beforeAll(async () => {
  t = await createTestApp();
  employer = await registerEmployer(t, { firstName: 'Grace', lastName: 'Hopper' });
});
afterAll(() => t.close());

const post = (body: unknown, token = employer.token) => call(t.app, 'POST', '/v1/jobs', { token, body });

describe('POST /v1/jobs', () => {
  it('posts a job for an employer: 201, the fixed message and the job as the API shows it', async () => {
    const res = await post(validJob({ title: '  Accessibility Engineer  ', applicationDeadline: dayFromToday(10) }));

    expect(res.statusCode).toBe(201);
    const body = JobResponse.parse(res.json());
    expect(body.message).toBe('Job posted successfully!');
    expect(body.data.job).toMatchObject({
      title: 'Accessibility Engineer',
      employer_id: employer.user.id,
      job_type: 'full-time',
      salary_min: 60000,
      salary_max: 80000,
      salary_currency: 'CAD',
      is_remote: false,
      status: 'active',
      views_count: 0,
      applications_count: 0,
      disability_types: ['visual'],
      category: 'Engineering',
      // The deadline day is open until its last millisecond in UTC.
      expires_at: `${dayFromToday(10)}T23:59:59.999Z`,
    });
  });

  it("names the company from the employer's profile, falling back to their full name", async () => {
    const job = await postJob(t, employer.token, { company_name: undefined });
    expect(job).toMatchObject({ company_name: 'Grace Hopper', company_website: null });

    const { eq } = await import('drizzle-orm');
    const { users } = await import('../../../src/db/schema.ts');
    await t.database.db.update(users).set({ companyName: 'Hopper Labs', companyWebsite: 'https://hopper.example.org' }).where(eq(users.id, employer.user.id));
    const second = await postJob(t, employer.token);
    expect(second).toMatchObject({ company_name: 'Hopper Labs', company_website: 'https://hopper.example.org' });
  });

  it('refuses a company name sent by the client (unknown field)', async () => {
    expectFieldError(await post({ ...validJob(), company_name: 'Fake Corp' }), 'company_name', 'Unknown field: company_name');
  });

  it('stores optional text as null when blank and defaults currency, remote flag and disability types', async () => {
    const { salaryCurrency: _c, isRemote: _r, disabilityTypes: _d, ...rest } = validJob({ requirements: '   ', benefits: '', accommodations: null, salaryMin: null, salaryMax: null, category: '' as never });
    const res = await post(rest);

    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.job).toMatchObject({
      requirements: null,
      benefits: null,
      accommodations: null,
      salary_min: null,
      salary_max: null,
      salary_currency: 'USD',
      is_remote: false,
      disability_types: [],
      category: null,
      expires_at: null,
    });
  });

  it('writes an audit row naming the job', async () => {
    const job = await postJob(t, employer.token, { title: 'Audited Role' });
    const row = (await auditTrail(t)).find((r) => r.actionType === 'JOB_CREATED' && r.entityId === job.id);
    expect(row).toMatchObject({ entityType: 'job', userId: employer.user.id, success: true, description: 'Posted job "Audited Role"' });
  });

  describe('refuses non-employers before reading the payload', () => {
    it('answers 401 without a session', async () => {
      expectError(await call(t.app, 'POST', '/v1/jobs', { body: validJob() }), 401, 'UNAUTHORIZED', 'Please sign in to continue');
    });

    it.each(['applicant', 'admin'])('answers 403 to an %s with the fixed message, even for a broken payload', async (role) => {
      const { token } = role === 'admin' ? await createAdmin(t) : await registerApplicant(t);
      expectError(await post(validJob(), token), 403, 'FORBIDDEN', 'Only employers can post jobs');
      expectError(await post({ title: 1 }, token), 403, 'FORBIDDEN', 'Only employers can post jobs');
    });
  });

  describe('validation: every rule answers 400 naming the field', () => {
    const long = (n: number) => 'x'.repeat(n);
    it.each([
      ['title', undefined, 'Job title is required'],
      ['title', '', 'Job title is required'],
      ['title', '   ', 'Job title is required'],
      ['title', 'ab', 'Job title must be at least 3 characters'],
      ['title', long(101), 'Job title must be less than 100 characters'],
      ['title', 42, 'Job title is required'],
      ['description', undefined, 'Job description is required'],
      ['description', '', 'Job description is required'],
      ['description', long(49), 'Job description must be at least 50 characters'],
      ['description', long(2001), 'Job description must be less than 2000 characters'],
      ['requirements', long(1001), 'Requirements must be less than 1000 characters'],
      ['requirements', 5, 'Requirements must be text'],
      ['responsibilities', long(1001), 'Responsibilities must be less than 1000 characters'],
      ['benefits', long(501), 'Benefits must be less than 500 characters'],
      ['accommodations', long(501), 'Accommodations must be less than 500 characters'],
      ['location', undefined, 'Location is required'],
      ['location', '', 'Location is required'],
      ['location', long(101), 'Location must be less than 100 characters'],
      ['jobType', undefined, 'Job type is required'],
      ['jobType', 'gig', 'Job type is required'],
      ['salaryMin', -1, 'Salary must be positive'],
      ['salaryMax', -100, 'Salary must be positive'],
      ['salaryMin', '50000', 'Salary must be a number'],
      ['salaryMin', 1.5, 'Salary must be a whole number'],
      ['salaryMax', 1_000_000_001, 'Salary must be at most 1,000,000,000'],
      ['salaryCurrency', 'XYZ', 'Please choose a supported currency'],
      ['isRemote', 'yes', 'isRemote must be true or false'],
      ['applicationDeadline', '31/12/2030', 'Application deadline must be a date (YYYY-MM-DD)'],
      ['applicationDeadline', '2030-02-31', 'Application deadline must be a real date'],
      ['applicationDeadline', '2030-13-45', 'Application deadline must be a real date'],
      ['applicationDeadline', 20301231, 'Application deadline must be a date'],
      ['applicationDeadline', '2000-01-01', 'Application deadline cannot be in the past'],
      ['category', 'Astrology', 'Please choose a category from the list'],
      ['category', 7, 'Please choose a category from the list'],
      ['disabilityTypes', 'visual', 'disabilityTypes must be a list'],
    ])('%s = %j → "%s"', async (field, value, message) => {
      const body = { ...validJob(), [field]: value };
      if (value === undefined) delete (body as Record<string, unknown>)[field];
      expectFieldError(await post(body), field, message);
    });

    it('names an unknown disability type by its position', async () => {
      expectFieldError(await post(validJob({ disabilityTypes: ['visual', 'telepathy'] as never })), 'disabilityTypes.1', 'Unknown disability type');
    });

    it('refuses a minimum salary above the maximum', async () => {
      expectFieldError(await post(validJob({ salaryMin: 90000, salaryMax: 80000 })), 'salaryMin', 'Minimum salary cannot be greater than maximum salary');
    });

    it('accepts equal minimum and maximum and a deadline of today', async () => {
      expect((await post(validJob({ salaryMin: 50000, salaryMax: 50000, applicationDeadline: dayFromToday(0) }))).statusCode).toBe(201);
    });

    it('lists every problem of a payload at once', async () => {
      const res = await post({ title: 'ab', description: 'short', location: '', jobType: 'gig' });
      const body = expectError(res, 400, 'VALIDATION_ERROR');
      expect(body.errors!.map((e) => e.field).sort()).toEqual(['description', 'jobType', 'location', 'title']);
    });

    it('refuses a body that is not an object', async () => {
      expectError(await post([validJob()]), 400, 'VALIDATION_ERROR', 'Request body must be a JSON object');
    });
  });
});

describe('PUT /v1/jobs/{id}', () => {
  it('replaces the job for its employer with the fixed message and an audit row', async () => {
    const job = await postJob(t, employer.token);
    const res = await call(t.app, 'PUT', `/v1/jobs/${job.id}`, {
      token: employer.token,
      body: validJob({ title: 'Senior Accessibility Engineer', isRemote: true, salaryMin: null, salaryMax: 90000 }),
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Job updated successfully!',
      data: { job: { id: job.id, title: 'Senior Accessibility Engineer', is_remote: true, salary_min: null, salary_max: 90000 } },
    });
    expect((await jobRow(t, job.id)).title).toBe('Senior Accessibility Engineer');
    const audit = (await auditTrail(t)).find((r) => r.actionType === 'JOB_UPDATED' && r.entityId === job.id);
    expect(audit?.description).toBe('Updated job "Senior Accessibility Engineer"');
  });

  it('validates the payload as posting does', async () => {
    const job = await postJob(t, employer.token);
    expectFieldError(await call(t.app, 'PUT', `/v1/jobs/${job.id}`, { token: employer.token, body: validJob({ title: 'ab' }) }), 'title', 'Job title must be at least 3 characters');
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expectFieldError(await call(t.app, 'PUT', '/v1/jobs/not-a-uuid', { token: employer.token, body: validJob() }), 'id', 'Invalid job id');
    expectError(await call(t.app, 'PUT', '/v1/jobs/00000000-0000-4000-8000-000000000000', { token: employer.token, body: validJob() }), 404, 'NOT_FOUND', 'Job not found');
  });
});
