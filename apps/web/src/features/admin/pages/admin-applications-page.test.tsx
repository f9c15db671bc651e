import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminApplication, ApplicationSummary } from '@jobboard/contracts/admin-applications';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@jobboard/contracts/job-options';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import AdminApplicationsPage from './admin-applications-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = '3f2a1b2c-1234-4234-8234-123456789012';
const application: AdminApplication = {
  id: ID,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
  status: 'offered',
  job_id: '12345678-1234-4234-8234-123456789012',
  job_title: 'Braille Proofreader',
  job_status: 'active',
  company_name: 'Clear Type',
  applicant_name: 'Ada Seeker',
  applicant_email: 'ada.seeker@example.com',
  employer_name: 'Erin Employer',
  employer_email: 'erin@example.com',
};
// The demo data's mix: 9 applications, three of them in statuses the old cards left out.
const summary: ApplicationSummary = { total: 9, applied: 2, reviewing: 1, shortlisted: 1, interviewed: 1, offered: 1, hired: 1, rejected: 1, applicant_withdrew: 1 };

function open() {
  localStorage.setItem('token', 'tok');
  const stub = stubFetch({
    'GET /v1/users/profile': profileAnswer(fakeUser('admin')),
    'GET /v1/applications': () => ({ body: { success: true, data: { applications: [application], pagination: { page: 1, limit: 20, total: 9, pages: 1 }, summary } } }),
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderWithProviders(<AdminApplicationsPage />, { route: '/admin/applications', path: '/admin/applications' });
  return stub;
}

describe('AdminApplicationsPage', () => {
  it('offers every status in the filter, named as everywhere else', async () => {
    open();
    const filter = await screen.findByRole('combobox', { name: 'Status' });
    const options = within(filter).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent]);
    expect(options).toEqual([['', 'All statuses'], ...APPLICATION_STATUSES.map((s) => [s, APPLICATION_STATUS_LABELS[s]])]);
    expect(within(filter).getByRole('option', { name: 'Offer Extended' })).toBeInTheDocument();
  });

  it('shows summary cards that add up to the total', async () => {
    open();
    const cards = within(screen.getByRole('region', { name: 'Application summary' }));
    await cards.findByText('9');
    const values = cards.getAllByRole('definition').map((dd) => Number(dd.textContent));
    const labels = cards.getAllByRole('term').map((dt) => dt.textContent);
    expect(labels).toEqual(['Total applications', ...APPLICATION_STATUSES.map((s) => APPLICATION_STATUS_LABELS[s])]);
    expect(values.slice(1).reduce((a, b) => a + b, 0)).toBe(values[0]);
  });

  it('shows the row with the shared status name and a short ID whose button copies the full one', async () => {
    const user = userEvent.setup();
    open();
    const row = (await screen.findByRole('rowheader', { name: /^Ada Seeker/ })).closest('tr')!;
    expect(within(row).getByText('Offer Extended', { selector: '.status-badge' })).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: /^New status/ })).toHaveValue('offered');
    expect(within(row).getByText('3f2a1b2c', { selector: 'code' })).toBeInTheDocument();
    expect(row).not.toHaveTextContent(ID);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(row).getByRole('button', { name: 'Copy full ID of application 3f2a1b2c…' }));
    expect(writeText).toHaveBeenCalledWith(ID);
    expect(within(screen.getByRole('status', { name: 'Notifications' })).getByText(/^Copied the full ID of application 3f2a1b2c/)).toBeInTheDocument();
  });
});
