import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { JobListResponse, JobSchema } from '@jobboard/contracts/jobs';
import { toJobDto } from '../../../src/modules/jobs/job.mapper.ts';
import { jobListJson, jobsByIds } from '../../../src/modules/jobs/jobs.repository.ts';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { apply, dayFromToday, postJob, registerApplicant, registerEmployer, updateJobRow, type Account } from '../../helpers/jobs.ts';

// The job list's rows are written as JSON by PostgreSQL (jobListJson), every other job read by
// toJobDto: both must give the same job, field for field, whatever its text and dates.
let t: TestApp;
let seeker: Account;
let ids: string[];
beforeAll(async () => {
  t = await createTestApp();
  const employer = await registerEmployer(t);
  seeker = await registerApplicant(t);
  const full = await postJob(t, employer.token, { applicationDeadline: dayFromToday(30), disabilityTypes: ['visual', 'mental-health', 'chronic-illness'] });
  const bare = await postJob(t, employer.token, { title: 'Night Porter', isRemote: true, jobType: 'part-time', disabilityTypes: [] });
  await updateJobRow(t, bare.id, { requirements: null, responsibilities: null, benefits: null, accommodations: null, salaryMin: null, salaryMax: null, category: null, companyName: null });
  const odd = await postJob(t, employer.token, {
    title: 'Café “Barista” — O’Brien & Sons 🚀',
    description: 'Tabs\tand "quotes", a backslash \\ and a line break\nthen 中文, العربية and ﬁ ligatures, </script> included.',
    salaryCurrency: 'INR',
  });
  await updateJobRow(t, odd.id, { companyWebsite: 'https://example.com/jobs?a=1&b=2', companyName: 'Ünïcode “Ltd”' });
  ids = [odd.id, full.id, bare.id];
  // Microseconds, which JavaScript's dates cannot hold, and counters that moved.
  await t.database.db.execute(sql`update jobs set created_at = '2026-11-22 13:30:00.123999+00', updated_at = '2026-11-23 08:05:09.000501+00' where id = ${full.id}`);
  await updateJobRow(t, bare.id, { viewsCount: 41 });
  expect((await apply(t, seeker.token, full.id)).statusCode).toBe(201);
  const withdrawn = await registerApplicant(t);
  const applied = await apply(t, withdrawn.token, full.id);
  expect((await call(t.app, 'PUT', `/v1/applications/${applied.json().data.application.id}/withdraw`, { token: withdrawn.token })).statusCode).toBe(200);
  expect((await apply(t, (await registerApplicant(t)).token, odd.id)).statusCode).toBe(201);
  expect((await call(t.app, 'POST', `/v1/jobs/${bare.id}/save`, { token: seeker.token })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe("the job list's rows as PostgreSQL writes them", () => {
  it('are the jobs toJobDto gives the public, in the order asked', async () => {
    const written = JSON.parse(await jobListJson(t.database.db, ids));
    const mapped = (await jobsByIds(t.database.db, ids, {})).map(toJobDto);
    expect(written).toEqual(mapped);
    expect(written.map((j: { id: string }) => j.id)).toEqual(ids);
    expect(mapped[1]!.created_at).toBe('2026-11-22T13:30:00.123Z');
    expect(mapped[1]!.applications_count).toBe(1);
  });

  it("are the jobs toJobDto gives an applicant, with their own application and saved flag", async () => {
    const written = JSON.parse(await jobListJson(t.database.db, ids, seeker.user.id));
    const mapped = (await jobsByIds(t.database.db, ids, { applicantId: seeker.user.id })).map(toJobDto);
    expect(written).toEqual(mapped);
    expect(written.map((j: { my_application: unknown; is_saved: boolean }) => [j.my_application === null, j.is_saved])).toEqual([
      [true, false],
      [false, false],
      [true, true],
    ]);
  });

  it('come in the statement that finds the page, for the public and an applicant alike', async () => {
    const statements = vi.spyOn(t.database.db, 'execute');
    try {
      for (const [token, applicantId] of [[undefined, undefined], [seeker.token, seeker.user.id]] as const) {
        statements.mockClear();
        const res = await call(t.app, 'GET', '/v1/jobs?sort=oldest', { token });
        expect(res.statusCode, res.body).toBe(200);
        const listed = res.json().data.jobs as Array<{ id: string }>;
        const mapped = (await jobsByIds(t.database.db, listed.map((j) => j.id), applicantId ? { applicantId } : {})).map(toJobDto);
        expect(listed).toEqual(mapped);
        const texts = statements.mock.calls.map(([query]) => new PgDialect().sqlToQuery(query as SQL).sql);
        // One statement finds the page and writes its jobs: none asks for them by id after it.
        expect(texts.filter((text) => text.includes('job_list_json'))).toHaveLength(1);
        expect(texts.some((text) => text.includes('with ordinality'))).toBe(false);
      }
    } finally {
      statements.mockRestore();
    }
  });

  it('is an empty array for an empty page', async () => {
    expect(await jobListJson(t.database.db, [])).toBe('[]');
  });

  it('reach the client in the envelope the contract describes, for the public, an applicant and an administrator', async () => {
    const admin = await createAdmin(t);
    for (const token of [undefined, seeker.token, admin.token]) {
      const res = await call(t.app, 'GET', '/v1/jobs?sort=oldest', { token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = JobListResponse.strict().parse(res.json());
      // No field beyond the contract's, as the response's schema once made sure by stripping them.
      for (const job of res.json().data.jobs) JobSchema.strict().parse(job);
      expect(body.data.jobs.map((j) => j.id).sort()).toEqual([...ids].sort());
      expect(body.data.pagination).toEqual({ page: 1, limit: 10, total: 3, pages: 1 });
      expect(Boolean(body.data.summary)).toBe(token === admin.token);
    }
  });
});
