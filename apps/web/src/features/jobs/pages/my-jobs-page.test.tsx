import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@jobboard/contracts/jobs';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeJob, fakeUser, jobPage, profileAnswer } from '../../../test/fixtures.ts';
import MyJobsPage from './my-jobs-page.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A small stand-in for the API: the list reflects status changes and deletes. */
function open(answers: { status?: number; delete?: number } = {}) {
  localStorage.setItem('token', 'tok');
  const job = fakeJob({ title: 'Support Lead', application_count: 4, views_count: 31 });
  let jobs: Job[] = [job];
  const stub = stubFetch({
    'GET /v1/users/profile': profileAnswer(fakeUser('employer')),
    'GET /v1/jobs/employer/my-jobs': () => jobPage(jobs),
    [`PUT /v1/jobs/${job.id}/status`]: (body) => {
      if (answers.status) return { status: answers.status, body: null };
      jobs = jobs.map((j) => ({ ...j, status: (body as { status: Job['status'] }).status }));
      return { body: { success: true } };
    },
    [`DELETE /v1/jobs/${job.id}`]: () => {
      if (answers.delete) return { status: answers.delete, body: null };
      jobs = [];
      return { body: { success: true } };
    },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { job, ...stub, ...renderWithProviders(<MyJobsPage />, { route: '/jobs/my-jobs', path: '/jobs/my-jobs' }) };
}

describe('MyJobsPage', () => {
  it('lists each job with its status, counts, applicants link and edit link', async () => {
    const { job } = open();
    const card = await screen.findByRole('article', { name: 'Support Lead' });
    expect(card).toHaveTextContent('Status: Active');
    expect(card).toHaveTextContent(/Applications\s*4/);
    expect(card).toHaveTextContent(/Views\s*31/);
    expect(within(card).getByRole('link', { name: 'View Applicants for Support Lead' })).toHaveAttribute('href', `/my-applicants?jobId=${job.id}`);
    expect(within(card).getByRole('link', { name: 'Edit Support Lead' })).toHaveAttribute('href', `/jobs/${job.id}/edit`);
  });

  it('lists a server draft as Draft, with an Edit link and no status control or applicants', async () => {
    localStorage.setItem('token', 'tok');
    const draft = fakeJob({ title: 'Braille Proofreader', status: 'draft' });
    vi.stubGlobal('fetch', stubFetch({ 'GET /v1/users/profile': profileAnswer(fakeUser('employer')), 'GET /v1/jobs/employer/my-jobs': () => jobPage([draft]) }).fetchStub);
    renderWithProviders(<MyJobsPage />, { route: '/jobs/my-jobs', path: '/jobs/my-jobs' });
    const card = await screen.findByRole('article', { name: 'Braille Proofreader' });
    expect(card).toHaveTextContent('Status: Draft');
    expect(card).toHaveTextContent('Only you can see this draft.');
    expect(within(card).getByRole('link', { name: 'Edit Braille Proofreader' })).toHaveAttribute('href', `/jobs/${draft.id}/edit`);
    expect(within(card).queryByRole('combobox')).toBeNull();
    expect(within(card).queryByRole('link', { name: /View Applicants/ })).toBeNull();
  });

  it('applies a status chosen in the labelled select', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    const card = await screen.findByRole('article', { name: 'Support Lead' });
    const select = within(card).getByRole('combobox', { name: 'Status of Support Lead' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Active', 'Inactive', 'Deactivated']);
    await user.selectOptions(select, 'employer_deactivated');
    expect(await screen.findByText('Job status updated successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'employer_deactivated' });
    expect(await within(card).findByText('Deactivated', { selector: '.badge' })).toBeInTheDocument();
    expect(select).toHaveValue('employer_deactivated');
  });

  it('shows why a held job is off the board instead of a status control the server would refuse', async () => {
    localStorage.setItem('token', 'tok');
    const held = fakeJob({ title: 'Night Porter', status: 'inactive', hold: { kind: 'admin', reason: 'Duplicate posting', held_at: '2026-03-01T10:00:00.000Z' } });
    const free = fakeJob({ title: 'Day Porter' });
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /v1/users/profile': profileAnswer(fakeUser('employer')), 'GET /v1/jobs/employer/my-jobs': () => jobPage([held, free]) }).fetchStub,
    );
    renderWithProviders(<MyJobsPage />, { route: '/jobs/my-jobs', path: '/jobs/my-jobs' });
    const card = await screen.findByRole('article', { name: 'Night Porter' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Taken down by an administrator' })).toBeInTheDocument();
    expect(card).toHaveTextContent('An administrator took this job down: Duplicate posting. Contact support to have it reviewed.');
    expect(within(card).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit Night Porter' })).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Day Porter' });
    expect(within(other).getByRole('combobox', { name: 'Status of Day Porter' })).toBeInTheDocument();
    expect(within(other).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it("says 'Failed to update job status' when the change fails", async () => {
    const user = userEvent.setup();
    open({ status: 500 });
    const card = await screen.findByRole('article', { name: 'Support Lead' });
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Status of Support Lead' }), 'inactive');
    expect(await screen.findByText('Failed to update job status')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('combobox', { name: 'Status of Support Lead' })).toHaveValue('active'));
  });

  it('deletes a job only after the confirmation dialog', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    const card = await screen.findByRole('article', { name: 'Support Lead' });
    await user.click(within(card).getByRole('button', { name: 'Delete Support Lead' }));
    let dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this job? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Delete Support Lead' }));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Job' }));
    expect(await screen.findByText('Job deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No jobs yet' })).toBeInTheDocument();
  });

  it('goes back to the last page that has jobs when the only job on the last page is deleted', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'tok');
    const first = Array.from({ length: 10 }, (_, i) => fakeJob({ title: `Job ${i + 1}` }));
    const last = fakeJob({ title: 'Night Porter' });
    let deleted = false;
    const stub = stubFetch({
      'GET /v1/users/profile': profileAnswer(fakeUser('employer')),
      'GET /v1/jobs/employer/my-jobs': (_body, search) => {
        const total = deleted ? 10 : 11;
        const pages = Math.ceil(total / 10);
        return search.get('page') === '2' ? jobPage(deleted ? [] : [last], { page: 2, total, pages }) : jobPage(first, { page: 1, total, pages });
      },
      [`DELETE /v1/jobs/${last.id}`]: () => ((deleted = true), { body: { success: true } }),
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    const { router } = renderWithProviders(<MyJobsPage />, { route: '/jobs/my-jobs?page=2', path: '/jobs/my-jobs' });
    const card = await screen.findByRole('article', { name: 'Night Porter' });
    await user.click(within(card).getByRole('button', { name: 'Delete Night Porter' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Job' }));
    expect(await screen.findByText('Job deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('You have 10 jobs.')).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'No jobs yet' })).not.toBeInTheDocument();
  });

  it("says 'Failed to delete job' when deleting fails", async () => {
    const user = userEvent.setup();
    open({ delete: 500 });
    const card = await screen.findByRole('article', { name: 'Support Lead' });
    await user.click(within(card).getByRole('button', { name: 'Delete Support Lead' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Job' }));
    expect(await screen.findByText('Failed to delete job')).toBeInTheDocument();
  });
});
