import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAnalytics, ApplicantDashboard, EmployerDashboard, RecommendedJob } from '@jobboard/contracts/analytics';
import { DEFAULT_COVER_LETTER } from '@jobboard/contracts/job-options';
import type { Role } from '@jobboard/contracts/roles';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import DashboardPage from './dashboard-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => () => ({ body: { success: true, data } });
const noNotifications = ok({ notifications: [], unreadCount: 0 });

const job = (n: number, overrides: Partial<RecommendedJob> = {}): RecommendedJob => ({
  id: `aaaaaaaa-bbbb-4ccc-8ddd-00000000000${n}`,
  title: `Screen Reader Tester ${n}`,
  company: 'Northwind',
  location: 'Leeds',
  salary: 'GBP 30,000 - 40,000',
  is_remote: true,
  matchScore: 80,
  explanation: 'Matches 3 of your skills; remote; supports visual accessibility',
  applied: false,
  ...overrides,
});

const applicantData = (overrides: Partial<ApplicantDashboard> = {}): ApplicantDashboard => ({
  totalApplications: 4,
  profileViews: 1500,
  savedJobs: 2,
  matchScore: 72,
  matchHint: null,
  recommendedJobs: [job(1), job(2, { applied: true })],
  ...overrides,
});

const employerData = (overrides: Partial<EmployerDashboard> = {}): EmployerDashboard => ({
  postedJobs: 3,
  totalViews: 2_500_000,
  totalApplications: 12,
  averageRating: null,
  changes: { postedJobs: 50, totalViews: -12.345, totalApplications: null },
  recentApplications: [
    { id: '12345678-1234-4234-8234-000000000001', jobId: 'aaaaaaaa-bbbb-4ccc-8ddd-000000000009', jobTitle: 'Data Analyst', status: 'offered', applicantName: 'Amara Okafor', date: '2026-11-20T10:00:00.000Z' },
  ],
  accommodationRequests: { waiting: 0, oldestWaitingSince: null, made: 0, answeredWithin: [{ days: 2, percent: null, of: 0 }, { days: 7, percent: null, of: 0 }] },
  ...overrides,
});

function open(role: Role, routes: Parameters<typeof stubFetch>[0], user = fakeUser(role)) {
  localStorage.setItem('token', 'tok');
  const stub = stubFetch({ 'GET /v1/users/profile': profileAnswer(user), 'GET /v1/notifications': noNotifications, ...routes });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { ...stub, ...renderWithProviders(<DashboardPage />, { route: '/dashboard' }) };
}

const card = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('DashboardPage', () => {
  it('applicant: greeting, figures shortened with K, recommendations with their reasons and Quick Apply only where not applied', async () => {
    open('applicant', { 'GET /v1/analytics/applicant': ok(applicantData()) }, fakeUser('applicant', { first_name: 'Amara', last_login: '2026-02-02T10:00:00.000Z' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Amara!' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Recommended Jobs' });
    expect(card('Total Applications')).toHaveTextContent('4');
    // 1.5K on screen, the exact number for assistive tech.
    expect(within(card('Profile Views')).getByText('1.5K')).toHaveAttribute('aria-hidden', 'true');
    expect(card('Profile Views')).toHaveTextContent('1,500');
    expect(card('Match Score')).toHaveTextContent('72%');
    // A figure with a page links to it, named with its label; the others stay plain.
    expect(screen.getByRole('link', { name: '4 Total Applications' })).toHaveAttribute('href', '/applications');
    expect(screen.getByRole('link', { name: '2 Saved Jobs' })).toHaveAttribute('href', '/applications?tab=saved');
    expect(within(card('Profile Views')).queryByRole('link')).not.toBeInTheDocument();

    const first = screen.getByRole('article', { name: 'Screen Reader Tester 1' });
    expect(within(first).getByRole('link', { name: 'Screen Reader Tester 1' })).toHaveAttribute('href', `/jobs/${job(1).id}`);
    expect(first).toHaveTextContent('Northwind · Leeds · Remote');
    expect(first).toHaveTextContent('GBP 30,000 - 40,000');
    expect(first).toHaveTextContent('Match score80%');
    expect(first).toHaveTextContent('Matches 3 of your skills; remote; supports visual accessibility');
    expect(within(first).getByRole('button', { name: 'Quick Apply for Screen Reader Tester 1' })).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Screen Reader Tester 2' });
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Applied');

    const summary = screen.getByRole('region', { name: 'Account Summary' });
    expect(summary).toHaveTextContent('Account TypeJob Seeker');
    expect(summary).toHaveTextContent('StatusActive');
    expect(summary).not.toHaveTextContent('Today');
    expect(screen.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByRole('region', { name: 'Recent Notifications' })).toHaveTextContent('You have no notifications yet.');
  });

  it('applicant: no match score yet shows N/A and the hint; no recommendations says so', async () => {
    open('applicant', { 'GET /v1/analytics/applicant': ok(applicantData({ matchScore: null, matchHint: 'Add skills to your profile', recommendedJobs: [] })) });
    await screen.findByText('No recommendations yet.', { exact: false });
    expect(card('Match Score')).toHaveTextContent('N/AAdd skills to your profile Update your profile');
    expect(screen.getByRole('link', { name: 'Update your profile' })).toHaveAttribute('href', '/profile');
  });

  it('applicant: Quick Apply sends the default cover letter and the resume on file, then shows Applied', async () => {
    const user = userEvent.setup();
    let applied = false;
    const { calls } = open(
      'applicant',
      {
        'GET /v1/analytics/applicant': () => ok(applicantData({ recommendedJobs: [job(1, { applied })] }))(),
        'POST /v1/applications': () => {
          applied = true;
          return { status: 201, body: { success: true, message: 'Application submitted successfully!', data: { application: { id: '12345678-1234-4234-8234-000000000001', status: 'applied' } } } };
        },
      },
      fakeUser('applicant', { resume_url: 'resumes/me.pdf', profile: { resume_url: 'resumes/me.pdf' } }),
    );
    const button = await screen.findByRole('button', { name: 'Quick Apply for Screen Reader Tester 1' });
    await user.click(button);
    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ job_id: job(1).id, cover_letter: DEFAULT_COVER_LETTER, resume_url: 'resumes/me.pdf' });
    const article = screen.getByRole('article', { name: 'Screen Reader Tester 1' });
    await waitFor(() => expect(within(article).queryByRole('button')).not.toBeInTheDocument());
    expect(article).toHaveTextContent('Applied');
    // Focus goes to the status that replaced the button; the count includes the new application.
    await waitFor(() => expect(within(article).getByText('Applied').closest('p')).toHaveFocus());
    expect(card('Total Applications')).toHaveTextContent('5');
  });

  it('applicant: a refused Quick Apply shows the server message and keeps the button', async () => {
    const user = userEvent.setup();
    open('applicant', {
      'GET /v1/analytics/applicant': ok(applicantData({ recommendedJobs: [job(1)] })),
      'POST /v1/applications': () => ({ status: 409, body: { success: false, error: { code: 'CONFLICT', message: 'You have already applied for this job or your previous application was withdrawn.' } } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Quick Apply for Screen Reader Tester 1' }));
    expect(await screen.findByText('You have already applied for this job or your previous application was withdrawn.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quick Apply for Screen Reader Tester 1' })).toBeInTheDocument();
  });

  it('employer: changes signed with one decimal against the previous 30 days, rating N/A, recent applications linked by job', async () => {
    open('employer', { 'GET /v1/analytics/employer': ok(employerData()) });
    await screen.findByRole('heading', { name: 'Recent Applications' });
    expect(card('Posted Jobs')).toHaveTextContent('+50.0% vs previous 30 days');
    // The direction is in the text and a drawn arrow, not in colour alone.
    expect(card('Posted Jobs').querySelector('.change svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: '3 Posted Jobs' })).toHaveAttribute('href', '/jobs/my-jobs');
    expect(screen.getByRole('link', { name: '12 Total Applications' })).toHaveAttribute('href', '/my-applicants');
    expect(within(card('Total Views')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card('Average Rating')).queryByRole('link')).not.toBeInTheDocument();
    expect(card('Total Views')).toHaveTextContent('2.5M');
    expect(card('Total Views')).toHaveTextContent('-12.3% vs previous 30 days');
    expect(card('Total Applications')).toHaveTextContent('N/A (nothing in the previous 30 days to compare with)');
    expect(card('Average Rating')).toHaveTextContent('N/A');
    const list = screen.getByRole('region', { name: 'Recent Applications' });
    expect(list).toHaveTextContent('Data Analyst');
    expect(list).toHaveTextContent('Amara Okafor');
    expect(list).toHaveTextContent('Offer Extended');
    expect(within(list).getByRole('link', { name: 'View applicants for Data Analyst' })).toHaveAttribute('href', '/my-applicants?jobId=aaaaaaaa-bbbb-4ccc-8ddd-000000000009');
    expect(screen.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/jobs/post');
  });

  it('admin: platform totals and recent activity; an empty activity list says so', async () => {
    const admin = { totalUsers: 1200, activeJobs: 30, totalApplications: 45, totalCompanies: 8, recentActivity: [] } as Partial<AdminAnalytics>;
    open('admin', { 'GET /v1/analytics/admin': ok(admin) }, fakeUser('admin', { first_name: '' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, User!' })).toBeInTheDocument();
    await screen.findByText('No recent activities to display');
    expect(card('Total Users')).toHaveTextContent('1.2K');
    expect(card('Total Companies')).toHaveTextContent('8');
    // The exact count is in the name, as a screen reader hears it.
    expect(screen.getByRole('link', { name: '1,200 Total Users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: '30 Active Jobs' })).toHaveAttribute('href', '/admin/jobs?status=active');
    expect(screen.getByRole('link', { name: '45 Total Applications' })).toHaveAttribute('href', '/admin/applications');
    expect(screen.getByRole('link', { name: '8 Total Companies' })).toHaveAttribute('href', '/admin/users?role=employer');
    expect(screen.getByRole('link', { name: 'View Analytics' })).toHaveAttribute('href', '/admin/analytics');
  });

  it("a failed load shows 'Error Loading Dashboard'; Retry loads again", async () => {
    const user = userEvent.setup();
    let fail = true;
    open('employer', { 'GET /v1/analytics/employer': () => (fail ? { status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'Database unavailable' } } } : ok(employerData())()) });
    expect(await screen.findByRole('heading', { name: 'Error Loading Dashboard' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recent Applications' })).toBeInTheDocument();
  });

  it("Refresh loads the figures, notifications and profile again and announces 'Dashboard refreshed'", async () => {
    const user = userEvent.setup();
    let views = 10;
    const { calls } = open('employer', { 'GET /v1/analytics/employer': () => ok(employerData({ totalViews: views }))() });
    await waitFor(() => expect(card('Total Views')).toHaveTextContent('10'));
    const count = (path: string) => calls.filter((c) => c.path === path).length;
    const before = { stats: count('/v1/analytics/employer'), notes: count('/v1/notifications'), profile: count('/v1/users/profile') };
    views = 2000;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(card('Total Views')).toHaveTextContent('2.0K'));
    expect(count('/v1/analytics/employer')).toBe(before.stats + 1);
    expect(count('/v1/notifications')).toBe(before.notes + 1);
    expect(count('/v1/users/profile')).toBe(before.profile + 1);
    await waitFor(() => expect(screen.getByText('Dashboard refreshed')).toHaveAttribute('aria-live', 'polite'));
  });
});
