import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicantDashboardResponse, EmployerDashboardResponse } from '@jobboard/contracts/analytics';
import { users } from '../../../src/db/schema.ts';
import { call, createTestApp, type TestApp } from '../../helpers/app.ts';
import { apply, postJob, registerApplicant, registerEmployer, updateJobRow, type Account } from '../../helpers/jobs.ts';
import { DAY, HOUR, NOW, ago, insertApplication, insertJobView, insertProfileView, insertUser } from './data.ts';

let t: TestApp;
let employer: Account;
let seeker: Account;
const jobs: Record<string, string> = {};

/** Job text that names exactly the words a test is about. */
const text = (words: string) => ({ description: `Daily work with ${words}. The team meets on Mondays and writes everything down.`, requirements: '', responsibilities: '', benefits: '', accommodations: '', category: 'Other' as const });
const setProfile = (userId: string, profile: Partial<typeof users.$inferInsert>) => t.database.db.update(users).set(profile).where(eq(users.id, userId));
const applicantDashboard = async (token: string) => {
  const res = await call(t.app, 'GET', '/v1/analytics/applicant', { token });
  expect(res.statusCode, res.body).toBe(200);
  return ApplicantDashboardResponse.parse(res.json()).data;
};

beforeAll(async () => {
  t = await createTestApp({}, { build: { clock: () => NOW } });
  employer = await registerEmployer(t, { firstName: 'Erin', lastName: 'Hire' });
  seeker = await registerApplicant(t, { firstName: 'Sam', lastName: 'Seeker' });
  jobs.best = (await postJob(t, employer.token, { title: 'Frontend Developer', ...text('React and TypeScript for accessibility'), location: 'Toronto, ON', isRemote: true, disabilityTypes: ['visual'] })).id;
  jobs.some = (await postJob(t, employer.token, { title: 'Data Analyst', ...text('TypeScript reports'), location: 'Berlin', isRemote: false, disabilityTypes: ['hearing'] })).id;
  jobs.access = (await postJob(t, employer.token, { title: 'Support Agent', ...text('customers by chat'), location: 'Remote - Canada', isRemote: true, disabilityTypes: ['visual', 'physical'] })).id;
  jobs.closed = (await postJob(t, employer.token, { title: 'React TypeScript Accessibility Lead', ...text('React'), location: 'Toronto', isRemote: true, disabilityTypes: ['visual'] })).id;
  jobs.none = (await postJob(t, employer.token, { title: 'Baker', ...text('bread'), location: 'Lyon', isRemote: false, disabilityTypes: [] })).id;
  await updateJobRow(t, jobs.closed, { status: 'inactive' });
  await setProfile(seeker.user.id, { skills: ['React', 'TypeScript', 'Accessibility', 'IT'], accessibilityNeeds: ['Screen reader access'], location: 'Toronto, ON', remotePreference: 'remote' });
  expect((await apply(t, seeker.token, jobs.some)).statusCode).toBe(201);
});
afterAll(() => t.close());

describe('GET /v1/analytics/applicant', () => {
  it('recommends open jobs by a weighted match of skills, needs, location and remote preference, and says why', async () => {
    const d = await applicantDashboard(seeker.token);
    expect(d.recommendedJobs.map((j) => [j.title, j.matchScore, j.explanation, j.applied])).toEqual([
      // 3 of 3 skills (50) + Toronto (15) + remote (10) + visual supported (25)
      ['Frontend Developer', 100, 'Matches 3 of your skills; in Toronto; remote; supports visual accessibility', false],
      // no skill; remote, so half the location weight (7.5) + remote (10) + visual (25) = 42.5
      ['Support Agent', 43, 'remote; supports visual accessibility', false],
      // 1 of 3 skills: 50 / 3 of 100
      ['Data Analyst', 17, 'Matches 1 of your skills', true],
    ]);
    expect(d.recommendedJobs[0]).toMatchObject({ id: jobs.best, company: expect.any(String), location: 'Toronto, ON', salary: 'CAD 60,000 - 80,000', is_remote: true });
    expect(d.matchScore).toBe(53); // mean of 100, 43 and 17
    expect(d.matchHint).toBeNull();
    expect(d.totalApplications).toBe(1);
  });

  it('leaves out the parts a seeker has not filled in, and says what to add', async () => {
    const other = await registerApplicant(t);
    await setProfile(other.user.id, { skills: ['TypeScript'] });
    const d = await applicantDashboard(other.token);
    expect(d.recommendedJobs.map((j) => [j.title, j.matchScore])).toEqual([['Data Analyst', 100], ['Frontend Developer', 100]]);
    expect(d.matchHint).toBe('Add your accessibility needs, location and remote preference to your profile for better matches.');

    await setProfile(other.user.id, { skills: [], accessibilityNeeds: ['Wheelchair access', 'Captions in meetings'] });
    const byNeeds = await applicantDashboard(other.token);
    // physical and hearing: Support Agent supports one, Data Analyst the other.
    expect(byNeeds.recommendedJobs.map((j) => [j.title, j.matchScore, j.explanation])).toEqual([
      ['Support Agent', 50, 'supports physical accessibility'],
      ['Data Analyst', 50, 'supports hearing accessibility'],
    ]);
  });

  it('finds jobs in the words of the city, never in a longer name that starts the same', async () => {
    const bath = (await postJob(t, employer.token, { title: 'Bath Archivist', ...text('archives'), location: 'Bath, UK', isRemote: false, disabilityTypes: [] })).id;
    const bathurst = (await postJob(t, employer.token, { title: 'Bathurst Archivist', ...text('archives'), location: 'Bathurst', isRemote: false, disabilityTypes: [] })).id;
    const local = await registerApplicant(t);
    await setProfile(local.user.id, { location: 'Bath, Somerset' });
    const d = await applicantDashboard(local.token);
    expect(d.recommendedJobs.map((j) => [j.title, j.matchScore, j.explanation])).toEqual([['Bath Archivist', 100, 'in Bath']]);
    for (const id of [bath, bathurst]) await updateJobRow(t, id, { status: 'inactive' });
  });

  it('answers no score and a hint, not a fixed figure, for an empty profile', async () => {
    const empty = await registerApplicant(t);
    const d = await applicantDashboard(empty.token);
    expect(d).toEqual({
      totalApplications: 0,
      profileViews: 0,
      savedJobs: 0,
      matchScore: null,
      matchHint: 'Add your skills, accessibility needs, location and remote preference to your profile to see jobs that match you.',
      recommendedJobs: [],
    });
  });

  it("drops location and remote preference from the hint once the profile form's save sets them", async () => {
    const other = await registerApplicant(t);
    await setProfile(other.user.id, { skills: ['TypeScript'], accessibilityNeeds: ['visual'] });
    expect((await applicantDashboard(other.token)).matchHint).toBe('Add your location and remote preference to your profile for better matches.');
    // The body the seeker's Personal Information form sends ('any' = open to any).
    const saved = await call(t.app, 'PUT', '/v1/users/profile', { token: other.token, body: { first_name: 'Ola', last_name: 'Nordmann', location: 'Toronto, ON', remote_preference: 'any' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.user).toMatchObject({ location: 'Toronto, ON', remote_preference: 'any' });
    expect((await applicantDashboard(other.token)).matchHint).toBeNull();

    const refused = await call(t.app, 'PUT', '/v1/users/profile', { token: other.token, body: { first_name: 'Ola', last_name: 'Nordmann', remote_preference: 'sometimes' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Please choose a remote preference from the list');
  });

  it('counts profile views by employers and saved jobs the seeker can still see', async () => {
    const viewer = await insertUser(t, 'employer', ago(DAY));
    await insertProfileView(t, seeker.user.id, viewer, ago(DAY));
    await insertProfileView(t, seeker.user.id, viewer, ago(2 * DAY));
    await insertProfileView(t, seeker.user.id, employer.user.id, ago(DAY));
    for (const id of [jobs.best, jobs.access, jobs.none]) expect((await call(t.app, 'POST', `/v1/jobs/${id}/save`, { token: seeker.token })).statusCode).toBe(200);
    await updateJobRow(t, jobs.none!, { status: 'deleted' });
    const d = await applicantDashboard(seeker.token);
    expect(d.profileViews).toBe(3);
    expect(d.savedJobs).toBe(2);
    await updateJobRow(t, jobs.none!, { status: 'active' });
  });
});

describe('GET /v1/analytics/employer', () => {
  it('counts own jobs, views and applications, with changes over 30 days against the 30 before', async () => {
    const boss = await registerEmployer(t);
    const recent = (await postJob(t, boss.token, { title: 'Recent' })).id;
    const older = (await postJob(t, boss.token, { title: 'Older' })).id;
    const gone = (await postJob(t, boss.token, { title: 'Gone' })).id;
    await updateJobRow(t, recent, { createdAt: ago(5 * DAY), viewsCount: 7 });
    await updateJobRow(t, older, { createdAt: ago(40 * DAY), viewsCount: 3 });
    await updateJobRow(t, gone, { createdAt: ago(2 * DAY), viewsCount: 100, status: 'deleted' });
    await insertJobView(t, recent, ago(DAY));
    await insertJobView(t, recent, ago(2 * DAY));
    await insertJobView(t, older, ago(3 * DAY));
    await insertJobView(t, older, ago(35 * DAY));
    await insertJobView(t, gone, ago(DAY));
    const ann = await insertUser(t, 'applicant', ago(100 * DAY), { firstName: 'Ann', lastName: 'Lee' });
    const bo = await insertUser(t, 'applicant', ago(100 * DAY), { firstName: 'Bo', lastName: null });
    await insertApplication(t, recent, ann, ago(HOUR), 'reviewing');
    await insertApplication(t, older, ann, ago(10 * DAY));
    await insertApplication(t, older, bo, ago(45 * DAY), 'hired');
    await insertApplication(t, gone, bo, ago(DAY));

    const res = await call(t.app, 'GET', '/v1/analytics/employer', { token: boss.token });
    expect(res.statusCode, res.body).toBe(200);
    const d = EmployerDashboardResponse.parse(res.json()).data;
    expect(d).toMatchObject({
      postedJobs: 2,
      totalViews: 10,
      totalApplications: 3,
      averageRating: null,
      // posted: 1 against 1; views: 3 against 1; applications: 2 against 1
      changes: { postedJobs: 0, totalViews: 200, totalApplications: 100 },
    });
    expect(d.recentApplications).toEqual([
      { id: expect.any(String), jobId: recent, jobTitle: 'Recent', status: 'reviewing', applicantName: 'Ann Lee', date: ago(HOUR).toISOString() },
      { id: expect.any(String), jobId: older, jobTitle: 'Older', status: 'applied', applicantName: 'Ann Lee', date: ago(10 * DAY).toISOString() },
      { id: expect.any(String), jobId: older, jobTitle: 'Older', status: 'hired', applicantName: 'Bo', date: ago(45 * DAY).toISOString() },
    ]);
  });

  it('answers null changes when the previous 30 days had nothing', async () => {
    const fresh = await registerEmployer(t);
    const d = EmployerDashboardResponse.parse((await call(t.app, 'GET', '/v1/analytics/employer', { token: fresh.token })).json()).data;
    expect(d).toEqual({
      postedJobs: 0,
      totalViews: 0,
      totalApplications: 0,
      averageRating: null,
      changes: { postedJobs: null, totalViews: null, totalApplications: null },
      recentApplications: [],
      accommodationRequests: { waiting: 0, oldestWaitingSince: null, made: 0, answeredWithin: [{ days: 2, percent: null, of: 0 }, { days: 7, percent: null, of: 0 }] },
    });
  });
});
