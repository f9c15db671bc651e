// Pay periods (docs/decisions/014-pay-periods.md): a job's pay is stated per year, month, week, day
// or hour, and the pay filter and pay sorts compare yearly equivalents (hour × 2,080, day × 260,
// week × 52, month × 12).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobListResponse, JobResponse } from '@jobboard/contracts/jobs';
import { call, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import { postJob, registerEmployer, validJob, type Account } from '../../helpers/jobs.ts';

let t: TestApp;
let employer: Account;
beforeAll(async () => {
  t = await createTestApp();
  employer = await registerEmployer(t);
});
afterAll(() => t.close());

/** A made-up place no other test uses: filtering on it isolates a test's jobs. */
const place = () => `Payville ${randomBytes(4).toString('hex')}`;

async function titlesFound(query: Record<string, string>) {
  const res = await call(t.app, 'GET', `/v1/jobs?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return JobListResponse.parse(res.json()).data.jobs.map((j) => j.title);
}

describe('the pay filter compares yearly equivalents', () => {
  let where: string;
  beforeAll(async () => {
    where = place();
    // 25–30 an hour is 52,000–62,400 a year.
    await postJob(t, employer.token, { title: 'Hourly support', location: where, jobType: 'part-time', salaryMin: 25, salaryMax: 30, salaryPeriod: 'hour' });
    await postJob(t, employer.token, { title: 'Yearly analyst', location: where, salaryMin: 70000, salaryMax: 80000, salaryPeriod: 'year' });
    // 4,000 a month is 48,000 a year.
    await postJob(t, employer.token, { title: 'Monthly intern', location: where, jobType: 'internship', salaryMin: 4000, salaryMax: 4000, salaryPeriod: 'month' });
  });

  it('finds an hourly job by a yearly range that covers its yearly equivalent, and not by one that does not', async () => {
    expect(await titlesFound({ location: where, salaryMin: '60000', salaryMax: '65000' })).toEqual(['Hourly support']);
    // 30 a year as a bound would have found the hourly job if amounts were compared as stated.
    expect(await titlesFound({ location: where, salaryMin: '20', salaryMax: '40' })).toEqual([]);
    expect(await titlesFound({ location: where, salaryMin: '63000', salaryMax: '69000' })).toEqual([]);
  });

  it('reads the bounds in the period the query states', async () => {
    // 35–40 an hour is 72,800–83,200 a year: only the yearly job pays that.
    expect(await titlesFound({ location: where, salaryMin: '35', salaryMax: '40', salaryPeriod: 'hour' })).toEqual(['Yearly analyst']);
    // 4,500 a month and up is 54,000 a year and up.
    expect((await titlesFound({ location: where, salaryMin: '4500', salaryPeriod: 'month' })).sort()).toEqual(['Hourly support', 'Yearly analyst']);
    // Up to 200 a day is up to 52,000 a year.
    expect((await titlesFound({ location: where, salaryMax: '200', salaryPeriod: 'day' })).sort()).toEqual(['Hourly support', 'Monthly intern']);
  });

  it('orders the pay sorts by yearly equivalent', async () => {
    expect(await titlesFound({ location: where, sort: 'salary-high' })).toEqual(['Yearly analyst', 'Hourly support', 'Monthly intern']);
    expect(await titlesFound({ location: where, sort: 'salary-low' })).toEqual(['Monthly intern', 'Hourly support', 'Yearly analyst']);
  });

  it('takes a bound far past any yearly pay without failing', async () => {
    expect(await titlesFound({ location: where, salaryMin: '1000000000', salaryPeriod: 'hour' })).toEqual([]);
  });

  it('answers 400 with a field message for an unknown period', async () => {
    const res = await call(t.app, 'GET', '/v1/jobs?salaryMin=20&salaryPeriod=fortnight');
    expectFieldError(res, 'salaryPeriod', 'Pay period must be year, month, week, day or hour');
  });
});

describe('the job form carries the period', () => {
  it('round-trips it through posting, reading and editing', async () => {
    const job = await postJob(t, employer.token, { salaryMin: 24, salaryMax: 30, salaryPeriod: 'hour' });
    expect(job.salary_period).toBe('hour');
    const read = await call(t.app, 'GET', `/v1/jobs/${job.id}`, { token: employer.token });
    expect(JobResponse.parse(read.json()).data.job).toMatchObject({ salary_min: 24, salary_max: 30, salary_period: 'hour' });

    const edited = await call(t.app, 'PUT', `/v1/jobs/${job.id}`, { token: employer.token, body: validJob({ salaryMin: 3000, salaryMax: 3500, salaryPeriod: 'month' }) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(JobResponse.parse(edited.json()).data.job).toMatchObject({ salary_min: 3000, salary_max: 3500, salary_period: 'month' });
  });

  it('is yearly when the form leaves it out', async () => {
    const job = await postJob(t, employer.token, { salaryMin: 60000, salaryMax: 80000 });
    expect(job.salary_period).toBe('year');
  });

  it('answers 400 with a field message for an unknown period', async () => {
    const res = await call(t.app, 'POST', '/v1/jobs', { token: employer.token, body: validJob({ salaryPeriod: 'fortnight' as never }) });
    expectFieldError(res, 'salaryPeriod', 'Pay period must be year, month, week, day or hour');
  });

  it('refuses pay whose yearly equivalent passes the largest salary', async () => {
    const res = await call(t.app, 'POST', '/v1/jobs', { token: employer.token, body: validJob({ salaryMin: 10, salaryMax: 500_000, salaryPeriod: 'hour' }) });
    expectFieldError(res, 'salaryMax', 'Salary must be at most 480,769 an hour');
  });
});
