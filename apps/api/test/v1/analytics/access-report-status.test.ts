import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardStatsResponse, RecentActivitiesResponse, SystemStatusResponse } from '@jobboard/contracts/analytics';
import { call, createAdmin, createTestApp, freshIp, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { registerApplicant, registerEmployer } from '../../helpers/jobs.ts';
import { systemStatus } from '../../../src/modules/analytics/system-status.ts';
import { createRequestMetrics } from '../../../src/platform/metrics.ts';
import { DAY, NOW, ago, insertApplication, insertJob, insertUser } from './data.ts';

let t: TestApp;
const tokens = { applicant: '', employer: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp({}, { build: { clock: () => NOW } });
  tokens.admin = (await createAdmin(t)).token;
  tokens.employer = (await registerEmployer(t)).token;
  tokens.applicant = (await registerApplicant(t)).token;
});
afterAll(() => t.close());

const ADMIN_ONLY = [
  '/v1/analytics/admin',
  '/v1/analytics/admin?time_range=7d',
  '/v1/analytics/user-growth',
  '/v1/analytics/job-stats?time_range=90d',
  '/v1/analytics/application-metrics?time_range=1y',
  '/v1/analytics/dashboard-stats',
  '/v1/analytics/recent-activities',
  '/v1/analytics/system-status',
  '/v1/analytics/report',
];

describe('who may call the analytics endpoints', () => {
  it.each([...ADMIN_ONLY, '/v1/analytics/applicant', '/v1/analytics/employer'])('%s refuses a visitor with 401', async (url) => {
    expectError(await call(t.app, 'GET', url, { ip: freshIp() }), 401, 'UNAUTHORIZED');
  });

  it.each(['applicant', 'employer'] as const)('the administrators-only ones refuse a signed-in %s with 403', async (role) => {
    for (const url of ADMIN_ONLY) expectError(await call(t.app, 'GET', url, { token: tokens[role] }), 403, 'FORBIDDEN', 'Only administrators can do this');
  });

  it('each role dashboard refuses the other roles with 403', async () => {
    for (const role of ['employer', 'admin'] as const) {
      expectError(await call(t.app, 'GET', '/v1/analytics/applicant', { token: tokens[role] }), 403, 'FORBIDDEN', 'Only job seekers can view this dashboard');
    }
    for (const role of ['applicant', 'admin'] as const) {
      expectError(await call(t.app, 'GET', '/v1/analytics/employer', { token: tokens[role] }), 403, 'FORBIDDEN', 'Only employers can view this dashboard');
    }
  });

  it.each(['admin', 'user-growth', 'job-stats', 'application-metrics', 'report'])('/v1/analytics/%s answers 400 naming the allowed ranges for an unknown one', async (path) => {
    for (const range of ['2w', '', '7D', '30d ', 'all']) {
      const res = await call(t.app, 'GET', `/v1/analytics/${path}?time_range=${encodeURIComponent(range)}`, { token: tokens.admin });
      expectFieldError(res, 'time_range', 'time_range must be one of 7d, 30d, 90d, 1y');
    }
  });
});

describe('GET /v1/analytics/dashboard-stats and /recent-activities', () => {
  it('counts totals and what the last 7 days added', async () => {
    const boss = await insertUser(t, 'employer', ago(2 * DAY));
    await insertUser(t, 'employer', ago(8 * DAY));
    const seeker = await insertUser(t, 'applicant', ago(DAY), { firstName: 'Nia', lastName: 'New' });
    const fresh = await insertJob(t, boss, ago(DAY), { title: 'Fresh' });
    await insertJob(t, boss, ago(10 * DAY));
    await insertJob(t, boss, ago(DAY), { status: 'draft' });
    await insertJob(t, boss, ago(DAY), { expiresAt: ago(1000) });
    await insertApplication(t, fresh, seeker, ago(DAY));
    const res = await call(t.app, 'GET', '/v1/analytics/dashboard-stats', { token: tokens.admin });
    expect(DashboardStatsResponse.parse(res.json()).data).toEqual({
      totalUsers: 6, // the three signed-up accounts (long before NOW) and three inserted
      newUsersThisWeek: 2,
      totalEmployers: 3,
      newEmployersThisWeek: 1,
      totalJobs: 2, // open now: the expired one and the draft are not
      newJobsThisWeek: 2, // posted in the last 7 days, drafts aside
      totalApplications: 1,
      newApplicationsThisWeek: 1,
    });

    const activities = RecentActivitiesResponse.parse((await call(t.app, 'GET', '/v1/analytics/recent-activities', { token: tokens.admin })).json()).data.activities;
    // The latest 10: the refused attempts above, as security events naming who (never the address).
    expect(activities).toHaveLength(10);
    expect(activities.every((a) => a.icon === 'security' && /^(Ada Lovelace|Site Administrator|A visitor): Refused GET \/v1\/analytics\//.test(a.description))).toBe(true);
    expect(activities.map((a) => a.timestamp)).toEqual(activities.map((a) => a.timestamp).sort().reverse());
  });
});

describe('GET /v1/analytics/report', () => {
  it('downloads the figures and series of the range as a CSV file, formulas defused', async () => {
    const boss = await insertUser(t, 'employer', ago(DAY));
    await insertJob(t, boss, ago(DAY), { category: '=HYPERLINK("http://evil.example","x")' });
    const res = await call(t.app, 'GET', '/v1/analytics/report?time_range=7d', { token: tokens.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="analytics_report_7d_2030-06-15.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('Analytics report,Last 7 days');
    expect(lines).toContain('Total users,7');
    expect(lines).toContain('Conversion rate: hired / applications (%),0');
    const usersPerDay = lines.slice(lines.indexOf('New users per period,Value') + 1).slice(0, 7);
    expect(usersPerDay).toEqual(['2030-06-09,0', '2030-06-10,0', '2030-06-11,0', '2030-06-12,0', '2030-06-13,1', '2030-06-14,2', '2030-06-15,0']);
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",1`);
    expect(lines.some((l) => l.startsWith('='))).toBe(false);
    expect((await call(t.app, 'GET', '/v1/analytics/report', { token: tokens.admin })).headers['content-disposition']).toBe('attachment; filename="analytics_report_30d_2030-06-15.csv"');
  });
});

describe('GET /v1/analytics/report with full-width formula signs', () => {
  it('defuses ＝ ＋ － ＠ at the start of a cell as it does = + - @', async () => {
    const boss = await insertUser(t, 'employer', ago(DAY));
    await insertJob(t, boss, ago(DAY), { category: '＝HYPERLINK("http://evil.example","x")' });
    await insertJob(t, boss, ago(DAY), { category: '＠SUM(A1)' });
    // Recent activity starts with the name of whoever acted.
    await registerApplicant(t, { firstName: '＋cmd', lastName: '－2' });
    const res = await call(t.app, 'GET', '/v1/analytics/report?time_range=7d', { token: tokens.admin });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.split('\r\n');
    expect(lines).toContain(`"'＝HYPERLINK(""http://evil.example"",""x"")",1`);
    expect(lines).toContain(`'＠SUM(A1),1`);
    expect(lines.some((l) => l.startsWith(`'＋cmd －2: Registered a new applicant account,`))).toBe(true);
    expect(lines.some((l) => /^[＝＋－＠]/.test(l))).toBe(false);
  });
});

describe('GET /v1/analytics/system-status', () => {
  it('checks the database, the API, the web client, mail and storage when asked', async () => {
    const res = await call(t.app, 'GET', '/v1/analytics/system-status', { token: tokens.admin });
    const { components } = SystemStatusResponse.parse(res.json()).data;
    const byName = Object.fromEntries(components.map((c) => [c.name, c]));
    expect(Object.keys(byName)).toEqual(['Database', 'API Server', 'Frontend', 'Mail', 'File storage']);
    expect(byName.Database).toMatchObject({ status: 'online', detail: expect.stringMatching(/ answered in \d+ ms$/) });
    expect(byName['API Server']).toMatchObject({ status: 'online', detail: expect.stringMatching(/^This instance \(.+, process \d+\) only: up \d+ min; 0% server errors over the last 5 minutes \(\d+ requests, p95 [\d.]+ ms\)$/) });
    expect(byName.Frontend).toMatchObject({ status: 'offline', detail: 'The web client is not built' }); // WEB_DIST points nowhere in tests
    expect(byName.Mail).toMatchObject({ status: 'online', detail: 'No SMTP server configured; mails are written to the outbox folder' });
    expect(byName['File storage']).toMatchObject({ status: 'online' });
  });

  it('reports an SMTP server that cannot be reached, and a database that does not answer, as offline', async () => {
    const config = { ...t.config, mail: { ...t.config.mail, smtpUrl: 'smtp://user:secret@127.0.0.1:9' } };
    const down = { ...t.database, ping: () => Promise.reject(new Error('connection refused')) };
    const { components } = await systemStatus({ config, database: down, metrics: createRequestMetrics(), webClientBuilt: true });
    expect(components.find((c) => c.name === 'Database')).toEqual({ name: 'Database', status: 'offline', detail: 'embedded PGlite is unreachable: connection refused'.replace('embedded PGlite', t.database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite') });
    const mail = components.find((c) => c.name === 'Mail')!;
    // Port 9 (discard) refuses connections here; the credentials in the URL are never shown.
    expect(mail).toMatchObject({ status: 'offline', detail: expect.stringMatching(/^SMTP server 127\.0\.0\.1:9 cannot be reached/) });
    expect(mail.detail).not.toContain('secret');
    expect(components.find((c) => c.name === 'Frontend')!.status).toBe('online');
  });
});
