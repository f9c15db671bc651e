import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { expectFieldError } from '../helpers/expect.ts';
import { registerApplicant, registerEmployer, validJob, type Account } from '../helpers/jobs.ts';

// PostgreSQL text cannot hold U+0000. Sent in a query string or a body it reached the database and
// came back as a 500; it is refused up front, naming the field, and nothing is written.
let t: TestApp;
let employer: Account;
let applicant: Account;
beforeAll(async () => {
  t = await createTestApp();
  employer = await registerEmployer(t);
  applicant = await registerApplicant(t);
});
afterAll(() => t.close());

const refused = (field: string) => `${field} must not contain the null character (U+0000)`;

describe('the null character in a request', () => {
  it('is refused in the job search words and place, with the field named', async () => {
    expectFieldError(await call(t.app, 'GET', '/v1/jobs?search=%00'), 'search', refused('search'));
    expectFieldError(await call(t.app, 'GET', '/v1/jobs?search=data&location=To%00ronto'), 'location', refused('location'));
    // The same words without it are searched as usual.
    expect((await call(t.app, 'GET', '/v1/jobs?search=data&location=Toronto')).statusCode).toBe(200);
  });

  it('is refused in a sign-in email before any account is looked up', async () => {
    const res = await call(t.app, 'POST', '/v1/auth/login', { body: { email: 'a\u0000@example.com', password: 'Whatever2026' } });
    expectFieldError(res, 'email', refused('email'));
  });

  it('is refused in a job form, and no job is posted', async () => {
    const res = await call(t.app, 'POST', '/v1/jobs', { token: employer.token, body: validJob({ title: 'Data\u0000 Analyst' }) });
    expectFieldError(res, 'title', refused('title'));
    const mine = await call(t.app, 'GET', '/v1/jobs/employer/my-jobs', { token: employer.token });
    expect(mine.json().data.pagination.total).toBe(0);
  });

  it('is refused inside a list of a body, named by the list', async () => {
    const res = await call(t.app, 'PUT', '/v1/users/profile', { token: applicant.token, body: { skills: ['Excel', 'SQL\u0000'] } });
    expectFieldError(res, 'skills', refused('skills'));
  });
});
