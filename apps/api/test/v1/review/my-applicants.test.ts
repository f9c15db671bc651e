import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyApplicantsResponse } from '@jobboard/contracts/review';
import { call, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { apply, postJob, registerApplicant, registerEmployer, updateJobRow, type Account } from '../../helpers/jobs.ts';
import { insertApplication, insertSeeker } from '../../helpers/review.ts';
import { FILES, uploadPicture, uploadResume } from '../../helpers/uploads.ts';

let t: TestApp;
let dataDir: string;
let employer: Account;
let otherEmployer: Account;
let seeker: Account;
let jobA: string;
let jobB: string;
let otherJob: string;
let seekerAppId: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-review-'));
  t = await createTestApp({ DATA_DIR: dataDir, FILE_URL_SECRET: 'r'.repeat(40) });
  [employer, otherEmployer, seeker] = await Promise.all([
    registerEmployer(t, { firstName: 'Jonas', lastName: 'Lindqvist' }),
    registerEmployer(t, { firstName: 'Other', lastName: 'Boss' }),
    registerApplicant(t, { firstName: 'Amara', lastName: 'Okafor', phone: '+14155550123' }),
  ]);
  jobA = (await postJob(t, employer.token, { title: 'Senior Developer' })).id;
  jobB = (await postJob(t, employer.token, { title: 'Data Analyst' })).id;
  otherJob = (await postJob(t, otherEmployer.token, { title: 'Competitor Role' })).id;
  await uploadResume(t, seeker.token, 'Amara CV.pdf', FILES.pdf);
  await uploadPicture(t, seeker.token, 'me.png', FILES.png);
  seekerAppId = (await apply(t, seeker.token, jobA, { cover_letter: 'Hello there', resume_url: 'attach' })).json().data.application.id;
  await apply(t, seeker.token, otherJob);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const list = (token: string, query = '') => call(t.app, 'GET', `/v1/applications/my-applicants${query}`, { token });
async function listOk(token: string, query = '') {
  const res = await list(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return MyApplicantsResponse.parse(res.json()).data;
}

describe('GET /v1/applications/my-applicants', () => {
  it("answers the employer's applications in the contract's camelCase shape", async () => {
    const { applications, pagination } = await listOk(employer.token);
    expect(pagination).toEqual({ page: 1, limit: 10, total: 1, pages: 1 });
    const [a] = applications;
    expect(a).toMatchObject({
      id: seekerAppId,
      status: 'applied',
      coverLetter: 'Hello there',
      employerNotes: null,
      applicant: { id: seeker.user.id, firstName: 'Amara', lastName: 'Okafor', email: seeker.email, phone: '+14155550123', skills: [] },
      job: { id: jobA, title: 'Senior Developer', location: 'Toronto, ON', jobType: 'full-time', salaryMin: 60000, salaryMax: 80000, salaryCurrency: 'CAD', company: { name: 'Jonas Lindqvist' } },
    });
    expect(a!.history).toEqual([{ id: expect.any(String), fromStatus: null, toStatus: 'applied', changedBy: 'Amara Okafor', notes: null, createdAt: expect.any(String) }]);
  });

  it('never leaks storage keys, password hashes or tokens', async () => {
    const text = (await list(employer.token)).body;
    for (const secret of ['password', 'hash', 'resumes/', 'pictures/', 'resume_key', 'resumeKey', employer.token, seeker.token]) expect(text).not.toContain(secret);
  });

  it('gives a signed resume link that downloads the attached resume and a picture link that shows inline', async () => {
    const [a] = (await listOk(employer.token)).applications;
    expect(a!.resumeUrl).toMatch(/^\/v1\/files\/[\w-]+\.[\w-]+$/);
    const file = await t.app.inject({ method: 'GET', url: a!.resumeUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(FILES.pdf);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Amara CV.pdf"/);
    const picture = await t.app.inject({ method: 'GET', url: a!.applicant.profilePictureUrl! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('has no resume link when none was attached at apply time', async () => {
    const other = await registerApplicant(t);
    await uploadResume(t, other.token, 'cv.pdf', FILES.pdf);
    await apply(t, other.token, jobB, { resume_url: null });
    const { applications } = await listOk(employer.token, `?jobId=${jobB}`);
    expect(applications.find((a) => a.applicant.id === other.user.id)!.resumeUrl).toBeNull();
  });

  it('resume links stop working when DOWNLOAD_URL_TTL_SECONDS has passed', async () => {
    const short = await createTestApp({ DATA_DIR: dataDir, FILE_URL_SECRET: 'r'.repeat(40), DOWNLOAD_URL_TTL_SECONDS: '1' }, { database: t.database });
    try {
      const res = await call(short.app, 'GET', `/v1/applications/my-applicants?jobId=${jobA}`, { token: employer.token });
      const url = res.json().data.applications[0].resumeUrl as string;
      expect((await short.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expectError(await short.app.inject({ method: 'GET', url }), 404, 'NOT_FOUND', 'This download link has expired. Please request a new one.');
    } finally {
      await short.close();
    }
  });

  it('shows another employer only their own applicants, and nothing for a job id of ours', async () => {
    const theirs = await listOk(otherEmployer.token);
    expect(theirs.applications.map((a) => a.job.id)).toEqual([otherJob]);
    expect(theirs.applications[0]!.resumeUrl).toBeNull();
    const probing = await listOk(otherEmployer.token, `?jobId=${jobA}`);
    expect(probing).toEqual({ applications: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } });
    expect((await list(otherEmployer.token, `?search=Okafor`)).body).not.toContain('Senior Developer');
  });

  it('hides applications to deleted jobs', async () => {
    const job = await postJob(t, employer.token, { title: 'To Be Deleted' });
    const s = await insertSeeker(t);
    await insertApplication(t, { jobId: job.id, applicantId: s.id });
    expect((await listOk(employer.token, `?jobId=${job.id}`)).pagination.total).toBe(1);
    await updateJobRow(t, job.id, { status: 'deleted' });
    expect((await listOk(employer.token, `?jobId=${job.id}`)).pagination.total).toBe(0);
    expect((await listOk(employer.token)).applications.map((a) => a.job.title)).not.toContain('To Be Deleted');
  });

  it('refuses applicants and admins with 403 and anonymous callers with 401', async () => {
    expectError(await list(seeker.token), 403, 'FORBIDDEN', 'Only employers can view applicants');
    expectError(await call(t.app, 'GET', '/v1/applications/my-applicants'), 401, 'UNAUTHORIZED');
  });
});

describe('filters, search and paging', () => {
  let job: string;
  beforeAll(async () => {
    job = (await postJob(t, employer.token, { title: 'Support_Lead 100%' })).id;
    const people = [
      ['Zoe', 'Underscore_Name', 'reviewing'],
      ['Yusuf', 'Percent', 'shortlisted'],
      ['Xia', 'Plain', 'reviewing'],
      ['Walter', 'Plain', 'rejected'],
      ['Vera', 'Plain', 'applied'],
    ] as const;
    let day = 1;
    for (const [firstName, lastName, status] of people) {
      const s = await insertSeeker(t, { firstName, lastName, email: `${firstName.toLowerCase()}@example.org` });
      await insertApplication(t, { jobId: job, applicantId: s.id, status, appliedAt: new Date(`2030-01-0${day++}T10:00:00Z`) });
    }
  });

  it('lists newest first', async () => {
    const { applications } = await listOk(employer.token, `?jobId=${job}`);
    expect(applications.map((a) => a.applicant.firstName)).toEqual(['Vera', 'Walter', 'Xia', 'Yusuf', 'Zoe']);
  });

  it('filters by status, and "all" means every status', async () => {
    expect((await listOk(employer.token, `?jobId=${job}&status=reviewing`)).applications.map((a) => a.applicant.firstName)).toEqual(['Xia', 'Zoe']);
    expect((await listOk(employer.token, `?jobId=${job}&status=all`)).pagination.total).toBe(5);
  });

  it.each([
    ['zoe', ['Zoe']],
    ['PLAIN', ['Vera', 'Walter', 'Xia']],
    ['xia plain', ['Xia']],
    ['yusuf@example.org', ['Yusuf']],
    ['support_lead', ['Vera', 'Walter', 'Xia', 'Yusuf', 'Zoe']],
    ['_', ['Vera', 'Walter', 'Xia', 'Yusuf', 'Zoe']],
    ['%', ['Vera', 'Walter', 'Xia', 'Yusuf', 'Zoe']],
    ['Underscore_', ['Zoe']],
    ['Zo_', []],
    ['Plai%', []],
    ['100%', ['Vera', 'Walter', 'Xia', 'Yusuf', 'Zoe']],
    ['nobody', []],
  ])('search %j matches names, emails and the job title (wildcards taken literally)', async (search, names) => {
    const { applications } = await listOk(employer.token, `?jobId=${job}&search=${encodeURIComponent(search)}`);
    expect(applications.map((a) => a.applicant.firstName)).toEqual(names);
  });

  it('pages in the database and reports the total', async () => {
    const first = await listOk(employer.token, `?jobId=${job}&limit=2&page=1`);
    const third = await listOk(employer.token, `?jobId=${job}&limit=2&page=3`);
    const past = await listOk(employer.token, `?jobId=${job}&limit=2&page=9`);
    expect(first.applications.map((a) => a.applicant.firstName)).toEqual(['Vera', 'Walter']);
    expect(third.applications.map((a) => a.applicant.firstName)).toEqual(['Zoe']);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, pages: 3 });
    expect(past).toEqual({ applications: [], pagination: { page: 9, limit: 2, total: 5, pages: 3 } });
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=1e9', 'page'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=abc', 'limit'],
    ['?jobId=not-a-uuid', 'jobId'],
    ['?status=promoted', 'status'],
    [`?search=${'x'.repeat(201)}`, 'search'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await list(employer.token, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe(field);
  });

  it('names the field in the message', async () => {
    expectFieldError(await list(employer.token, '?jobId=x'), 'jobId', 'Invalid job id');
  });
});
