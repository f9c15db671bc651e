import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmployerDashboardResponse } from '@jobboard/contracts/analytics';
import { accommodationRequests } from '../../../src/db/schema.ts';
import { call, type TestApp } from '../../helpers/app.ts';
import { registerEmployer, type Account } from '../../helpers/jobs.ts';
import { AGREE_ALL, answerRequest, closeWhenMailed, requested, requestsTestApp } from '../../helpers/accommodation-requests.ts';

// What waits for the employer, and how quickly they answer (docs/architecture.md#analytics).
let t: TestApp;
let employer: Account;
beforeAll(async () => {
  t = await requestsTestApp();
  employer = await registerEmployer(t);
});
afterAll(() => closeWhenMailed(t));

const daysAgo = (n: number) => sql`now() - make_interval(hours => ${Math.round(n * 24)}::int)`;

/** A request made `made` days ago, first answered `answeredAfter` days after (or still waiting). */
async function requestFrom(made: number, answeredAfter: number | null, options: { withdrawn?: boolean } = {}) {
  const r = await requested(t, employer);
  if (answeredAfter !== null) {
    expect((await answerRequest(t, employer.token, r.requestId, AGREE_ALL)).statusCode).toBe(200);
    await t.database.db
      .update(accommodationRequests)
      .set({ createdAt: daysAgo(made), firstAnsweredAt: daysAgo(made - answeredAfter) })
      .where(eq(accommodationRequests.id, r.requestId));
  } else {
    await t.database.db.update(accommodationRequests).set({ createdAt: daysAgo(made), waitingSince: daysAgo(made) }).where(eq(accommodationRequests.id, r.requestId));
  }
  if (options.withdrawn) expect((await call(t.app, 'PUT', `/v1/applications/${r.applicationId}/withdraw`, { token: r.seeker.token })).statusCode).toBe(200);
  return r;
}

describe('the employer’s figures', () => {
  it('counts what waits and since when, and the share first answered within 2 and 7 days among requests whose days are over', async () => {
    await requestFrom(10, 1); // within 2 and 7
    await requestFrom(10, 5); // within 7 only
    const oldest = await requestFrom(10, null); // missed both, still waiting
    await requestFrom(1, null); // too young to count either way
    await requestFrom(3, null); // missed 2 days; 7 not over yet
    await requestFrom(100, 1); // before the 90 days
    await requestFrom(10, null, { withdrawn: true }); // could no longer be answered

    const summary = await call(t.app, 'GET', '/v1/accommodation-requests/summary', { token: employer.token });
    const [row] = await t.database.db.select({ waitingSince: accommodationRequests.waitingSince }).from(accommodationRequests).where(eq(accommodationRequests.id, oldest.requestId));
    expect(summary.json().data).toEqual({ waiting: 3, oldestWaitingSince: row!.waitingSince!.toISOString() });

    const res = await call(t.app, 'GET', '/v1/analytics/employer', { token: employer.token });
    expect(res.statusCode, res.body).toBe(200);
    const figures = EmployerDashboardResponse.parse(res.json()).data.accommodationRequests;
    expect(figures).toEqual({
      waiting: 3,
      oldestWaitingSince: row!.waitingSince!.toISOString(),
      made: 6,
      answeredWithin: [
        { days: 2, percent: 25, of: 4 },
        { days: 7, percent: 66.7, of: 3 },
      ],
    });
  });

  it('is nothing for an employer without requests, and one job’s summary counts that job alone', async () => {
    const other = await registerEmployer(t);
    const res = await call(t.app, 'GET', '/v1/analytics/employer', { token: other.token });
    expect(res.json().data.accommodationRequests).toEqual({
      waiting: 0,
      oldestWaitingSince: null,
      made: 0,
      answeredWithin: [
        { days: 2, percent: null, of: 0 },
        { days: 7, percent: null, of: 0 },
      ],
    });
    const mine = await requested(t, other);
    await requested(t, other);
    const oneJob = await call(t.app, 'GET', `/v1/accommodation-requests/summary?jobId=${mine.job.id}`, { token: other.token });
    expect(oneJob.json().data.waiting).toBe(1);
    await answerRequest(t, other.token, mine.requestId, AGREE_ALL);
    expect((await call(t.app, 'GET', '/v1/accommodation-requests/summary', { token: other.token })).json().data.waiting).toBe(1);
  });
});
