import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import AdminDashboardPage from './admin-dashboard-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ok = (data: unknown) => () => ({ body: { success: true, data } });
const stats = { totalUsers: 1234, newUsersThisWeek: 5, totalJobs: 40, newJobsThisWeek: 0, totalApplications: 2_000_000, newApplicationsThisWeek: 1200, totalEmployers: 7, newEmployersThisWeek: 1 };
const status = {
  components: [
    { name: 'Database', status: 'online', detail: 'PostgreSQL answered in 2 ms' },
    { name: 'API Server', status: 'online', detail: 'Up 3 hours' },
    { name: 'Mail', status: 'degraded', detail: 'Mail is logged to the console, not sent' },
  ],
  checkedAt: '2026-11-23T12:00:00.000Z',
};

const queueStatus = (failed: number) => ({
  queues: [
    { queue: 'mail', waiting: 2, active: 0, failedLastDay: failed, oldestWaitingAt: '2026-11-23T11:58:00.000Z' },
    { queue: 'maintenance', waiting: 0, active: 1, failedLastDay: 0, oldestWaitingAt: null },
  ],
  failed: failed ? [{ id: '7b0c1f7e-36a4-4c4e-9d64-0a51a3e5d0c1', queue: 'mail', failedAt: '2026-11-23T11:00:00.000Z', tries: 7, reason: 'The mail server did not accept the mail' }] : [],
  checkedAt: '2026-11-23T12:00:00.000Z',
});

function open(routes: Parameters<typeof stubFetch>[0] = {}, user = fakeUser('admin', { first_name: 'Priya' })) {
  localStorage.setItem('token', 'tok');
  const stub = stubFetch({
    'GET /v1/users/profile': profileAnswer(user),
    'GET /v1/analytics/dashboard-stats': ok(stats),
    'GET /v1/analytics/recent-activities': ok({ activities: [] }),
    'GET /v1/analytics/system-status': ok(status),
    'GET /v1/admin/task-queue': ok(queueStatus(1)),
    ...routes,
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { ...stub, ...renderWithProviders(<AdminDashboardPage />, { route: '/admin' }) };
}

const card = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;


/** A Blob's text: Node 20 hands the test its own Blob (with text()), Node 24 jsdom's (read with a FileReader). */
const blobText = (blob: Blob) =>
  typeof blob.text === 'function' ? blob.text() : new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

describe('AdminDashboardPage', () => {
  it("greets the admin, shows the four totals with '+N this week', links and the empty activities text", async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(/^Welcome back, Priya!/)).toBeInTheDocument();
    await screen.findByText('Total Users', { selector: 'dt' });
    expect(card('Total Users')).toHaveTextContent('1.2K');
    expect(card('Total Users')).toHaveTextContent('1,234');
    expect(card('Total Users')).toHaveTextContent('+5 this week');
    expect(card('Active Jobs')).toHaveTextContent('+0 this week');
    expect(card('Applications')).toHaveTextContent('2.0M');
    expect(card('Applications')).toHaveTextContent('+1,200 this week');
    expect(card('Employers')).toHaveTextContent('+1 this week');
    for (const [name, href] of [
      ['1,234 Total Users', '/admin/users'],
      ['40 Active Jobs', '/admin/jobs?status=active'],
      ['2,000,000 Applications', '/admin/applications'],
      ['7 Employers', '/admin/users?role=employer'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const [name, href] of [
      ['Manage Users', '/admin/users'],
      ['Manage Jobs', '/admin/jobs'],
      ['All Applications', '/admin/applications'],
      ['View Analytics', '/admin/analytics'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(await screen.findByText('No recent activities to display')).toBeInTheDocument();
  });

  it("uses 'Admin' without a first name; activities show a hidden icon, the text and a <time>", async () => {
    open({ 'GET /v1/analytics/recent-activities': ok({ activities: [{ icon: 'user', description: 'New user registered: Noor Tester', timestamp: new Date(Date.now() - 3 * 3600_000).toISOString() }] }) }, fakeUser('admin', { first_name: null }));
    expect(await screen.findByText(/^Welcome back, Admin!/)).toBeInTheDocument();
    const item = (await screen.findByText('New user registered: Noor Tester')).closest('li')!;
    expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(item).toHaveTextContent(/^New user registered: Noor Tester3 hours ago$/);
    expect(within(item).getByText('3 hours ago').tagName).toBe('TIME');
  });

  it('reports each checked component with its state in words, detail and check time', async () => {
    open();
    const region = await screen.findByRole('region', { name: 'System Status' });
    await within(region).findByText('Database');
    const items = within(region).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Database OnlinePostgreSQL answered in 2 ms',
      'API Server OnlineUp 3 hours',
      'Mail DegradedMail is logged to the console, not sent',
    ]);
    expect(region.querySelector('time')).toHaveAttribute('datetime', '2026-11-23T12:00:00.000Z');
  });

  it('Generate Report downloads the CSV of the chosen range with the bearer token', async () => {
    const user = userEvent.setup();
    const created = vi.fn((_blob: Blob) => 'blob:report');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { fetchStub } = open();
    const reportCalls: Array<{ url: string; headers: Record<string, string> }> = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith('/v1/analytics/report')) return fetchStub(input, init);
      reportCalls.push({ url, headers: init?.headers as Record<string, string> });
      const headers = { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="analytics_report_7d.csv"' };
      return new Response('metric,value\ntotalUsers,3\n', { status: 200, headers });
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Report period' }), '7d');
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(await screen.findByText('Report generated successfully! Saved as analytics_report_7d.csv.')).toBeInTheDocument();
    expect(reportCalls).toEqual([{ url: '/v1/analytics/report?time_range=7d', headers: { authorization: 'Bearer tok' } }]);
    expect(await blobText(created.mock.calls[0]![0])).toContain('totalUsers,3');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('a refused report shows the server message', async () => {
    const user = userEvent.setup();
    open({ 'GET /v1/analytics/report': () => ({ status: 403, body: { success: false, error: { code: 'FORBIDDEN', message: 'Administrators only' } } }) });
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    await waitFor(() => expect(screen.getByRole('alert', { name: 'Error notifications' })).toHaveTextContent('Administrators only'));
  });

  it('shows each queue of background work in words, and retries a failed task with an announced answer', async () => {
    const user = userEvent.setup();
    let failed = 1;
    const { calls } = open({
      'GET /v1/admin/task-queue': () => ok(queueStatus(failed))(),
      'POST /v1/admin/task-queue/failed/7b0c1f7e-36a4-4c4e-9d64-0a51a3e5d0c1/retry': () => ((failed = 0), { body: { success: true, message: 'The task is queued again.' } }),
    });
    const region = await screen.findByRole('region', { name: 'Background Work' });
    await within(region).findByText('Maintenance');
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent(/^Mail 1 failed2 tasks waiting, 0 running, 1 task failed in the last 24 hours; the oldest waiting since/);
    expect(within(region).getAllByRole('listitem')[1]).toHaveTextContent('Maintenance No failures0 tasks waiting, 1 running, 0 tasks failed in the last 24 hours');
    const retry = within(region).getByRole('button', { name: 'Retry' });
    expect(retry).toHaveAccessibleDescription(/^Mail ?, failed .* after 7 tries$/);
    await user.click(retry);
    expect(await screen.findByText('The task is queued again.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/retry'))).toBe(true);
    expect(await within(region).findByText('No task has failed.')).toBeInTheDocument();
  });
});
