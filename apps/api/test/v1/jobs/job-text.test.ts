// Job postings lose control characters (but line feeds and tabs in multi-line text) and the
// Unicode bidirectional marks, overrides and isolates, on create and on update: invisible, they
// make a posting read differently from what it holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectFieldError } from '../../helpers/expect.ts';
import { jobRow, postJob, registerEmployer, validJob, type Account } from '../../helpers/jobs.ts';

let t: TestApp;
let employer: Account;
beforeAll(async () => {
  t = await createTestApp();
  employer = await registerEmployer(t);
  // The company on a posting comes from the profile, so it is cleaned when a job takes it.
  const profile = await call(t.app, 'PUT', '/v1/users/profile', {
    token: employer.token,
    body: { first_name: 'Ada', last_name: 'Lovelace', company_name: 'Open\u202e Door\u0007 Labs', company_website: 'https://opendoor.example.com' },
  });
  expect(profile.statusCode, profile.body).toBe(200);
});
afterAll(() => t.close());

// Every character the rule removes, at once.
const UNSAFE = '\u0000\u0001\u0007\u001b\u007f\u0085\u009f\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';
const VISIBLE_UNSAFE = UNSAFE.slice(1); // the NUL character is refused before validation (null-characters.test.ts)
const dirty = (text: string) => `${VISIBLE_UNSAFE}${text}\u202e`;

const body = (suffix: string) =>
  validJob({
    title: dirty(`Tester\t${suffix}\n`),
    description: dirty(`Line one of a description long enough to be posted.\r\nLine two\twith a tab.${suffix}`),
    requirements: dirty(`Screen\u2067 readers\n${suffix}`),
    responsibilities: dirty(`Audit\u0008 components\n${suffix}`),
    benefits: dirty(`Flexible\u202d hours\n${suffix}`),
    accommodations: dirty(`Quiet\u001f room\n${suffix}`),
    location: dirty(`Toronto,\u2066 ON ${suffix}`),
  });

const CLEAN = (suffix: string) => ({
  title: `Tester${suffix}`,
  description: `Line one of a description long enough to be posted.\nLine two\twith a tab.${suffix}`,
  requirements: `Screen readers\n${suffix}`,
  responsibilities: `Audit components\n${suffix}`,
  benefits: `Flexible hours\n${suffix}`,
  accommodations: `Quiet room\n${suffix}`,
  location: `Toronto, ON ${suffix}`,
  companyName: 'Open Door Labs',
  companyWebsite: 'https://opendoor.example.com',
});

describe('job text hygiene', () => {
  it('POST /v1/jobs stores and answers the texts without control or bidirectional characters', async () => {
    const res = await call(t.app, 'POST', '/v1/jobs', { token: employer.token, body: body('A') });
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json().data.job;
    expect(job).toMatchObject({ title: 'TesterA', location: 'Toronto, ON A', company_name: 'Open Door Labs', company_website: 'https://opendoor.example.com' });
    expect(await jobRow(t, job.id)).toMatchObject(CLEAN('A'));
  });

  it('PUT /v1/jobs/{id} does the same', async () => {
    const job = await postJob(t, employer.token);
    const res = await call(t.app, 'PUT', `/v1/jobs/${job.id}`, { token: employer.token, body: body('B') });
    expect(res.statusCode, res.body).toBe(200);
    expect(await jobRow(t, job.id)).toMatchObject(CLEAN('B'));
  });

  it('measures the text once cleaned: a title of invisible characters and two letters is too short', async () => {
    const res = await call(t.app, 'POST', '/v1/jobs', { token: employer.token, body: validJob({ title: `\u202e\u202e\u202e\u2066Ab` }) });
    expectFieldError(res, 'title', 'Job title must be at least 3 characters');
  });
});
