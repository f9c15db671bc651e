import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import { EMPTY_JOB_FORM } from '../job-form-values.ts';
import JobPreviewPage from './job-preview-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function open(routes: Parameters<typeof stubFetch>[0] = {}) {
  localStorage.setItem('token', 'tok');
  const stub = stubFetch({ 'GET /v1/users/profile': profileAnswer(fakeUser('employer', { company_name: 'Northwind' })), ...routes });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { ...stub, ...renderWithProviders(<JobPreviewPage />, { route: '/jobs/preview', path: '/jobs/preview', routes: [{ path: '/jobs/:id', element: <Where /> }] }) };
}

const values = {
  ...EMPTY_JOB_FORM,
  title: 'Preview Analyst',
  description: 'A role for someone who likes careful work with data and clear, accessible reporting to teams.',
  requirements: 'SQL',
  responsibilities: 'Reports',
  benefits: 'Remote\nFlexible hours',
  location: 'Leeds',
  jobType: 'contract' as const,
  salaryMin: '30000',
};

describe('JobPreviewPage', () => {
  it("says 'No Preview Data' with a way back to the form when nothing is stored", () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'No Preview Data' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the job form' })).toHaveAttribute('href', '/jobs/post');
  });

  it('shows the job as seekers will see it, and Publish really posts it', async () => {
    sessionStorage.setItem('jobPreview', JSON.stringify({ values, jobId: null }));
    const user = userEvent.setup();
    const { calls } = open({ 'POST /v1/jobs': () => ({ status: 201, body: { success: true, data: { job: { id: 'new-job' } } } }) });
    const heading = screen.getByRole('heading', { level: 1, name: 'Preview Analyst' });
    // The notice follows the heading that takes focus, so reading on from it meets the notice first.
    const notice = screen.getByText(/This is how job seekers will see your job\. It is not published yet\./);
    expect(heading.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('USD 30,000+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Edit' })).toHaveAttribute('href', '/jobs/post');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/jobs/new-job');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'Preview Analyst', salaryMin: 30000, jobType: 'contract' });
    expect(sessionStorage.getItem('jobPreview')).toBeNull();
  });

  it('lists what must be fixed before publishing', async () => {
    sessionStorage.setItem('jobPreview', JSON.stringify({ values: { ...values, location: '', jobType: '' }, jobId: null }));
    const user = userEvent.setup();
    const { calls } = open();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Location is required')).toBeInTheDocument();
    expect(screen.getByText('Job type is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
