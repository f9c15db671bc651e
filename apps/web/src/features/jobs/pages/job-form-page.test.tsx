import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@jobboard/contracts/roles';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeJob, fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import JobFormPage from './job-form-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const EMPLOYER_ID = '99999999-2222-4333-8444-555555555555';
const NEW_ID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function openForm(role: Role = 'employer', routes: Parameters<typeof stubFetch>[0] = {}, route = '/jobs/post', path = '/jobs/post') {
  localStorage.setItem('token', 'tok');
  const stub = stubFetch({ 'GET /v1/users/profile': profileAnswer(fakeUser(role, { id: EMPLOYER_ID })), ...routes });
  vi.stubGlobal('fetch', stub.fetchStub);
  const view = renderWithProviders(<JobFormPage />, {
    route,
    path,
    routes: [
      { path: '/jobs/:id', element: <Where /> },
      { path: '/jobs/:id/edit', element: <Where /> },
      { path: '/jobs/preview', element: <Where /> },
    ],
  });
  return { ...stub, ...view };
}

const field = (name: RegExp | string) => screen.getByLabelText(name);
const DESCRIPTION = 'We are looking for a tester who uses assistive technology every day and enjoys finding barriers.';

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Job title/), '  QA Analyst  ');
  await user.type(field(/^Location/), 'Leeds');
  await user.selectOptions(field(/^Job type/), 'part-time');
  // Pasted, as a description usually is: typed key by key it re-renders the whole form a hundred times.
  await user.click(field(/^Job description/));
  await user.paste(DESCRIPTION);
}

// The whole job form re-renders on each key in jsdom: 2–3 s a test on a quiet machine, past 5 s on a loaded one.
describe('JobFormPage', { timeout: 15_000 }, () => {
  it("tells anyone but an employer 'Access Denied' and 'Only employers can post jobs'", async () => {
    openForm('applicant');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Only employers can post jobs')).toBeInTheDocument();
  });

  it('lists the problems in a summary that takes focus and links to each field', async () => {
    const user = userEvent.setup({ delay: null });
    openForm();
    await screen.findByRole('heading', { level: 1, name: 'Post a Job' });
    await user.type(field(/^Job description/), 'Too short.');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    for (const message of ['Job title is required', 'Location is required', 'Job type is required', 'Job description must be at least 50 characters']) {
      expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    }
    expect(field(/^Job title/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Job title/)).toHaveAccessibleDescription(/Job title is required/);
    await user.click(within(summary).getByRole('link', { name: 'Location is required' }));
    expect(field(/^Location/)).toHaveFocus();
  });

  it('warns while typing a minimum salary above the maximum, and refuses it on submit', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = openForm();
    await screen.findByRole('heading', { level: 1, name: 'Post a Job' });
    await user.type(field('Minimum salary'), '90000');
    expect(screen.queryByText('Minimum salary cannot be greater than maximum salary')).not.toBeInTheDocument();
    await user.type(field('Maximum salary'), '500');
    expect(screen.getByText('Minimum salary cannot be greater than maximum salary')).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Minimum salary cannot be greater than maximum salary' })).toBeInTheDocument();
    expect(screen.getAllByText('Minimum salary cannot be greater than maximum salary')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/v1/jobs')).toBe(false);
  });

  it('keeps a salary it cannot read and says so, where a number field would post the job without it', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = openForm();
    await screen.findByRole('heading', { level: 1, name: 'Post a Job' });
    await fillRequired(user);
    // Text fields with a numeric keyboard: read as "edit text", not as a spin button.
    expect(screen.getByRole('textbox', { name: 'Minimum salary' })).toBe(field('Minimum salary'));
    await user.type(field('Minimum salary'), '50e');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Salary must be a number' })).toBeInTheDocument();
    expect(field('Minimum salary')).toHaveValue('50e');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/v1/jobs')).toBe(false);
  });

  it('reads thousands separators in salaries as people write them', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = openForm('employer', { 'POST /v1/jobs': () => ({ status: 201, body: { success: true, data: { job: { id: NEW_ID } } } }) });
    await screen.findByRole('heading', { level: 1, name: 'Post a Job' });
    await fillRequired(user);
    await user.type(field('Minimum salary'), '45,000');
    await user.type(field('Maximum salary'), '55 000');
    // Kept as typed (a number field would hold 45000, or nothing when pasted).
    expect(field('Minimum salary')).toHaveValue('45,000');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/v1/jobs')?.body).toMatchObject({ salaryMin: 45000, salaryMax: 55000 });
  });

  it('counts characters in the hint of each text field', async () => {
    const user = userEvent.setup({ delay: null });
    openForm();
    await screen.findByRole('heading', { level: 1, name: 'Post a Job' });
    await user.type(field(/^Benefits/), 'Paid leave');
    expect(field(/^Benefits/)).toHaveAccessibleDescription('One benefit per line. 10 of 500 characters.');
  });

  it('posts trimmed text with whole-number salaries, clears the drafts and goes to the new job', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem('job-drafts', JSON.stringify([{ id: 'draft_1', savedAt: '2026-01-01T00:00:00.000Z', title: 'Old draft' }]));
    const { calls } = openForm('employer', { 'POST /v1/jobs': () => ({ status: 201, body: { success: true, data: { job: { id: NEW_ID } } } }) });
    await screen.findByRole('heading', { level: 1, name: 'Post a Job' });
    await user.click(screen.getByRole('button', { name: 'Start with a blank form' }));
    await fillRequired(user);
    await user.type(field('Minimum salary'), '40000');
    await user.click(screen.getByLabelText('This job can be done remotely'));
    await user.click(screen.getByLabelText('Neurodivergent'));
    // Each accommodation is described to a screen reader; each requirement says whether it is essential.
    expect(screen.getByRole('checkbox', { name: 'Captioning' })).toHaveAccessibleDescription('Captions on meetings, calls and videos.');
    await user.click(screen.getByRole('checkbox', { name: 'Captioning' }));
    await user.click(screen.getByRole('checkbox', { name: 'Flexible hours' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lifting and carrying' }), 'Part of the job: not essential');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent(`/jobs/${NEW_ID}`);
    expect(calls.find((c) => c.method === 'POST' && c.path === '/v1/jobs')?.body).toEqual({
      title: 'QA Analyst',
      description: DESCRIPTION,
      requirements: null,
      responsibilities: null,
      benefits: null,
      accommodations: null,
      location: 'Leeds',
      jobType: 'part-time',
      salaryMin: 40000,
      salaryMax: null,
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
      isRemote: true,
      applicationDeadline: null,
      category: null,
      disabilityTypes: ['neurodivergent'],
      accommodationsOffered: ['flexible-hours', 'captioning'],
      workRequirements: [{ item: 'lifting', essential: false }],
    });
    expect(localStorage.getItem('job-drafts')).toBeNull();
  });

  it('offers a labelled pay period beside the pay and posts the one chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = openForm('employer', { 'POST /v1/jobs': () => ({ status: 201, body: { success: true, data: { job: { id: NEW_ID } } } }) });
    await screen.findByRole('heading', { level: 1, name: 'Post a Job' });
    const salary = screen.getByRole('group', { name: 'Salary' });
    const period = within(salary).getByRole('combobox', { name: 'Pay period' });
    expect(period).toHaveValue('year');
    expect(within(period).getAllByRole('option').map((o) => o.textContent)).toEqual(['a year', 'a month', 'a week', 'a day', 'an hour']);
    await fillRequired(user);
    await user.type(field('Minimum salary'), '24');
    await user.type(field('Maximum salary'), '30');
    await user.selectOptions(period, 'an hour');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/v1/jobs')?.body).toMatchObject({ salaryMin: 24, salaryMax: 30, salaryPeriod: 'hour' });
  });

  it("puts the server's field errors on the fields and shows its message", async () => {
    const user = userEvent.setup({ delay: null });
    openForm('employer', {
      'POST /v1/jobs': () => ({
        status: 400,
        body: { success: false, error: { code: 'VALIDATION_ERROR', message: 'Please check the job details' }, errors: [{ field: 'location', message: 'Location is not recognised' }] },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Post a Job' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Location is not recognised' })).toBeInTheDocument();
    expect(screen.getAllByText('Please check the job details').length).toBeGreaterThanOrEqual(2);
  });

  it("falls back to 'Failed to post job' when the server sends no message", async () => {
    const user = userEvent.setup({ delay: null });
    openForm('employer', { 'POST /v1/jobs': () => ({ status: 500, body: null }) });
    await screen.findByRole('heading', { level: 1, name: 'Post a Job' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect((await screen.findAllByText('Failed to post job')).length).toBeGreaterThanOrEqual(1);
  });

  it('saves, lists, restores, deletes and clears drafts', async () => {
    const user = userEvent.setup({ delay: null });
    openForm();
    await screen.findByRole('heading', { level: 1, name: 'Post a Job' });
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Cannot save empty draft. Please fill in some fields first.')).toBeInTheDocument();

    await user.click(field(/^Job description/));
    await user.paste(DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Draft saved successfully!')).toBeInTheDocument();
    const drafts = screen.getByRole('region', { name: /Saved drafts/ });
    expect(within(drafts).getByRole('heading', { name: 'Untitled Draft' })).toBeInTheDocument();
    expect(drafts).toHaveTextContent(DESCRIPTION.slice(0, 60));
    expect(JSON.parse(localStorage.getItem('job-drafts') ?? '[]')[0].id).toMatch(/^draft_\d+$/);

    await user.type(field(/^Job title/), 'Second');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(within(drafts).getAllByRole('listitem')).toHaveLength(2));

    await user.click(within(drafts).getByRole('button', { name: 'Restore draft Untitled Draft' }));
    expect(field(/^Job title/)).toHaveValue('');
    expect(field(/^Job title/)).toHaveFocus();

    await user.click(within(drafts).getByRole('button', { name: 'Delete draft Second' }));
    expect(await screen.findByText('Draft deleted successfully!')).toBeInTheDocument();
    expect(within(drafts).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(drafts).getByRole('button', { name: 'Clear All drafts' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear all drafts?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('All drafts cleared!')).toBeInTheDocument();
    expect(within(drafts).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('restores the latest draft when a new form opens', async () => {
    localStorage.setItem(
      'job-drafts',
      JSON.stringify([
        { id: 'draft_1', savedAt: '2026-01-01T00:00:00.000Z', title: 'Older' },
        { id: 'draft_2', savedAt: '2026-02-01T00:00:00.000Z', title: 'Newest', location: 'Oslo' },
      ]),
    );
    openForm();
    await screen.findByRole('heading', { level: 1, name: 'Post a Job' });
    expect(field(/^Job title/)).toHaveValue('Newest');
    expect(field(/^Location/)).toHaveValue('Oslo');
    expect(screen.getByText(/Your latest draft, saved .*, has been restored\./)).toBeInTheDocument();
  });

  it('checks a preview exactly as a post (Requirements and Responsibilities optional), in the summary at the top, then hands the form over', async () => {
    const user = userEvent.setup({ delay: null });
    openForm();
    await screen.findByRole('heading', { level: 1, name: 'Post a Job' });
    await user.type(field(/^Job title/), 'Preview me');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    for (const message of ['Location is required', 'Job type is required', 'Job description is required']) {
      expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    }
    expect(summary).not.toHaveTextContent(/Requirements|Responsibilities/);
    expect(field(/^Requirements/)).not.toHaveAttribute('aria-required');
    for (const name of [/^Job title/, /^Location/, /^Job type/, /^Job description/]) expect(field(name)).toHaveAttribute('aria-required', 'true');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/jobs/preview');
    expect(JSON.parse(sessionStorage.getItem('jobPreview') ?? '{}')).toMatchObject({ jobId: null, draft: false, values: { requirements: '', responsibilities: '' } });
  });

  it('saves a draft on the server with only a title and a job type, then edits that draft', async () => {
    const user = userEvent.setup({ delay: null });
    const draft = fakeJob({ id: NEW_ID, employer_id: EMPLOYER_ID, title: 'Braille Proofreader', status: 'draft', description: '', location: '' });
    const { calls } = openForm('employer', {
      'POST /v1/jobs/drafts': () => ({ status: 201, body: { success: true, message: 'Draft saved. It is under My Jobs, on any device.', data: { job: draft } } }),
      [`GET /v1/jobs/${NEW_ID}`]: () => ({ body: { success: true, data: { job: draft } } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Post a Job' });
    await user.click(screen.getByRole('button', { name: 'Save to My Jobs as draft' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Give the draft a job title of at least 3 characters' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Choose a job type to save a draft' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v1/jobs/drafts')).toBe(false);

    await user.type(field(/^Job title/), 'Braille Proofreader');
    await user.selectOptions(field(/^Job type/), 'part-time');
    await user.click(screen.getByRole('button', { name: 'Save to My Jobs as draft' }));
    expect(await screen.findByText('Draft saved. It is under My Jobs, on any device.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/v1/jobs/drafts')?.body).toMatchObject({ title: 'Braille Proofreader', jobType: 'part-time', description: '', location: '' });
    expect(await screen.findByTestId('where')).toHaveTextContent(`/jobs/${NEW_ID}/edit`);
  });

  it('publishes a server draft from its form with the full check', async () => {
    const user = userEvent.setup({ delay: null });
    const draft = fakeJob({ employer_id: EMPLOYER_ID, title: 'Braille Proofreader', status: 'draft', description: 'Half written', location: '' });
    const { calls } = openForm(
      'employer',
      {
        [`GET /v1/jobs/${draft.id}`]: () => ({ body: { success: true, data: { job: draft } } }),
        [`POST /v1/jobs/${draft.id}/publish`]: () => ({ body: { success: true, message: 'Job posted successfully!', data: { job: { ...draft, status: 'active' }, findings: [] } } }),
      },
      `/jobs/${draft.id}/edit`,
      '/jobs/:id/edit',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Draft' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Location is required' })).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/publish'))).toBe(false);
    await user.type(field(/^Location/), 'Leeds');
    await user.clear(field(/^Job description/));
    await user.paste(DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === `/v1/jobs/${draft.id}/publish`)).toBe(true);
  });

  it('loads a job into the form for editing and saves it with PUT', async () => {
    const user = userEvent.setup({ delay: null });
    const job = fakeJob({ employer_id: EMPLOYER_ID, title: 'Support Specialist', expires_at: '2099-05-01T00:00:00.000Z', salary_min: 3000, salary_max: 3500, salary_period: 'month' });
    const { calls } = openForm(
      'employer',
      {
        [`GET /v1/jobs/${job.id}`]: () => ({ body: { success: true, data: { job } } }),
        [`PUT /v1/jobs/${job.id}`]: () => ({ body: { success: true, data: { job } } }),
      },
      `/jobs/${job.id}/edit`,
      '/jobs/:id/edit',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Job' })).toBeInTheDocument();
    expect(field(/^Job title/)).toHaveValue('Support Specialist');
    expect(field('Application deadline')).toHaveValue('2099-05-01');
    expect(field('Pay period')).toHaveValue('month');
    expect(screen.queryByRole('button', { name: 'Save Draft' })).not.toBeInTheDocument();
    await user.clear(field(/^Job title/));
    await user.type(field(/^Job title/), 'Senior Support Specialist');
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByText('Job updated successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ title: 'Senior Support Specialist', salaryMin: 3000, salaryCurrency: 'CAD', salaryPeriod: 'month' });
  });

  it("says 'Error Loading Job' with a way back to My Jobs when the job cannot be loaded", async () => {
    openForm('employer', {}, '/jobs/aaaaaaaa-bbbb-4ccc-8ddd-000000000001/edit', '/jobs/:id/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Loading Job' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Jobs' })).toHaveAttribute('href', '/jobs/my-jobs');
  });
});
