import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationMetricsResponse } from '@jobboard/contracts/analytics';
import { applications, users } from '../../../src/db/schema.ts';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { DAY, HOUR, NOW, ago, insertApplication, insertJob, insertUser } from './data.ts';

// The admin figures add up application_day_counts, which triggers keep (migration 0010). Whatever
// happens to applications, the table must say what a count over the applications says.
let t: TestApp;
let token = '';
let employer = '';
let job = '';

beforeAll(async () => {
  t = await createTestApp({}, { build: { clock: () => NOW } });
  token = (await createAdmin(t)).token;
  employer = await insertUser(t, 'employer', ago(30 * DAY));
  job = await insertJob(t, employer, ago(20 * DAY));
});
afterAll(() => t.close());

type Row = { status: string; day: string; n: number };
const rows = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
const kept = () => rows(sql`select status, day::text as day, n from application_day_counts where n <> 0 order by 1, 2`);
const counted = () =>
  rows(sql`select status, (applied_at at time zone 'UTC')::date::text as day, count(*)::int as n from applications group by 1, 2 order by 1, 2`);
const expectInStep = async () => expect(await kept()).toEqual(await counted());

describe('application_day_counts', () => {
  it('follows inserts, status and date changes, other updates, deletes, cascades and truncation', async () => {
    const seekers = await Promise.all([1, 2, 3, 4].map(() => insertUser(t, 'applicant', ago(10 * DAY))));
    const ids = [
      await insertApplication(t, job, seekers[0]!, ago(DAY)),
      await insertApplication(t, job, seekers[1]!, ago(DAY + HOUR)),
      await insertApplication(t, job, seekers[2]!, ago(5 * DAY), 'reviewing'),
    ];
    await expectInStep();
    expect(await kept()).toContainEqual({ status: 'applied', day: '2030-06-14', n: 2 });

    await t.database.db.update(applications).set({ status: 'hired' }).where(eq(applications.id, ids[0]!));
    await expectInStep();
    await t.database.db.update(applications).set({ appliedAt: ago(3 * DAY) }).where(eq(applications.id, ids[1]!));
    await expectInStep();
    // Many rows in one statement, and an update that moves nothing.
    await t.database.db.update(applications).set({ status: 'rejected' });
    await expectInStep();
    await t.database.db.update(applications).set({ employerNotes: 'Seen' });
    await expectInStep();

    await t.database.db.delete(applications).where(eq(applications.id, ids[2]!));
    await expectInStep();
    await insertApplication(t, job, seekers[3]!, ago(2 * DAY));
    // Deleting a user removes their applications through the foreign key's cascade.
    await t.database.db.delete(users).where(eq(users.id, seekers[3]!));
    await expectInStep();
    expect(await kept()).toEqual([
      { status: 'rejected', day: '2030-06-12', n: 1 },
      { status: 'rejected', day: '2030-06-14', n: 1 },
    ]);

    await t.database.db.execute(sql`truncate applications cascade`);
    expect(await rows(sql`select status, day::text as day, n from application_day_counts`)).toEqual([]);
  });

  it("a status change over HTTP moves the application in the range's status breakdown", async () => {
    const seeker = await insertUser(t, 'applicant', ago(10 * DAY));
    const id = await insertApplication(t, job, seeker, ago(2 * HOUR));
    const breakdown = async () => {
      const res = await call(t.app, 'GET', '/v1/analytics/application-metrics?time_range=7d', { token });
      const { statusBreakdown, submissions } = ApplicationMetricsResponse.parse(res.json()).data;
      return { ...Object.fromEntries(statusBreakdown.map((p) => [p.label, p.value])), today: submissions[0]!.value };
    };
    expect(await breakdown()).toMatchObject({ Applied: 1, Hired: 0, today: 1 });
    const res = await call(t.app, 'PUT', `/v1/applications/${id}/status`, { token, body: { status: 'hired' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await breakdown()).toMatchObject({ Applied: 0, Hired: 1, today: 1 });
    await call(t.app, 'DELETE', `/v1/applications/${id}`, { token });
    expect(await breakdown()).toMatchObject({ Applied: 0, Hired: 0, today: 0 });
  });
});
