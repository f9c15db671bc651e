import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '@jobboard/contracts/saved-searches';
import { renderWithProviders, stubFetch } from '../../test-utils.tsx';
import { fakeUser, jobPage, profileAnswer } from '../../test/fixtures.ts';
import JobListPage from '../jobs/pages/job-list-page.tsx';
import SavedSearchesPage from './pages/saved-searches-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const braille: SavedSearch = {
  id: '0b7a5f0e-8f5e-4a59-9a0b-6f2f3a1d2c11',
  name: 'Remote braille',
  query: { search: 'braille', isRemote: true, disabilityTypes: ['visual'] },
  frequency: 'daily',
  paused: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastAlertAt: null,
};

describe('Save this search and get alerts', () => {
  it("saves the page's words and filters with a name and how often, by keyboard, and says so", async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'tok');
    const stub = stubFetch({
      'GET /v1/users/profile': profileAnswer(fakeUser('applicant')),
      'GET /v1/jobs': () => jobPage([]),
      'POST /v1/saved-searches': (body) => ({ status: 201, body: { success: true, message: 'Search saved. We will email you new jobs that match it.', data: { savedSearch: { ...braille, ...(body as object) } } } }),
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderWithProviders(<JobListPage />, { route: '/jobs?search=braille&isRemote=true&disabilityTypes=visual&sort=newest&page=2', path: '/jobs' });
    const open = await screen.findByRole('button', { name: 'Save this search and get alerts' });
    await user.click(open);
    const name = screen.getByRole('textbox', { name: /^Name of this search/ });
    expect(name).toHaveFocus();
    expect(name).toHaveValue('braille');
    expect(screen.getByRole('form', { name: 'Save this search' })).toHaveTextContent('Saving: “braille” · Remote only · Visual.');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(stub.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(name, 'Remote braille');
    await user.click(screen.getByRole('radio', { name: 'As soon as a job is posted' }));
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Search saved. We will email you new jobs that match it.')).toBeInTheDocument();
    expect(stub.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Remote braille',
      query: { search: 'braille', isRemote: true, disabilityTypes: ['visual'] },
      frequency: 'instant',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save this search and get alerts' })).toHaveFocus());
  });

  it('is offered to job seekers only', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /v1/jobs': () => jobPage([]) }).fetchStub);
    renderWithProviders(<JobListPage />, { route: '/jobs', path: '/jobs' });
    await screen.findByRole('heading', { level: 1, name: 'Browse Jobs' });
    expect(screen.queryByRole('button', { name: 'Save this search and get alerts' })).not.toBeInTheDocument();
  });
});

describe('SavedSearchesPage', () => {
  function open(searches: SavedSearch[]) {
    localStorage.setItem('token', 'tok');
    let list = searches;
    const stub = stubFetch({
      'GET /v1/users/profile': profileAnswer(fakeUser('applicant')),
      'GET /v1/saved-searches': () => ({ body: { success: true, data: { savedSearches: list } } }),
      [`PATCH /v1/saved-searches/${braille.id}`]: (body) => {
        list = list.map((s) => ({ ...s, ...(body as object) }));
        return { body: { success: true, message: 'Saved search updated.', data: { savedSearch: list[0] } } };
      },
      [`DELETE /v1/saved-searches/${braille.id}`]: () => {
        list = [];
        return { body: { success: true, message: 'Saved search deleted.' } };
      },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderWithProviders(<SavedSearchesPage />, { route: '/saved-searches' });
    return stub;
  }

  it('shows each search in words with Run, and pauses and resumes its alerts', async () => {
    const user = userEvent.setup();
    const { calls } = open([braille]);
    const item = (await screen.findByRole('heading', { level: 2, name: 'Remote braille' })).closest('li')!;
    expect(item).toHaveTextContent('Finds: “braille” · Remote only · Visual');
    expect(item).toHaveTextContent('Alerts: Once a day');
    expect(item).toHaveTextContent('No alert yet');
    expect(within(item).getByRole('link', { name: 'Run' })).toHaveAttribute('href', '/jobs?search=braille&isRemote=true&disabilityTypes=visual');
    expect(within(item).getByRole('link', { name: 'Run' })).toHaveAccessibleDescription('Remote braille');

    await user.click(within(item).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Alerts for "Remote braille" paused.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ paused: true });
    expect(await within(item).findByText('Paused')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ paused: false }));
  });

  it('edits the name and how often in place, and deletes after asking', async () => {
    const user = userEvent.setup();
    const { calls } = open([braille]);
    const item = (await screen.findByRole('heading', { level: 2, name: 'Remote braille' })).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const name = within(item).getByRole('textbox', { name: /^Name of this search/ });
    await waitFor(() => expect(name).toHaveFocus());
    await user.clear(name);
    await user.type(name, 'Braille, weekly');
    await user.click(within(item).getByRole('radio', { name: 'Once a week' }));
    await user.click(within(item).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved search updated.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Braille, weekly', frequency: 'weekly' });

    const renamed = (await screen.findByRole('heading', { level: 2, name: 'Braille, weekly' })).closest('li')!;
    await user.click(within(renamed).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "Braille, weekly"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no saved searches yet.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
