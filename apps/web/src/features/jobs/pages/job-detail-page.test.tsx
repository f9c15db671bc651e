import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COVER_LETTER } from '@jobboard/contracts/job-options';
import type { Job } from '@jobboard/contracts/jobs';
import type { Role } from '@jobboard/contracts/roles';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeJob, fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import JobDetailPage from './job-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const APP_ID = '12345678-1234-4234-8234-123456789012';
/** Answers like the API and, like it, changes the job's my_application. */
const application = (job: Job, status: 'applied' | 'applicant_withdrew') => () => {
  job.my_application = { id: APP_ID, status };
  return { body: { success: true, data: { application: { id: APP_ID, status } } } };
};

function ShowLogin() {
  const location = useLocation();
  return <p data-testid="login">{JSON.stringify(location.state)}</p>;
}

function open(job: Job, role: Role | null, routes: Parameters<typeof stubFetch>[0] = {}, userOverrides = {}) {
  if (role) localStorage.setItem('token', 'tok');
  const stub = stubFetch({
    ...(role ? { 'GET /v1/users/profile': profileAnswer(fakeUser(role, userOverrides)) } : {}),
    [`GET /v1/jobs/${job.id}`]: () => ({ body: { success: true, data: { job } } }),
    [`GET /v1/jobs/${job.id}/similar`]: () => ({ body: { success: true, data: { jobs: [] } } }),
    ...routes,
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  const view = renderWithProviders(<JobDetailPage />, { route: `/jobs/${job.id}`, path: '/jobs/:id', routes: [{ path: '/login', element: <ShowLogin /> }] });
  return { ...stub, ...view };
}

const applyArea = () => screen.findByRole('region', { name: 'Apply for this job' });

describe('JobDetailPage', () => {
  it('shows the whole job, a breadcrumb back to Jobs, and titles the page "{title} at {company}"', async () => {
    const job = fakeJob({ title: 'Data Analyst', benefits: 'Remote work\n- Learning budget' });
    open(job, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Analyst' })).toBeInTheDocument();
    expect(document.title).toBe('Data Analyst at Northwind Accessible Tech | Inclusive Jobs');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
    expect(crumbs).toHaveTextContent('Data Analyst');
    expect(screen.getByText('CAD 60,000 - 80,000')).toBeInTheDocument();
    // Remote is said once, by its own row: the location's row is the place alone.
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Location')).toBe(job.location);
    expect(fact('Remote work')).toBe('Yes, this job can be done remotely');
    const benefits = screen.getByRole('region', { name: 'Benefits' });
    expect(within(benefits).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Remote work', 'Learning budget']);
    for (const section of ['About the job', 'Requirements', 'Responsibilities', 'Accommodations', 'Disability types welcomed']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
  });

  it("sends a visitor to sign in with 'Login to Apply', remembering the job", async () => {
    const user = userEvent.setup();
    const job = fakeJob();
    open(job, null);
    const area = await applyArea();
    await user.click(within(area).getByRole('link', { name: 'Login to Apply' }));
    expect(JSON.parse((await screen.findByTestId('login')).textContent ?? '{}')).toEqual({ from: `/jobs/${job.id}` });
  });

  it.each([
    ['employer', 'Employers cannot apply for jobs.'],
    ['admin', 'Only applicants can apply for jobs'],
  ] as const)('tells an %s why they cannot apply', async (role, text) => {
    open(fakeJob(), role);
    const area = await applyArea();
    expect(await within(area).findByText(text)).toBeInTheDocument();
    expect(within(area).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Job' })).not.toBeInTheDocument();
  });

  it("shows 'Edit Job' to the employer who owns the job", async () => {
    const job = fakeJob();
    open(job, 'employer', {}, { id: job.employer_id });
    expect(await screen.findByRole('link', { name: 'Edit Job' })).toHaveAttribute('href', `/jobs/${job.id}/edit`);
  });

  it('tells the owner why an administrator took the job down, with a way to contact support', async () => {
    const job = fakeJob({ status: 'inactive', hold: { kind: 'admin', reason: 'Pay not stated honestly', held_at: '2026-03-01T10:00:00.000Z' } });
    open(job, 'employer', {}, { id: job.employer_id });
    const notice = (await screen.findByRole('heading', { level: 2, name: 'Taken down by an administrator' })).parentElement!;
    expect(notice).toHaveTextContent('An administrator took this job down: Pay not stated honestly. Contact support to have it reviewed.');
    expect(within(notice).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  });

  it('shows no hold notice on a job without one', async () => {
    const job = fakeJob({ hold: null });
    open(job, 'employer', {}, { id: job.employer_id });
    await screen.findByRole('link', { name: 'Edit Job' });
    expect(screen.queryByRole('heading', { name: /Taken down|Hidden/ })).not.toBeInTheDocument();
  });

  it('lets an applicant apply with the prefilled, editable cover letter, then shows the status and Withdraw', async () => {
    const user = userEvent.setup();
    const job = fakeJob({ my_application: null });
    const { calls } = open(job, 'applicant', { 'POST /v1/applications': application(job, 'applied') });
    const area = await applyArea();
    const letter = await within(area).findByRole('textbox', { name: 'Cover letter' });
    expect(letter).toHaveValue(DEFAULT_COVER_LETTER);
    expect(letter).toHaveAccessibleDescription(new RegExp(`${DEFAULT_COVER_LETTER.length} of 5000 characters`));
    const resume = within(area).getByRole('checkbox', { name: 'Attach my resume on file' });
    expect(resume).toBeDisabled();
    expect(resume).toHaveAccessibleDescription(/no resume on file/);

    await user.clear(letter);
    await user.type(letter, 'I test with NVDA every day.');
    await user.click(within(area).getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ job_id: job.id, cover_letter: 'I test with NVDA every day.', resume_url: null });
    expect(await within(area).findByText('Applied')).toBeInTheDocument();
    expect(within(area).getByRole('button', { name: 'Withdraw Application' })).toBeInTheDocument();
  });

  it.each([
    ['applied', true, false, /share it when you apply\. Untick/],
    ['interviewed', false, true, /share it once your application is marked as interviewed\. Tick/],
    ['never', false, true, /keep it from employers\. Tick/],
  ] as const)('offers a seeker with stage %s to share their accessibility information now (checked: %s)', async (stage, checked, sends, hint) => {
    const user = userEvent.setup();
    const job = fakeJob({ my_application: null });
    const { calls } = open(
      job,
      'applicant',
      {
        'POST /v1/applications': application(job, 'applied'),
        'GET /v1/users/disclosure': () => ({ body: { success: true, data: { stage, inFinder: false } } }),
      },
      { accommodations: 'Quiet room', accessibility_needs: ['Captions'] },
    );
    const area = await applyArea();
    const share = await within(area).findByRole('checkbox', { name: 'Share my accessibility information with this employer now' });
    expect((share as HTMLInputElement).checked).toBe(checked);
    expect(share).toHaveAccessibleDescription(hint);
    await user.click(share);
    await user.click(within(area).getByRole('button', { name: 'Apply Now' }));
    await screen.findByText('Application submitted successfully!');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ share_disability: sends });
  });

  it('asks nothing about sharing when the seeker has no accessibility information', async () => {
    const job = fakeJob({ my_application: null });
    open(job, 'applicant');
    const area = await applyArea();
    await within(area).findByRole('textbox', { name: 'Cover letter' });
    expect(within(area).queryByRole('checkbox', { name: /accessibility information/ })).not.toBeInTheDocument();
  });

  it('attaches the resume on file when the applicant has one', async () => {
    const user = userEvent.setup();
    const job = fakeJob({ my_application: null });
    const { calls } = open(job, 'applicant', { 'POST /v1/applications': application(job, 'applied') }, { resume_url: '/uploads/resume-1.pdf' });
    const area = await applyArea();
    const resume = await within(area).findByRole('checkbox', { name: 'Attach my resume on file' });
    expect(resume).toBeEnabled();
    expect(resume).toBeChecked();
    await user.click(within(area).getByRole('button', { name: 'Apply Now' }));
    await screen.findByText('Application submitted successfully!');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ resume_url: '/uploads/resume-1.pdf', cover_letter: DEFAULT_COVER_LETTER });
  });

  it("offers 'Re-apply' after withdrawing, and shows the server's message when applying fails", async () => {
    const user = userEvent.setup();
    const job = fakeJob({ my_application: { id: APP_ID, status: 'applicant_withdrew' } });
    open(job, 'applicant', {
      'POST /v1/applications': () => ({ status: 409, body: { success: false, error: { code: 'CONFLICT', message: 'This job is no longer accepting applications.' } } }),
    });
    const area = await applyArea();
    expect(await within(area).findByText('Withdrawn')).toBeInTheDocument();
    await user.click(within(area).getByRole('button', { name: 'Re-apply' }));
    expect(await screen.findByText('This job is no longer accepting applications.')).toBeInTheDocument();
  });

  it("withdraws an active application after confirmation, showing 'Offer Made' for an offer", async () => {
    const user = userEvent.setup();
    const job = fakeJob({ my_application: { id: APP_ID, status: 'offered' } });
    const { calls } = open(job, 'applicant', { [`PUT /v1/applications/${APP_ID}/withdraw`]: application(job, 'applicant_withdrew') });
    const area = await applyArea();
    expect(await within(area).findByText('Offer Made')).toBeInTheDocument();
    await user.click(within(area).getByRole('button', { name: 'Withdraw Application' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Application' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(within(area).getByRole('button', { name: 'Withdraw Application' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw Application' }));
    expect(await screen.findByText('Application withdrawn successfully!')).toBeInTheDocument();
    expect(await within(area).findByRole('button', { name: 'Re-apply' })).toBeInTheDocument();
  });

  it("says 'Failed to withdraw application' when the server gives no reason", async () => {
    const user = userEvent.setup();
    const job = fakeJob({ my_application: { id: APP_ID, status: 'applied' } });
    open(job, 'applicant', { [`PUT /v1/applications/${APP_ID}/withdraw`]: () => ({ status: 502, body: null }) });
    const area = await applyArea();
    await user.click(await within(area).findByRole('button', { name: 'Withdraw Application' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw Application' }));
    expect(await screen.findByText('Failed to withdraw application')).toBeInTheDocument();
  });

  it('shows a rejected application as its status only', async () => {
    open(fakeJob({ my_application: { id: APP_ID, status: 'rejected' } }), 'applicant');
    const area = await applyArea();
    expect(await within(area).findByText('Rejected')).toBeInTheDocument();
    expect(within(area).queryByRole('button')).not.toBeInTheDocument();
    expect(within(area).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('copies the link when the device cannot share, and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const job = fakeJob();
    open(job, null);
    await user.click(await screen.findByRole('button', { name: 'Share this job' }));
    expect(await screen.findByText('Job link copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/jobs/${job.id}`);
  });

  it("says 'Job Not Found' for a missing job, with a way back to the list", async () => {
    vi.stubGlobal('fetch', stubFetch({}).fetchStub);
    renderWithProviders(<JobDetailPage />, { route: '/jobs/aaaaaaaa-bbbb-4ccc-8ddd-000000000000', path: '/jobs/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/jobs');
  });

  it("says 'Error Loading Job' when loading fails, with Retry", async () => {
    const stub = stubFetch({ 'GET /v1/jobs/x1': () => ({ status: 503, body: { success: false, error: { code: 'SERVICE_UNAVAILABLE', message: 'Database unavailable' } } }) });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderWithProviders(<JobDetailPage />, { route: '/jobs/x1', path: '/jobs/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Loading Job' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to Jobs' })).toBeInTheDocument());
  });
});
