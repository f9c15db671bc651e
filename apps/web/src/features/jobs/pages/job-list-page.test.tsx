import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeJob, fakeUser, jobPage, profileAnswer } from '../../../test/fixtures.ts';
import JobListPage from './job-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const jobsCalls = (calls: ReturnType<typeof stubFetch>['calls']) => calls.filter((c) => c.method === 'GET' && c.path === '/v1/jobs');
const lastJobsQuery = (calls: ReturnType<typeof stubFetch>['calls']) => jobsCalls(calls).at(-1)?.search;
const liveStatus = () => document.querySelector<HTMLElement>('p.visually-hidden[aria-live="polite"]')!;

function setup(route = '/jobs', jobs = [fakeJob(), fakeJob({ is_remote: false, salary_min: null, salary_max: null })], extra = {}) {
  const stub = stubFetch({ 'GET /v1/jobs': () => jobPage(jobs), ...extra });
  vi.stubGlobal('fetch', stub.fetchStub);
  const view = renderWithProviders(<JobListPage />, { route, path: '/jobs' });
  return { ...stub, ...view };
}

describe('JobListPage', () => {
  it('asks for page 1, ten jobs, newest first, and shows each job as a card with one link', async () => {
    const { calls } = setup();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const query = lastJobsQuery(calls)!;
    expect(Object.fromEntries(query)).toEqual({ page: '1', limit: '10', sort: 'newest' });

    const first = cards[0]!;
    const heading = within(first).getByRole('heading', { level: 3 });
    const link = within(heading).getByRole('link');
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/jobs\/aaaaaaaa-/));
    expect(within(first).getAllByRole('link')).toHaveLength(1);
    expect(first).toHaveTextContent('CAD 60,000 - 80,000');
    expect(first).toHaveTextContent('Remote');
    expect(first).toHaveTextContent('Full-time');
    expect(within(first).getByRole('list', { name: 'Disability types welcomed' })).toHaveTextContent(/Visual.*Hearing/);
    expect(first.textContent).toContain('…');
    expect(cards[1]).toHaveTextContent('Not specified');
    // Read out of sight, each fact says what it is: "Salary: Not specified", not a bare "Not specified".
    const facts = (card: HTMLElement) => within(within(card).getByRole('list', { name: 'Key facts' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(facts(cards[1]!)).toEqual([expect.stringMatching(/^Location: ./), 'Job type: Full-time', 'Salary: Not specified']);
    expect(facts(first)).toEqual([expect.stringMatching(/^Location: ./), 'Remote', 'Job type: Full-time', 'Salary: CAD 60,000 - 80,000']);
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    await waitFor(() => expect(liveStatus()).toHaveTextContent('2 jobs found'));
  });

  it("links the search's RSS feed, in the page and in the document's head, without its page", async () => {
    setup('/jobs?search=braille&jobType=contract&page=2&exact=true');
    await screen.findAllByRole('article');
    const href = '/feeds/jobs.xml?search=braille&jobType=contract';
    expect(screen.getByRole('link', { name: 'RSS feed of this search' })).toHaveAttribute('href', href);
    expect(document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', href);
  });

  it('writes each filter to the URL, starts again at page 1 and sends it in the request', async () => {
    const user = userEvent.setup();
    const { calls, router } = setup('/jobs?page=3');
    await screen.findAllByRole('article');

    await user.selectOptions(screen.getByLabelText('Job type'), 'contract');
    await waitFor(() => expect(router.state.location.search).toBe('?jobType=contract'));
    await waitFor(() => expect(lastJobsQuery(calls)?.get('jobType')).toBe('contract'));
    expect(lastJobsQuery(calls)?.get('page')).toBe('1');

    await user.selectOptions(screen.getByLabelText('Date posted'), 'Past week');
    await waitFor(() => expect(router.state.location.search).toBe('?jobType=contract&postedWithin=7'));
    await waitFor(() => expect(lastJobsQuery(calls)?.get('postedWithin')).toBe('7'));

    const types = screen.getByRole('group', { name: 'Disability types welcomed' });
    await user.click(within(types).getByLabelText('Cognitive'));
    await user.click(within(types).getByLabelText('Physical'));
    await waitFor(() => expect(lastJobsQuery(calls)?.getAll('disabilityTypes')).toEqual(['physical', 'cognitive']));
    expect(within(types).getByLabelText('Physical')).toHaveFocus();

    await user.type(screen.getByLabelText('Minimum'), '50000');
    await user.click(screen.getByRole('button', { name: 'Apply salary' }));
    await waitFor(() => expect(lastJobsQuery(calls)?.get('salaryMin')).toBe('50000'));

    await user.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'tester');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastJobsQuery(calls)?.get('search')).toBe('tester'));
    expect(lastJobsQuery(calls)?.get('sort')).toBe('relevance');
    expect(screen.getByRole('option', { name: 'Best match' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('tester');
  });

  it('shows each job’s pay in its own period', async () => {
    setup('/jobs', [fakeJob({ salary_min: 24, salary_max: 30, salary_currency: 'CAD', salary_period: 'hour', job_type: 'part-time' }), fakeJob({ salary_min: 50000, salary_max: 60000, salary_currency: 'USD' })]);
    const cards = await screen.findAllByRole('article');
    expect(cards[0]).toHaveTextContent('Salary: CAD 24 - 30 an hour');
    expect(cards[1]).toHaveTextContent('Salary: USD 50,000 - 60,000');
  });

  it('states the pay filter’s period in the URL and the request, and leaves out a yearly one', async () => {
    const user = userEvent.setup();
    const { calls, router } = setup('/jobs');
    await screen.findAllByRole('article');
    const salary = screen.getByRole('group', { name: 'Salary' });
    const period = within(salary).getByRole('combobox', { name: 'Pay period' });
    expect(period).toHaveValue('year');

    await user.selectOptions(period, 'an hour');
    await user.type(within(salary).getByLabelText('Minimum'), '25');
    await user.click(within(salary).getByRole('button', { name: 'Apply salary' }));
    await waitFor(() => expect(router.state.location.search).toBe('?salaryMin=25&salaryPeriod=hour'));
    await waitFor(() => expect(lastJobsQuery(calls)?.get('salaryPeriod')).toBe('hour'));
    expect(lastJobsQuery(calls)?.get('salaryMin')).toBe('25');

    await user.selectOptions(period, 'a year');
    await waitFor(() => expect(router.state.location.search).toBe('?salaryMin=25'));
    await waitFor(() => expect(lastJobsQuery(calls)?.has('salaryPeriod')).toBe(false));
  });

  it('reads the pay period from the URL', async () => {
    const { calls } = setup('/jobs?salaryMax=3000&salaryPeriod=month');
    await screen.findAllByRole('article');
    expect(screen.getByRole('combobox', { name: 'Pay period' })).toHaveValue('month');
    await waitFor(() => expect(lastJobsQuery(calls)?.get('salaryPeriod')).toBe('month'));
    expect(lastJobsQuery(calls)?.get('salaryMax')).toBe('3000');
  });

  it('follows the back button: the filters and the search box show the earlier state', async () => {
    const user = userEvent.setup();
    const { router } = setup('/jobs?search=nurse');
    await screen.findAllByRole('article');
    expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('nurse');
    await user.click(screen.getByLabelText('Visual'));
    await user.clear(screen.getByRole('searchbox', { name: 'Keywords' }));
    await user.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'driver{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=driver&disabilityTypes=visual'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('nurse'));
    expect(screen.getByLabelText('Visual')).toBeChecked();
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Visual')).not.toBeChecked());
  });

  it('warns while the minimum salary is above the maximum and does not apply it', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await screen.findAllByRole('article');
    await user.type(screen.getByLabelText('Minimum'), '90000');
    await user.type(screen.getByLabelText('Maximum'), '100');
    expect(screen.getByText('Minimum salary cannot be greater than maximum salary')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply salary' }));
    expect(router.state.location.search).toBe('');
  });

  it('takes typed amounts with thousands separators, and says which bound it cannot read instead of dropping it', async () => {
    const user = userEvent.setup();
    const { calls, router } = setup();
    await screen.findAllByRole('article');
    const [min, max] = [screen.getByRole('textbox', { name: 'Minimum' }), screen.getByRole('textbox', { name: 'Maximum' })];
    await user.type(min, '40k');
    await user.type(max, '2000000000{Enter}');
    expect(min).toHaveFocus();
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(min).toHaveAccessibleDescription('Enter the minimum salary as a whole amount, such as 40000');
    expect(max).toHaveAccessibleDescription('The maximum salary must be at most 1,000,000,000');
    expect(router.state.location.search).toBe('');

    await user.clear(min);
    await user.type(min, '45,000');
    await user.clear(max);
    await user.click(screen.getByRole('button', { name: 'Apply salary' }));
    await waitFor(() => expect(lastJobsQuery(calls)?.get('salaryMin')).toBe('45000'));
    expect(router.state.location.search).toBe('?salaryMin=45000');
    expect(min).toHaveValue('45000');
    expect(min).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/whole amount/)).not.toBeInTheDocument();
  });

  it('pages with a labelled nav whose current page is marked', async () => {
    const stub = stubFetch({ 'GET /v1/jobs': () => jobPage([fakeJob()], { page: 2, total: 25, pages: 3 }) });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderWithProviders(<JobListPage />, { route: '/jobs?jobType=contract&page=2', path: '/jobs' });
    const nav = await screen.findByRole('navigation', { name: 'Job results pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/jobs?jobType=contract&page=3');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/jobs?jobType=contract');
  });

  it('suggests clearing the filters when nothing matches', async () => {
    const user = userEvent.setup();
    const { router } = setup('/jobs?jobType=internship&isRemote=true', []);
    expect(await screen.findByRole('heading', { name: 'No jobs found' })).toBeInTheDocument();
    await waitFor(() => expect(liveStatus()).toHaveTextContent('0 jobs found'));
    await user.click(within(screen.getByRole('region', { name: 'Results' })).getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  describe('did you mean', () => {
    /** A search answered with one job and a correction, applied or not, as GET /v1/jobs answers it. */
    function answerWith(applied: boolean) {
      const stub = stubFetch({
        'GET /v1/jobs': (_, search) => {
          const page = jobPage([fakeJob({ title: 'Accessibility Lead' })]);
          return search.get('search') === 'accesibility' && search.get('exact') !== 'true' ? { body: { ...page.body, data: { ...page.body.data, suggestion: { text: 'accessibility', applied } } } } : page;
        },
      });
      vi.stubGlobal('fetch', stub.fetchStub);
      return stub;
    }
    const note = () => screen.getByText((_, el) => el?.classList.contains('job-results__suggestion') ?? false);

    it('offers the correction as a link that keeps the filters, and says it with the count', async () => {
      const user = userEvent.setup();
      const { calls } = answerWith(false);
      const { router } = renderWithProviders(<JobListPage />, { route: '/jobs?search=accesibility&isRemote=true&page=1', path: '/jobs' });
      await screen.findAllByRole('article');
      expect(note()).toHaveTextContent('Did you mean accessibility?');
      const link = within(note()).getByRole('link', { name: 'accessibility' });
      expect(link).toHaveAttribute('href', '/jobs?search=accessibility&isRemote=true');
      await waitFor(() => expect(liveStatus()).toHaveTextContent('1 job found. Did you mean accessibility?'));

      // By keyboard: the link is reached with Tab and followed with Enter; focus goes to the results.
      link.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.search).toBe('?search=accessibility&isRemote=true'));
      await waitFor(() => expect(lastJobsQuery(calls)?.get('search')).toBe('accessibility'));
      expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
      await waitFor(() => expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument());
    });

    it('says when it shows the corrected results, and links to the words as typed with the exact flag', async () => {
      const user = userEvent.setup();
      const { calls } = answerWith(true);
      const { router } = renderWithProviders(<JobListPage />, { route: '/jobs?search=accesibility', path: '/jobs' });
      await screen.findAllByRole('article');
      expect(note()).toHaveTextContent('Showing results for accessibility. Search instead for accesibility');
      await waitFor(() => expect(liveStatus()).toHaveTextContent('1 job found. Showing results for accessibility.'));
      // The search box keeps the words as typed.
      expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('accesibility');

      const link = within(note()).getByRole('link', { name: 'accesibility' });
      expect(link).toHaveAttribute('href', '/jobs?search=accesibility&exact=true');
      await user.click(link);
      await waitFor(() => expect(router.state.location.search).toBe('?search=accesibility&exact=true'));
      await waitFor(() => expect(lastJobsQuery(calls)?.get('exact')).toBe('true'));
      await waitFor(() => expect(liveStatus()).toHaveTextContent(/^1 job found$/));
      expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
    });
  });

  it('says a page past the end of the results is empty and leads back to the first, rather than that nothing matches', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      'GET /v1/jobs': (_body, search) => (search.get('page') === '7' ? jobPage([], { page: 7, total: 25, pages: 3 }) : jobPage([fakeJob()], { page: 1, total: 25, pages: 3 })),
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    const { router } = renderWithProviders(<JobListPage />, { route: '/jobs?search=nurse&page=7', path: '/jobs' });
    expect(await screen.findByRole('heading', { name: 'No jobs on this page' })).toBeInTheDocument();
    expect(screen.getByText('The results of this search end before page 7.')).toBeInTheDocument();
    expect(screen.queryByText(/No jobs match these filters/)).not.toBeInTheDocument();
    await waitFor(() => expect(liveStatus()).toHaveTextContent('25 jobs found'));
    await user.click(screen.getByRole('link', { name: 'Go to the first page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=nurse'));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
  });

  it("shows 'Error Loading Jobs' with a Retry that loads again", async () => {
    let fail = true;
    const stub = stubFetch({
      'GET /v1/jobs': () => (fail ? { status: 500, body: { success: false, error: { code: 'INTERNAL_ERROR', message: 'Something went wrong' } } } : jobPage([fakeJob()])),
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    const user = userEvent.setup();
    renderWithProviders(<JobListPage />, { route: '/jobs', path: '/jobs' });
    expect(await screen.findByRole('heading', { name: 'Error Loading Jobs' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });

  it('lets an applicant save a job (a pressed toggle) and shows their application status', async () => {
    localStorage.setItem('token', 'tok');
    const job = fakeJob({ my_application: { id: '12345678-1234-4234-8234-123456789012', status: 'reviewing' }, is_saved: false });
    const user = userEvent.setup();
    const { calls } = setup('/jobs', [job], {
      'GET /v1/users/profile': profileAnswer(fakeUser('applicant')),
      [`PUT /v1/users/saved-jobs/${job.id}`]: () => ({ body: { success: true } }),
    });
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('Your application: Under Review');
    const save = await within(card).findByRole('button', { name: `Save ${job.title}` });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(await screen.findByText(`Saved "${job.title}" to your saved jobs.`)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT' && c.path === `/v1/users/saved-jobs/${job.id}`)).toBe(true);
  });

  it("offers employers a 'Post a Job' link", async () => {
    localStorage.setItem('token', 'tok');
    setup('/jobs', [fakeJob()], { 'GET /v1/users/profile': profileAnswer(fakeUser('employer')) });
    expect(await screen.findByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/jobs/post');
  });
});
