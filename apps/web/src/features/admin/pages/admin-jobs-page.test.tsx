import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@jobboard/contracts/jobs';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeJob, fakeUser, jobPage, profileAnswer } from '../../../test/fixtures.ts';
import AdminJobsPage from './admin-jobs-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const HOLD = { kind: 'admin' as const, reason: 'Spam', held_at: '2026-03-01T10:00:00.000Z' };

/** The admin list over a small stand-in for the API that applies status changes as the server does. */
function open() {
  localStorage.setItem('token', 'tok');
  let jobs: Job[] = [
    fakeJob({ title: 'Support Lead', employer_name: 'Erin Employer', hold: null }),
    fakeJob({ title: 'Night Porter', status: 'inactive', hold: HOLD }),
    fakeJob({ title: 'Day Porter', status: 'inactive', hold: { kind: 'account', reason: null, held_at: HOLD.held_at } }),
  ];
  const routes = Object.fromEntries(
    jobs.map((job) => [
      `PUT /v1/jobs/${job.id}/status`,
      (body: unknown) => {
        const { status, reason } = body as { status: Job['status']; reason?: string };
        jobs = jobs.map((j) => (j.id === job.id ? { ...j, status, hold: status === 'active' ? null : { ...HOLD, reason: reason ?? null } } : j));
        return { body: { success: true, message: 'Job status updated successfully!' } };
      },
    ]),
  );
  const stub = stubFetch({ 'GET /v1/users/profile': profileAnswer(fakeUser('admin')), 'GET /v1/jobs': () => jobPage(jobs), ...routes });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderWithProviders(<AdminJobsPage />, { route: '/admin/jobs', path: '/admin/jobs' });
  return { calls: stub.calls };
}

const row = async (title: string) => (await screen.findByRole('rowheader', { name: new RegExp(`^${title}`) })).closest('tr')!;

describe('AdminJobsPage', () => {
  it('asks for the reason in a dialog before taking a job down, and refuses an empty one', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    await user.click(within(await row('Support Lead')).getByRole('button', { name: 'Deactivate Support Lead' }));
    const dialog = screen.getByRole('dialog', { name: 'Take “Support Lead” down?' });
    expect(dialog).toHaveAccessibleDescription(/Its employer sees your reason and cannot put the job back/);
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toBeRequired();

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(reason).toHaveAccessibleDescription(/Give the reason: the employer reads it/);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(reason, 'Misleading pay');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Job status updated successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'inactive', reason: 'Misleading pay' });
    expect(await within(await row('Support Lead')).findByText('Taken down: Misleading pay')).toBeInTheDocument();
  });

  it('sends nothing when the dialog is cancelled', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    await user.click(within(await row('Support Lead')).getByRole('button', { name: 'Deactivate Support Lead' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows why each held job is hidden, and Activate lifts the hold without asking', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    const held = await row('Night Porter');
    expect(within(held).getByText('Taken down: Spam')).toBeInTheDocument();
    expect(within(await row('Day Porter')).getByText("Hidden with the employer's deactivated account")).toBeInTheDocument();
    await user.click(within(held).getByRole('button', { name: 'Activate Night Porter' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Job status updated successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'active' });
  });
});
