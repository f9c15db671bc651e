import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@jobboard/contracts/job-options';
import { EMPLOYER_ACTIONS, EMPLOYER_TRANSITIONS, type EmployerApplication } from '@jobboard/contracts/review';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import MyApplicantsPage from './my-applicants-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const JOB_ID = 'aaaaaaaa-bbbb-4ccc-8ddd-000000000001';

function fakeApplication(n: number, overrides: Partial<EmployerApplication> = {}): EmployerApplication {
  return {
    id: `12345678-1234-4234-8234-00000000000${n}`,
    status: 'applied',
    appliedAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    coverLetter: 'I test with NVDA every day.',
    resumeUrl: null,
    employerNotes: null,
    disability_shared: true,
    applicant: {
      id: `22222222-1234-4234-8234-00000000000${n}`,
      firstName: 'Amara',
      lastName: `Okafor${n}`,
      email: `amara${n}@example.com`,
      phone: '+14155550123',
      experienceYears: 4,
      bio: 'Front-end developer.',
      skills: ['React', 'WCAG 2.1'],
      education: 'bachelor',
      accommodations: 'Flexible hours.',
      accessibilityNeeds: ['Captions'],
      profilePictureUrl: null,
    },
    job: { id: JOB_ID, title: `Job ${n}`, location: 'Leeds', jobType: 'full-time', salaryMin: 50000, salaryMax: 60000, salaryCurrency: 'GBP', salaryPeriod: 'year', company: { name: 'Northwind' } },
    history: [],
    ...overrides,
  };
}

const listAnswer = (applications: EmployerApplication[], pagination: Partial<{ total: number; pages: number; page: number }> = {}) => ({
  body: { success: true, data: { applications, pagination: { page: 1, limit: 10, total: applications.length, pages: applications.length ? 1 : 0, ...pagination } } },
});

function open(applications: EmployerApplication[], routes: Parameters<typeof stubFetch>[0] = {}, route = '/my-applicants') {
  localStorage.setItem('token', 'tok');
  const stub = stubFetch({
    'GET /v1/users/profile': profileAnswer(fakeUser('employer')),
    'GET /v1/applications/my-applicants': () => listAnswer(applications),
    ...routes,
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { ...stub, ...renderWithProviders(<MyApplicantsPage />, { route, path: '/my-applicants', routes: [{ path: '/jobs/post', element: <p>Post form</p> }] }) };
}

const listCalls = (calls: ReturnType<typeof stubFetch>['calls']) => calls.filter((c) => c.method === 'GET' && c.path === '/v1/applications/my-applicants');

describe('MyApplicantsPage', () => {
  it('offers exactly the allowed next statuses for every status, with the employer labels', async () => {
    const apps = APPLICATION_STATUSES.map((status, i) => fakeApplication(i, { status }));
    open(apps);
    const entries = await screen.findAllByRole('article');
    expect(entries).toHaveLength(APPLICATION_STATUSES.length);
    APPLICATION_STATUSES.forEach((status: ApplicationStatus, i) => {
      const entry = entries[i]!;
      const labels = within(entry).queryAllByRole('button', { name: /\(/ }).map((b) => b.textContent!.split(' (')[0]);
      expect(labels, status).toEqual(EMPLOYER_TRANSITIONS[status].map((to) => EMPLOYER_ACTIONS[to as keyof typeof EMPLOYER_ACTIONS].label));
      if (!EMPLOYER_TRANSITIONS[status].length) expect(entry).toHaveTextContent('No further status changes');
    });
    expect(entries[4]).toHaveTextContent('Status: Offer Extended');
    expect(entries[7]).toHaveTextContent('Status: Withdrawn');
  });

  it('shows the applicant, the job, the cover letter and the resume link or its absence', async () => {
    open([fakeApplication(1, { resumeUrl: '/v1/files/signed?sig=abc' }), fakeApplication(2)]);
    const [first, second] = await screen.findAllByRole('article');
    expect(first).toHaveAccessibleName('Amara Okafor1 applied for Job 1');
    expect(first).toHaveTextContent('amara1@example.com');
    expect(first).toHaveTextContent('4 years');
    expect(first).toHaveTextContent("Bachelor's degree");
    expect(first).toHaveTextContent('GBP 50,000 - 60,000');
    expect(first).toHaveTextContent('Full-time');
    expect(first).toHaveTextContent('I test with NVDA every day.');
    expect(within(first!).getByRole('link', { name: 'Download resume of Amara Okafor1' })).toHaveAttribute('href', '/v1/files/signed?sig=abc');
    expect(second).toHaveTextContent('No resume attached');
    expect(screen.getByText('2 applicants found')).toBeInTheDocument();
  });

  it('shows accessibility information only where the applicant shares it, and says "Not shared yet" elsewhere', async () => {
    const shared = fakeApplication(1);
    const notYet = fakeApplication(2, { disability_shared: false });
    const { accommodations: _a, accessibilityNeeds: _n, ...withoutInfo } = notYet.applicant;
    open([shared, { ...notYet, applicant: withoutInfo }]);
    const [first, second] = await screen.findAllByRole('article');
    expect(first).toHaveTextContent(/Accessibility needs\s*Captions/);
    expect(first).toHaveTextContent(/Accommodations\s*Flexible hours\./);
    expect(second).toHaveTextContent(/Accessibility information\s*Not shared yet\./);
    expect(second).not.toHaveTextContent('Flexible hours');
  });

  it('asks the question, sends the status with the note, says so, refetches and focuses the new status', async () => {
    const user = userEvent.setup();
    const app = fakeApplication(1);
    let status: ApplicationStatus = 'applied';
    const { calls } = open([], {
      'GET /v1/applications/my-applicants': () => listAnswer([{ ...app, status }]),
      [`PUT /v1/applications/${app.id}/status`]: (body) => {
        status = (body as { status: ApplicationStatus }).status;
        return { body: { success: true, data: { application: { ...app, status } }, message: 'Application status updated successfully!' } };
      },
    });
    const entry = await screen.findByRole('article');
    const before = listCalls(calls).length;

    await user.click(within(entry).getByRole('button', { name: 'Reject (Amara Okafor1, Job 1)' }));
    let dialog = screen.getByRole('dialog', { name: 'Reject this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(within(entry).getByRole('button', { name: 'Mark as Under Review (Amara Okafor1, Job 1)' }));
    dialog = screen.getByRole('dialog', { name: 'Move this application to review?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note to keep with this change (optional)' }), 'Strong portfolio');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Under Review' }));

    expect(await screen.findByText('Application status updated successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'reviewing', notes: 'Strong portfolio' });
    await waitFor(() => expect(screen.getByRole('article')).toHaveTextContent('Status: Under Review'));
    expect(listCalls(calls).length).toBeGreaterThan(before);
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^Status: Under Review/));
    expect(within(screen.getByRole('article')).getByRole('button', { name: /^Shortlist \(/ })).toBeInTheDocument();
  });

  it.each([
    [{ status: 409, body: { success: false, error: { code: 'CONFLICT', message: 'This application can move only to: Shortlisted.' } } }, 'This application can move only to: Shortlisted.'],
    [{ status: 500, body: null }, 'Failed to update application status'],
  ])('shows the server message on failure, else the default (%#)', async (answer, text) => {
    const user = userEvent.setup();
    const app = fakeApplication(1);
    open([app], { [`PUT /v1/applications/${app.id}/status`]: () => answer });
    await user.click(await screen.findByRole('button', { name: /^Shortlist \(/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'Shortlist this application?' })).getByRole('button', { name: 'Shortlist' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('keeps each change in a status history timeline with employer labels', async () => {
    const user = userEvent.setup();
    const history = [
      { id: 'aaaaaaaa-0000-4000-8000-000000000001', fromStatus: null, toStatus: 'applied' as const, changedBy: 'Amara Okafor1', notes: null, createdAt: '2026-03-02T09:00:00.000Z' },
      { id: 'aaaaaaaa-0000-4000-8000-000000000002', fromStatus: 'shortlisted' as const, toStatus: 'offered' as const, changedBy: 'Employer', notes: 'Start in May', createdAt: '2026-03-05T09:00:00.000Z' },
    ];
    open([fakeApplication(1, { status: 'offered', history })]);
    const entry = await screen.findByRole('article');
    await user.click(within(entry).getByText('Status history'));
    const items = within(within(entry).getByText('Status history').closest('details')!).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^.+Applied \(by Amara Okafor1\)$/);
    expect(items.at(-1)).toHaveTextContent('Shortlisted → to Offer Extended (by Employer)');
    expect(items.at(-1)).toHaveTextContent('Note: Start in May');
  });

  it("filters by job from the URL, says 'Filtered by Job ID', and 'View All Applicants' clears it", async () => {
    const user = userEvent.setup();
    const { calls, router } = open([fakeApplication(1)], {}, `/my-applicants?jobId=${JOB_ID}`);
    expect(await screen.findByText('Filtered by Job ID')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls).at(-1)?.search.get('jobId')).toBe(JOB_ID));
    await waitFor(() => expect(screen.getByText(/^Applications for “Job 1”/)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'View All Applicants' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText('Filtered by Job ID')).not.toBeInTheDocument();
    expect(screen.getByText(/^Applications to all of your job postings/)).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls).at(-1)?.search.has('jobId')).toBe(false));
  });

  it('searches as the user pauses and filters by status, both kept in the URL', async () => {
    const user = userEvent.setup();
    const { calls, router } = open([fakeApplication(1)]);
    await screen.findByRole('article');
    await user.type(screen.getByRole('searchbox', { name: 'Search applicants' }), 'amara');
    await waitFor(() => expect(router.state.location.search).toBe('?search=amara'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'offered');
    await waitFor(() => expect(listCalls(calls).at(-1)?.search.get('status')).toBe('offered'));
    expect(listCalls(calls).at(-1)?.search.get('search')).toBe('amara');
    expect(screen.getByRole('option', { name: 'Offer Extended' })).toBeInTheDocument();
  });

  it("shows 'Page X of Y' and 'Total: N applicants' only when there is more than one page", async () => {
    open([fakeApplication(1)], { 'GET /v1/applications/my-applicants': (_b, s) => listAnswer([fakeApplication(1)], { total: 25, pages: 3, page: Number(s.get('page')) }) }, '/my-applicants?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Total: 25 applicants')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Applicant pages' })).toBeInTheDocument();
  });

  it('has no paging text on a single page', async () => {
    open([fakeApplication(1)]);
    await screen.findByRole('article');
    expect(screen.queryByText(/^Page \d+ of/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Total:/)).not.toBeInTheDocument();
  });

  it("links an empty list to 'Post a Job'", async () => {
    open([]);
    expect(await screen.findByRole('heading', { name: 'No applicants yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/jobs/post');
  });

  it("says 'Failed to load applicants. Please try again.' with a Retry that loads again", async () => {
    const user = userEvent.setup();
    let fail = true;
    open([], { 'GET /v1/applications/my-applicants': () => (fail ? { status: 500, body: null } : listAnswer([fakeApplication(1)])) });
    expect(await screen.findByText('Failed to load applicants. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });
});

describe('ways to see the applicants', () => {
  const twoJobs = () => [
    fakeApplication(1, { job: { ...fakeApplication(1).job, id: JOB_ID, title: 'Data Analyst' } }),
    fakeApplication(2, { status: 'shortlisted', job: { ...fakeApplication(2).job, id: 'aaaaaaaa-bbbb-4ccc-8ddd-000000000002', title: 'Tester' } }),
    fakeApplication(3, { job: { ...fakeApplication(3).job, id: JOB_ID, title: 'Data Analyst' } }),
  ];

  it('groups the cards under a heading per job, with each card’s details folded away', async () => {
    open(twoJobs());
    const analyst = await screen.findByRole('region', { name: /^Data Analyst/ });
    expect(within(analyst).getAllByRole('article')).toHaveLength(2);
    expect(within(analyst).getByRole('heading', { level: 3, name: 'Amara Okafor1' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^Tester/ })).getAllByRole('article')).toHaveLength(1);
    // The cover letter is there, folded: opening the card's details shows it.
    const details = within(analyst).getAllByText('Details and cover letter')[0]!.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(within(details).getByText('Details and cover letter'));
    expect(details.open).toBe(true);
    expect(within(details).getByText('I test with NVDA every day.')).toBeVisible();
  });

  it('shows a table with a row per applicant and asks the server for fifty a page', async () => {
    const { calls } = open(twoJobs());
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('radio', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'Applicants on this page' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: /Amara Okafor2/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /Reject \(Amara Okafor2, Tester\)/ })).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls).at(-1)!.search.get('limit')).toBe('50'));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a board with a column per status that has applicants, from the URL', async () => {
    open(twoJobs(), {}, '/my-applicants?view=board');
    const applied = await screen.findByRole('region', { name: 'Applied (2)' });
    expect(within(applied).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Shortlisted (1)' })).getByRole('heading', { name: 'Amara Okafor2' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Hired/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Board, by status' })).toBeChecked();
  });
});
