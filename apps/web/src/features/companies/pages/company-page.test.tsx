import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyPage as Company } from '@jobboard/contracts/companies';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeJob, fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import CompanyPage from './company-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const company = (overrides: Partial<Company> = {}): Company => ({
  slug: 'northwind-accessible-tech',
  name: 'Northwind Accessible Tech',
  about: 'We build assistive software.',
  website: 'https://northwind.example.com',
  size: '51-200',
  industry: 'Software',
  founded_year: 2011,
  country: 'Canada',
  locations: ['Vancouver, BC', 'Remote (Canada)'],
  accessibility_statement: 'Step-free offices. Ask us for any adjustment.',
  logo: { small: '/v1/companies/northwind-accessible-tech/logo?size=64&v=1', medium: '/v1/companies/northwind-accessible-tech/logo?size=128&v=1', large: '/v1/companies/northwind-accessible-tech/logo?size=256&v=1' },
  hidden: false,
  jobs: [fakeJob({ title: 'Data Analyst', company: { slug: 'northwind-accessible-tech', logo_url: '/v1/companies/northwind-accessible-tech/logo?size=64&v=1' } })],
  ...overrides,
});

function open(answer: () => { status?: number; body: unknown }, role: 'admin' | null = null, routes: Parameters<typeof stubFetch>[0] = {}) {
  if (role) localStorage.setItem('token', 'tok');
  const stub = stubFetch({
    ...(role ? { 'GET /v1/users/profile': profileAnswer(fakeUser(role)) } : {}),
    'GET /v1/companies/northwind-accessible-tech': answer,
    ...routes,
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { ...stub, ...renderWithProviders(<CompanyPage />, { route: '/companies/northwind-accessible-tech', path: '/companies/:slug' }) };
}

describe('CompanyPage', () => {
  it('names the company in the h1 and title, with a decorative logo, the statement, locations and its job cards', async () => {
    open(() => ({ body: { success: true, data: company() } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Accessible Tech' })).toBeInTheDocument();
    expect(document.title).toBe('Northwind Accessible Tech | Inclusive Jobs');
    // alt="" beside the visible name: the logo is not announced twice.
    expect(document.querySelector('.company-page__logo')).toHaveAttribute('alt', '');
    const statement = screen.getByRole('region', { name: 'Accessibility and inclusion' });
    expect(statement).toHaveTextContent('Step-free offices. Ask us for any adjustment.');
    const glance = screen.getByRole('complementary', { name: 'At a glance' });
    expect(within(glance).getByRole('list', { name: 'Locations' }).querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '1 open job' })).toHaveAttribute('href', '#company-jobs');
    const jobs = screen.getByRole('region', { name: 'Open jobs at Northwind Accessible Tech' });
    expect(within(jobs).getByRole('link', { name: 'Data Analyst' })).toBeInTheDocument();
    // The company's own page does not repeat its name on every card.
    expect(within(jobs).queryByRole('link', { name: 'Northwind Accessible Tech' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide Company Page' })).not.toBeInTheDocument();
  });

  it('says Page Not Found for a 404', async () => {
    open(() => ({ status: 404, body: { success: false, error: { code: 'NOT_FOUND', message: 'There is no company page at this address' } } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('lets an administrator hide the page after confirming', async () => {
    let hidden = false;
    const { calls } = open(() => ({ body: { success: true, data: company({ hidden }) } }), 'admin', {
      'PUT /v1/companies/northwind-accessible-tech/visibility': () => {
        hidden = true;
        return { body: { success: true, message: 'Company page hidden', data: company({ hidden: true }) } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide Company Page' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide Company Page' }));
    expect(await screen.findByText('This company page is hidden: only administrators can see it.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ hidden: true });
  });
});
