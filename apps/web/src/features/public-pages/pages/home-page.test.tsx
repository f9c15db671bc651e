import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeJob, jobPage } from '../../../test/fixtures.ts';
import { filtersFromParams } from '../../jobs/job-list-params.ts';
import HomePage from './home-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup(answer: () => { status?: number; body: unknown } = () => jobPage([])) {
  const stub = stubFetch({ 'GET /v1/jobs': answer });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { ...stub, ...renderWithProviders(<HomePage />, { routes: [{ path: '/jobs', element: <p>Job list</p> }] }) };
}

describe('HomePage', () => {
  it('leads with a job search under its own visible heading', () => {
    setup();
    const search = screen.getByRole('search', { name: 'Search jobs' });
    expect(within(search).getByRole('heading', { level: 2, name: 'Search jobs' })).toBeVisible();
    expect(within(search).getByRole('searchbox', { name: 'Keywords' })).toHaveAccessibleDescription(/Job title, skill or accommodation/);
    expect(within(search).getByRole('textbox', { name: 'Location' })).toBeInTheDocument();
    expect(within(search).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    // The picture is decoration: nothing of it reaches assistive tech.
    expect(document.querySelector('.hero__art')).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens the job list with the words and the place as its own search parameters', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Keywords' }), '  screen reader ');
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Leeds{Enter}');
    expect(router.state.location.pathname).toBe('/jobs');
    expect(router.state.location.search).toBe('?search=screen+reader&location=Leeds');
    // The job list reads them back as typed.
    const filters = filtersFromParams(new URLSearchParams(router.state.location.search));
    expect([filters.search, filters.location]).toEqual(['screen reader', 'Leeds']);
    expect(await screen.findByText('Job list')).toBeInTheDocument();
  });

  it('leaves out an empty field, and opens the whole list when both are empty', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Remote');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?location=Remote');

    await router.navigate('/');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/jobs');
    expect(router.state.location.search).toBe('');
  });

  it('lists the six newest jobs, each linked, with company and place, then a link to all jobs', async () => {
    const jobs = [fakeJob({ title: 'Braille Proofreader', company_name: 'Lumen Press', location: 'Leeds', is_remote: false }), fakeJob({ title: 'Support Agent', location: 'Bristol' })];
    const { calls } = setup(() => jobPage(jobs));
    const section = screen.getByRole('region', { name: 'Newest jobs' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading the newest jobs...');
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(Object.fromEntries(calls.find((c) => c.path === '/v1/jobs')!.search)).toEqual({ page: '1', limit: '6', sort: 'newest' });
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Braille Proofreader' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Braille Proofreader' })).toHaveAttribute('href', `/jobs/${jobs[0]!.id}`);
    expect(items[0]).toHaveTextContent('Lumen Press');
    expect(items[0]).toHaveTextContent('Location: Leeds');
    expect(items[1]).toHaveTextContent('Location: Bristol Remote');
    expect(within(section).getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('says so when no job is open', async () => {
    setup();
    expect(await screen.findByText(/^No jobs are open right now/)).toBeInTheDocument();
  });

  it('offers Retry when the newest jobs cannot be loaded', async () => {
    setup(() => ({ status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'Something went wrong' } } }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Error Loading Jobs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
