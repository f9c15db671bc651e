import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminAnalyticsResponse, ApplicationMetricsResponse, JobStatsResponse, UserGrowthResponse } from '@jobboard/contracts/analytics';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { DAY, HOUR, NOW, ago, insertApplication, insertHistory, insertJob, insertSession, insertUser } from './data.ts';

// A hand-built data set around NOW (Saturday 2030-06-15 12:00 UTC). The 7-day range runs from
// 2030-06-09 00:00 to NOW (6.5 days); its previous period is the 6.5 days before, from 06-02 12:00.
// The 30-day range starts 2030-05-17 00:00; its previous period starts 2030-04-17 12:00.
let t: TestApp;
let token = '';
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { build: { clock: () => NOW } });
  token = (await createAdmin(t)).token; // created and signed in "today" (years before NOW): outside every range
  ids.u1 = await insertUser(t, 'applicant', ago(1 * DAY), { lastLogin: ago(HOUR), firstName: 'Ada', lastName: 'One' });
  ids.u2 = await insertUser(t, 'applicant', ago(3 * DAY));
  ids.u3 = await insertUser(t, 'employer', ago(10 * DAY), { lastLogin: ago(2 * DAY), firstName: 'Erin', lastName: 'Employer' });
  ids.u4 = await insertUser(t, 'employer', ago(40 * DAY), { lastLogin: ago(5 * DAY) });
  ids.u5 = await insertUser(t, 'applicant', ago(100 * DAY), { lastLogin: ago(20 * DAY) });
  // In the first week bucket of the 1y range (week of 2029-06-11) but before the range (2029-06-16).
  ids.u6 = await insertUser(t, 'applicant', ago(368 * DAY));

  ids.j1 = await insertJob(t, ids.u3, ago(2 * DAY), { title: 'Frontend Developer', category: 'Technology' });
  ids.j2 = await insertJob(t, ids.u3, ago(4 * DAY), { status: 'inactive', category: 'Technology', jobType: 'part-time' });
  ids.j3 = await insertJob(t, ids.u4, ago(8 * DAY), { category: 'Design', expiresAt: ago(DAY) });
  await insertJob(t, ids.u4, ago(3 * DAY), { status: 'draft', category: 'Design' });
  ids.j5 = await insertJob(t, ids.u4, ago(60 * DAY));

  const a1 = await insertApplication(t, ids.j1!, ids.u1, ago(DAY), 'hired');
  const a2 = await insertApplication(t, ids.j1!, ids.u2, ago(DAY + HOUR), 'rejected');
  await insertApplication(t, ids.j2!, ids.u5, ago(3 * DAY));
  const a4 = await insertApplication(t, ids.j3!, ids.u1, ago(9 * DAY), 'hired');
  await insertApplication(t, ids.j3!, ids.u2, ago(9 * DAY));
  await insertApplication(t, ids.j5!, ids.u5, ago(45 * DAY), 'reviewing');
  await insertHistory(t, a1, null, 'applied', ago(DAY), ids.u1);
  await insertHistory(t, a1, 'applied', 'hired', ago(12 * HOUR), ids.u3);
  await insertHistory(t, a2, 'applied', 'rejected', ago(DAY));
  await insertHistory(t, a4, 'applied', 'hired', ago(2 * DAY));

  await insertSession(t, ids.u1, ago(2 * HOUR), ago(90 * 60 * 1000));
  await insertSession(t, ids.u3, ago(DAY), ago(DAY - 90 * 60 * 1000));
});
afterAll(() => t.close());

const get = (url: string, as = token) => call(t.app, 'GET', url, { token: as });
const figures = async (range: string) => {
  const res = await get(`/v1/analytics/admin?time_range=${range}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminAnalyticsResponse.parse(res.json()).data;
};

describe('GET /v1/analytics/admin', () => {
  it('computes every figure of the last 7 days from the data, against the 6.5 days before', async () => {
    const f = await figures('7d');
    expect(f).toMatchObject({
      timeRange: '7d',
      totalUsers: 7,
      totalCompanies: 2,
      newUsers: 2, // u1, u2
      userGrowth: 100, // 2 against u3 alone
      activeUsers: 3, // u1, u3, u4 signed in since 06-09
      retentionRate: 40, // of the 5 earlier accounts (admin, u3–u6), u3 and u4 came back
      avgSessionDuration: 60, // 30 and 90 minutes
      activeJobs: 2, // j1, j5 (j3 expired, j2 inactive, the draft not posted)
      jobsPosted: 2,
      jobGrowth: 100, // j1, j2 against j3
      jobCompletionRate: 50, // j1 hired, j2 not
      totalApplications: 6,
      applicationsThisPeriod: 3,
      applicationGrowth: 50, // 3 against 2
      conversionRate: 33.3, // 1 hired of 3
      conversionChange: -16.7, // 33.3 % against 50 % (1 of 2)
      avgApplicationsPerJob: 0.8, // 3 applications over the 4 jobs open in the range (j1, j2, j3, j5)
      hiringSuccessRate: 66.7, // hires a1 and a4 and the rejection a2, decided in the range
      avgTimeToHire: 3.8, // 0.5 and 7 days
      applicationQualityScore: 66.7, // a1 and a2 moved past Applied
      userSatisfaction: null,
    });
    expect(f.topCategories).toEqual([{ label: 'Technology', value: 2 }]);
  });

  it('compares the last 30 days with the 29.5 days before', async () => {
    const f = await figures('30d');
    // j5 (04-16 12:00) is older than the previous period; a6 (05-01) is in it.
    expect(f).toMatchObject({ newUsers: 3, userGrowth: 200, jobsPosted: 3, jobGrowth: null, applicationsThisPeriod: 5, applicationGrowth: 400 });
    expect(f.conversionRate).toBe(40); // 2 hired of 5
    expect(f.conversionChange).toBe(40); // against 0 hired of 1
    expect(f.topCategories).toEqual([{ label: 'Technology', value: 2 }, { label: 'Design', value: 1 }]);
  });

  it('defaults to 30 days', async () => {
    const f = AdminAnalyticsResponse.parse((await get('/v1/analytics/admin')).json()).data;
    expect(f).toMatchObject({ timeRange: '30d', newUsers: 3, applicationsThisPeriod: 5 });
  });

  it('answers null, never a division by zero, for a range with nothing in it', async () => {
    const later = await createTestApp({}, { database: t.database, build: { clock: () => new Date(NOW.getTime() + 3 * 365 * DAY) } });
    try {
      const res = await call(later.app, 'GET', '/v1/analytics/admin?time_range=7d', { token });
      const f = AdminAnalyticsResponse.parse(res.json()).data;
      expect(f).toMatchObject({
        totalUsers: 7, newUsers: 0, userGrowth: null, activeUsers: 0, retentionRate: 0, avgSessionDuration: null,
        jobsPosted: 0, jobGrowth: null, jobCompletionRate: null, applicationsThisPeriod: 0, applicationGrowth: null,
        conversionRate: null, conversionChange: null, hiringSuccessRate: null, avgTimeToHire: null, applicationQualityScore: null,
        activeJobs: 2, // j1 and j5 have no deadline
        avgApplicationsPerJob: 0, // three open jobs (j1, j2, j5), no applications
        topCategories: [],
      });
    } finally {
      await later.close();
    }
  });

  it('reports the server measurements: uptime since start, mean and p95 response time, error rate', async () => {
    const f = await figures('7d');
    expect(f.uptime).toBeGreaterThanOrEqual(0);
    expect(f.avgResponseTime).toBeGreaterThan(0);
    expect(f.p95ResponseTime).toBeGreaterThan(0);
    expect(f.errorRate).toBe(0);
  });

  it('lists recent activity from the application history and the audit trail, newest first, without addresses', async () => {
    const { recentActivity } = await figures('7d');
    expect(recentActivity[0]).toEqual({ icon: 'application', text: 'Erin Employer moved the application of Ada One for "Frontend Developer" to Hired', time: ago(12 * HOUR).toISOString() });
    expect(recentActivity.map((a) => a.text)).toContain('Ada One applied for "Frontend Developer"');
    expect(recentActivity.some((a) => a.icon === 'user' && /Created administrator/.test(a.text))).toBe(true);
    // Sign-ins are left out; no activity carries an IP address.
    expect(recentActivity.some((a) => /Signed in/.test(a.text))).toBe(false);
    expect(recentActivity.some((a) => /127\.0\.0\.1/.test(a.text))).toBe(false);
    const times = recentActivity.map((a) => a.time);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('series', () => {
  it('counts per day over the last 7 days, empty days included', async () => {
    const users = UserGrowthResponse.parse((await get('/v1/analytics/user-growth?time_range=7d')).json()).data;
    const days = ['2030-06-09', '2030-06-10', '2030-06-11', '2030-06-12', '2030-06-13', '2030-06-14', '2030-06-15'];
    expect(users.growth).toEqual(days.map((label, i) => ({ label, value: [0, 0, 0, 1, 0, 1, 0][i] })).reverse());
    expect(users.byRole).toEqual([{ label: 'Job Seeker', value: 2 }, { label: 'Employer', value: 0 }, { label: 'Administrator', value: 0 }]);

    const jobs = JobStatsResponse.parse((await get('/v1/analytics/job-stats?time_range=7d')).json()).data;
    expect(jobs.postings.map((p) => p.value)).toEqual([0, 0, 1, 0, 1, 0, 0].reverse()); // the draft is not a posting
    expect(jobs.byType).toEqual([
      { label: 'Full-time', value: 1 }, { label: 'Part-time', value: 1 }, { label: 'Contract', value: 0 }, { label: 'Internship', value: 0 }, { label: 'Freelance', value: 0 },
    ]);
    expect(jobs.byStatus).toEqual([{ label: 'Active', value: 1 }, { label: 'Inactive', value: 1 }, { label: 'Deactivated', value: 0 }, { label: 'Deleted', value: 0 }]);

    const apps = ApplicationMetricsResponse.parse((await get('/v1/analytics/application-metrics?time_range=7d')).json()).data;
    expect(apps.submissions.map((p) => p.value)).toEqual([0, 0, 0, 1, 0, 2, 0].reverse());
    expect(apps.statusBreakdown.filter((s) => s.value)).toEqual([{ label: 'Applied', value: 1 }, { label: 'Hired', value: 1 }, { label: 'Rejected', value: 1 }]);
    expect(apps.statusBreakdown).toHaveLength(8);
  });

  it('has 30 daily points for 30 days', async () => {
    const apps = ApplicationMetricsResponse.parse((await get('/v1/analytics/application-metrics?time_range=30d')).json()).data;
    expect(apps.submissions).toHaveLength(30);
    expect(apps.submissions.at(-1)!.label).toBe('2030-05-17');
    expect(apps.submissions[0]!.label).toBe('2030-06-15');
    expect(apps.submissions.reduce((s, p) => s + p.value, 0)).toBe(5);
  });

  it('counts per week from Monday for 90 days and a year, the first week cut at the range start', async () => {
    const apps = ApplicationMetricsResponse.parse((await get('/v1/analytics/application-metrics?time_range=90d')).json()).data;
    expect(apps.submissions).toHaveLength(13);
    expect(apps.submissions.at(-1)!.label).toBe('Week of 2030-03-18');
    expect(apps.submissions[0]).toEqual({ label: 'Week of 2030-06-10', value: 3 });
    expect(apps.submissions.find((p) => p.label === 'Week of 2030-06-03')!.value).toBe(2);
    expect(apps.submissions.find((p) => p.label === 'Week of 2030-04-29')!.value).toBe(1);

    const users = UserGrowthResponse.parse((await get('/v1/analytics/user-growth?time_range=1y')).json()).data;
    expect(users.growth.at(-1)).toEqual({ label: 'Week of 2029-06-11', value: 0 }); // u6 joined before the range began
    expect(users.growth).toHaveLength(53);
    expect(users.growth.reduce((s, p) => s + p.value, 0)).toBe(5);
  });
});
