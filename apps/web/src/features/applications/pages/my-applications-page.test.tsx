import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyApplication } from '@jobboard/contracts/applications';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeJob, fakeUser, jobPage, profileAnswer } from '../../../test/fixtures.ts';
import MyApplicationsPage from './my-applications-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function fakeApplication(n: number, overrides: Partial<MyApplication> = {}): MyApplication {
  return {
    id: `12345678-1234-4234-8234-00000000000${n}`,
    status: 'applied',
    applied_at: '2026-03-02T09:00:00.000Z',
    updated_at: '2026-03-02T09:00:00.000Z',
    employer_notes: null,
    cover_letter: 'I bring five years of accessibility testing. '.repeat(8),
    resume_url: null,
    disclosure: { choice: null, shared: true, seen: false },
    job: { id: `aaaaaaaa-bbbb-4ccc-8ddd-00000000000${n}`, title: `Job ${n}`, location: 'Leeds', status: 'active', company: { name: 'Northwind' } },
    ...overrides,
  };
}

function open(applications: MyApplication[], routes: Parameters<typeof stubFetch>[0] = {}, route = '/applications') {
  localStorage.setItem('token', 'tok');
  const stub = stubFetch({
    'GET /v1/users/profile': profileAnswer(fakeUser('applicant')),
    'GET /v1/applications/my-applications': () => ({
      body: { success: true, data: applications, pagination: { page: 1, limit: 10, total: applications.length, pages: 1 }, stats: { total: 8, active: 5, hired: 1 } },
    }),
    ...routes,
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { ...stub, ...renderWithProviders(<MyApplicationsPage />, { route, path: '/applications' }) };
}

describe('MyApplicationsPage', () => {
  it('shows the title, subtitle, statistics and one card per application', async () => {
    open([fakeApplication(1), fakeApplication(2, { status: 'offered' })]);
    expect(screen.getByRole('heading', { level: 1, name: 'My Applications' })).toBeInTheDocument();
    expect(screen.getByText('Track and manage your job applications')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search applications' });
    expect(search).toHaveAttribute('placeholder', 'Search by job title or company...');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const stats = screen.getByRole('region', { name: 'Statistics' });
    expect(stats).toHaveTextContent(/Total\s*8/);
    expect(stats).toHaveTextContent(/Active\s*5/);
    expect(stats).toHaveTextContent(/Success Rate\s*13%/);

    const first = cards[0]!;
    // Moving by headings, the cards sit under "Applications", not under the statistics before them.
    const headings = within(screen.getByRole('tabpanel', { name: 'Applications' })).getAllByRole('heading');
    expect(headings.map((h) => `${h.tagName} ${h.textContent}`).slice(0, 3)).toEqual(['H2 Statistics', 'H2 Applications', 'H3 Job 1']);
    expect(first).toHaveTextContent('Northwind · Leeds');
    expect(first).toHaveTextContent('Applied');
    expect(within(first).getByRole('link', { name: 'View Job Job 1' })).toHaveAttribute('href', '/jobs/aaaaaaaa-bbbb-4ccc-8ddd-000000000001');
    expect(first.textContent).toContain('…');
    expect(cards[1]).toHaveTextContent('Status: Offer Received');
    expect(within(cards[1]!).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('searches and filters through the URL and the request', async () => {
    const user = userEvent.setup();
    const { calls, router } = open([fakeApplication(1)]);
    await screen.findAllByRole('article');
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'northwind{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=northwind'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'reviewing');
    // The cards ask for their accommodation requests too: the list's own calls are the ones read here.
    const listCalls = () => calls.filter((c) => c.path === '/v1/applications/my-applications');
    await waitFor(() => expect(listCalls().at(-1)?.search.get('status')).toBe('reviewing'));
    expect(listCalls().at(-1)?.search.get('search')).toBe('northwind');
  });

  it('withdraws an applied application after the confirmation', async () => {
    const user = userEvent.setup();
    const app = fakeApplication(1);
    const { calls } = open([app], { [`PUT /v1/applications/${app.id}/withdraw`]: () => ({ body: { success: true, data: { application: { ...app, status: 'applicant_withdrew' } } } }) });
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Withdraw application for Job 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw application?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to withdraw this application?');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Application withdrawn successfully!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT' && c.path === `/v1/applications/${app.id}/withdraw`)).toBe(true);
  });

  it('says whether each employer sees the accessibility information, and shares it now on request', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'tok');
    const withInfo = fakeUser('applicant', { accommodations: 'Quiet room', accessibility_needs: ['Captions'] });
    const waiting = fakeApplication(1, { disclosure: { choice: null, shared: false, seen: false } });
    const seen = fakeApplication(2, { disclosure: { choice: null, shared: true, seen: true } });
    const { calls } = open([waiting, seen], {
      'GET /v1/users/profile': profileAnswer(withInfo),
      'GET /v1/users/disclosure': () => ({ body: { success: true, data: { stage: 'shortlisted', inFinder: false } } }),
      [`PUT /v1/applications/${waiting.id}/disclosure`]: () => ({
        body: { success: true, message: 'Your disability information is now shared with this employer', data: { disclosure: { choice: 'shared', shared: true, seen: false } } },
      }),
    });
    const [first, second] = await screen.findAllByRole('article');
    expect(await within(first!).findByText(/Not shared with this employer\. Your privacy settings share it once you are shortlisted\./)).toBeInTheDocument();
    expect(within(second!).getByText(/Shared with this employer, who has seen it\./)).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: /Hold it back/ })).not.toBeInTheDocument();
    await user.click(within(first!).getByRole('button', { name: 'Share it now with the employer of Job 1' }));
    expect(await screen.findByText('Your disability information is now shared with this employer')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ share: true });
  });

  it("says 'Error loading applications. Please try again.' with Retry", async () => {
    open([], { 'GET /v1/applications/my-applications': () => ({ status: 500, body: null }) });
    expect(await screen.findByText('Error loading applications. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists saved jobs on a second tab, reached with the arrow keys, each with Unsave', async () => {
    const user = userEvent.setup();
    const job = fakeJob({ title: 'Saved Role', is_saved: true });
    const { calls } = open([fakeApplication(1)], {
      'GET /v1/users/saved-jobs': () => jobPage([job]),
      [`DELETE /v1/users/saved-jobs/${job.id}`]: () => ({ body: { success: true } }),
    });
    await screen.findAllByRole('article');
    const tabs = screen.getByRole('tablist', { name: 'My Applications' });
    const applicationsTab = within(tabs).getByRole('tab', { name: 'Applications' });
    expect(applicationsTab).toHaveAttribute('aria-selected', 'true');
    applicationsTab.focus();
    await user.keyboard('{ArrowRight}');
    const savedTab = within(tabs).getByRole('tab', { name: 'Saved Jobs' });
    expect(savedTab).toHaveFocus();
    expect(savedTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Saved Jobs' });
    const unsave = await within(panel).findByRole('button', { name: 'Unsave Saved Role' });
    // Moving by headings, the saved job sits under the panel's own heading.
    expect(within(panel).getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual(['H2 Saved Jobs', 'H3 Saved Role']);
    await user.click(unsave);
    expect(await screen.findByText('Removed "Saved Role" from your saved jobs.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('goes back a page when the only saved job on the last page is unsaved, instead of saying there are none', async () => {
    const user = userEvent.setup();
    const kept = Array.from({ length: 10 }, (_, i) => fakeJob({ title: `Kept ${i + 1}`, is_saved: true }));
    const last = fakeJob({ title: 'Last Saved', is_saved: true });
    let unsaved = false;
    const { router } = open([fakeApplication(1)], {
      'GET /v1/users/saved-jobs': (_body, search) => {
        const [total, pages] = unsaved ? [10, 1] : [11, 2];
        return search.get('page') === '2' ? jobPage(unsaved ? [] : [last], { page: 2, total, pages }) : jobPage(kept, { page: 1, total, pages });
      },
      [`DELETE /v1/users/saved-jobs/${last.id}`]: () => ((unsaved = true), { body: { success: true } }),
    }, '/applications?tab=saved&savedPage=2');
    const panel = await screen.findByRole('tabpanel', { name: 'Saved Jobs' });
    await user.click(await within(panel).findByRole('button', { name: 'Unsave Last Saved' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('savedPage')).toBeNull());
    expect(await within(panel).findByText('You have 10 saved jobs.')).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'No saved jobs' })).not.toBeInTheDocument();
  });

  it("loads the 'Status history' only when it is opened, with the applicant's labels", async () => {
    const user = userEvent.setup();
    const app = fakeApplication(1, { status: 'offered' });
    const history = [
      { id: 'aaaaaaaa-0000-4000-8000-000000000001', fromStatus: null, toStatus: 'applied', changedBy: 'You', notes: null, createdAt: '2026-03-02T09:00:00.000Z' },
      { id: 'aaaaaaaa-0000-4000-8000-000000000002', fromStatus: 'shortlisted', toStatus: 'offered', changedBy: 'Employer', notes: 'We would love to have you', createdAt: '2026-03-05T09:00:00.000Z' },
    ];
    const { calls } = open([app], { [`GET /v1/applications/${app.id}/history`]: () => ({ body: { success: true, data: { history } } }) });
    const card = await screen.findByRole('article');
    const historyCalls = () => calls.filter((c) => c.path.endsWith('/history'));
    expect(historyCalls()).toHaveLength(0);
    await user.click(within(card).getByText('Status history'));
    const items = await within(within(card).getByRole('group')).findAllByRole('listitem');
    expect(historyCalls()).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Applied (by You)');
    expect(items[1]).toHaveTextContent('Shortlisted → to Offer Received (by Employer)');
    expect(items[1]).toHaveTextContent('We would love to have you');
  });
});
