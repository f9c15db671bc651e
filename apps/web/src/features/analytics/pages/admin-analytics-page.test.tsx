import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAnalytics } from '@jobboard/contracts/analytics';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import AdminAnalyticsPage from './admin-analytics-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const analytics = (range: string, overrides: Partial<AdminAnalytics> = {}): AdminAnalytics => ({
  timeRange: range as AdminAnalytics['timeRange'],
  totalUsers: range === '7d' ? 1500 : 999,
  userGrowth: 12.34,
  activeJobs: 20,
  jobGrowth: -5,
  totalApplications: 3_200_000,
  applicationGrowth: 0,
  totalCompanies: 4,
  conversionRate: 12.5,
  conversionChange: null,
  newUsers: 10,
  activeUsers: 7,
  retentionRate: 40,
  avgSessionDuration: 12.25,
  jobsPosted: 6,
  avgApplicationsPerJob: 2.5,
  jobCompletionRate: null,
  topCategories: [{ label: 'Technology', value: 5 }],
  applicationsThisPeriod: 15,
  hiringSuccessRate: 50,
  avgTimeToHire: 9.5,
  applicationQualityScore: 60,
  uptime: 3 * 86_400 + 4 * 3600,
  avgResponseTime: 12.3,
  p95ResponseTime: 48.9,
  errorRate: 0.2,
  userSatisfaction: null,
  recentActivity: [],
  ...overrides,
});
const series = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `2026-11-${String(i + 1).padStart(2, '0')}`, value: i * 1000 }));

function open(route = '/admin/analytics', routes: Parameters<typeof stubFetch>[0] = {}) {
  localStorage.setItem('token', 'tok');
  const range = (q: URLSearchParams) => q.get('time_range') ?? 'missing';
  const stub = stubFetch({
    'GET /v1/users/profile': profileAnswer(fakeUser('admin')),
    'GET /v1/analytics/admin': (_b, q) => ({ body: { success: true, data: analytics(range(q)) } }),
    'GET /v1/analytics/user-growth': (_b, q) => ({ body: { success: true, data: { timeRange: range(q), growth: series(30), byRole: [] } } }),
    'GET /v1/analytics/job-stats': (_b, q) => ({ body: { success: true, data: { timeRange: range(q), postings: series(3), byType: [], byStatus: [], topCategories: [] } } }),
    'GET /v1/analytics/application-metrics': (_b, q) => ({ body: { success: true, data: { timeRange: range(q), submissions: [], statusBreakdown: [{ label: 'Hired', value: 2 }] } } }),
    ...routes,
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { ...stub, ...renderWithProviders(<AdminAnalyticsPage />, { route, path: '/admin/analytics' }) };
}

const card = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('AdminAnalyticsPage', () => {
  it('asks for 30 days by default and shows the key metrics with signed one-decimal changes', async () => {
    const { calls } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time range' })).toHaveValue('30d');
    await screen.findByRole('heading', { name: 'Key metrics' });
    const analyticsCalls = calls.filter((c) => c.path.startsWith('/v1/analytics/'));
    expect(analyticsCalls.map((c) => c.search.get('time_range'))).toEqual(['30d', '30d', '30d', '30d']);
    expect(card('Total Users')).toHaveTextContent('+12.3% vs previous 30 days');
    expect(card('Total Users').querySelector('.change--up svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: '999 Total Users' })).toHaveAttribute('href', '/admin/users');
    expect(within(card('Conversion Rate')).queryByRole('link')).not.toBeInTheDocument();
    expect(card('Active Jobs')).toHaveTextContent('-5.0% vs previous 30 days');
    expect(card('Applications')).toHaveTextContent('3.2M');
    expect(card('Applications')).toHaveTextContent('0.0% vs previous 30 days');
    expect(card('Conversion Rate')).toHaveTextContent('12.5%N/A (nothing in the previous 30 days to compare with)');
  });

  it('shows the sections: figures, first 7 points of each chart, performance from the server and unmeasured satisfaction', async () => {
    open();
    const users = await screen.findByRole('region', { name: 'User analytics' });
    expect(within(users).getByText('Avg. Session Duration').parentElement).toHaveTextContent('12.3 min');
    const growth = within(users).getByRole('figure', { name: 'New users, newest first' });
    expect(within(growth).getAllByRole('listitem')).toHaveLength(7);
    expect(growth).toHaveTextContent('First 7 of 30 shown.');
    expect(within(growth).getAllByRole('listitem')[6]).toHaveTextContent('2026-11-07: 6.0K');
    expect(within(users).getByRole('figure', { name: 'Users by role' })).toHaveTextContent('No data for this period.');
    const jobs = screen.getByRole('region', { name: 'Job analytics' });
    expect(within(jobs).getByText('Job Completion Rate').parentElement).toHaveTextContent('N/A');
    const apps = screen.getByRole('region', { name: 'Application analytics' });
    expect(within(apps).getByText('Avg. Time to Hire').parentElement).toHaveTextContent('9.5 days');
    expect(within(apps).getByRole('figure', { name: 'Application status breakdown' })).toHaveTextContent('Hired: 2');
    const perf = screen.getByRole('region', { name: 'Platform performance' });
    expect(within(perf).getByText('Uptime').parentElement).toHaveTextContent('3 days, 4 hours');
    expect(within(perf).getByText('Avg. Response Time').parentElement).toHaveTextContent('12.3 ms');
    expect(within(perf).getByText('p95 Response Time').parentElement).toHaveTextContent('48.9 ms');
    expect(within(perf).getByText('Error Rate').parentElement).toHaveTextContent('0.2%');
    expect(within(perf).getByText('User Satisfaction').parentElement).toHaveTextContent('Not measured');
    expect(screen.getByRole('region', { name: 'Recent activity' })).toHaveTextContent('No recent activities to display');
  });

  it('a range change goes into the URL, asks every call for the new time_range and announces it', async () => {
    const user = userEvent.setup();
    const { calls, router } = open();
    await waitFor(() => expect(card('Total Users')).toHaveTextContent('999'));
    const select = screen.getByRole('combobox', { name: 'Time range' });
    await user.selectOptions(select, '7d');
    await waitFor(() => expect(router.state.location.search).toBe('?range=7d'));
    await waitFor(() => expect(card('Total Users')).toHaveTextContent('1.5K'));
    const latest = calls.filter((c) => c.search.get('time_range') === '7d').map((c) => c.path);
    expect(latest.sort()).toEqual(['/v1/analytics/admin', '/v1/analytics/application-metrics', '/v1/analytics/job-stats', '/v1/analytics/user-growth']);
    expect(card('Total Users')).toHaveTextContent('vs previous 7 days');
    expect(select).toHaveFocus();
    await waitFor(() => expect(screen.getByText('Showing analytics for last 7 days')).toHaveAttribute('aria-live', 'polite'));
  });

  it('opens at the range in the URL and ignores an unknown one', async () => {
    const first = open('/admin/analytics?range=1y');
    await waitFor(() => expect(first.calls.some((c) => c.search.get('time_range') === '1y')).toBe(true));
    expect(screen.getByRole('combobox', { name: 'Time range' })).toHaveValue('1y');
    first.unmount();
    const second = open('/admin/analytics?range=5y');
    await waitFor(() => expect(second.calls.some((c) => c.path === '/v1/analytics/admin')).toBe(true));
    expect(second.calls.filter((c) => c.path.startsWith('/v1/analytics/')).every((c) => c.search.get('time_range') === '30d')).toBe(true);
  });

  it("a failed load shows 'Error Loading Analytics'; Retry asks again", async () => {
    const user = userEvent.setup();
    let fail = true;
    open('/admin/analytics', {
      'GET /v1/analytics/job-stats': () =>
        fail ? { status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'Something went wrong' } } } : { body: { success: true, data: { timeRange: '30d', postings: [], byType: [], byStatus: [], topCategories: [] } } },
    });
    expect(await screen.findByRole('heading', { name: 'Error Loading Analytics' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Key metrics' })).toBeInTheDocument();
  });
});
