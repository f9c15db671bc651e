import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DisclosureView } from '@jobboard/contracts/disclosure';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import ProfilePage from '../../profiles/pages/profile-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const seeker = fakeUser('applicant', {
  first_name: 'Amara',
  last_name: 'Okafor',
  job_title: 'Tester',
  skills: ['NVDA'],
  accommodations: 'Quiet room',
  accessibility_needs: ['Captions'],
});

const view: DisclosureView = {
  id: '44444444-1234-4234-8234-000000000001',
  viewer: { name: 'Jonas Lindqvist', company: 'Northwind', role: 'employer' },
  context: 'application',
  application: { id: '55555555-1234-4234-8234-000000000001', jobTitle: 'Support Analyst' },
  firstSeenAt: '2026-11-02T09:00:00.000Z',
  lastSeenAt: '2026-11-02T10:00:00.000Z',
  times: 3,
};

function openPrivacy(views: DisclosureView[] = []) {
  localStorage.setItem('token', 'tok');
  const stub = stubFetch({
    'GET /v1/users/profile': profileAnswer(seeker),
    'GET /v1/users/disclosure': () => ({ body: { success: true, data: { stage: 'applied', inFinder: false } } }),
    'PUT /v1/users/disclosure': (body) => ({ body: { success: true, message: 'Disclosure settings saved', data: body } }),
    'PATCH /v1/users/preferences': () => ({ body: { success: true, message: 'Preferences updated successfully!', data: { preferences: profileAnswer(seeker)().body.data.preferences } } }),
    'GET /v1/users/disclosure/views': () => ({ body: { success: true, data: { views, pagination: { page: 1, limit: 10, total: views.length, pages: 1 } } } }),
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderWithProviders(<ProfilePage />, { route: '/profile?tab=privacy', path: '/profile' });
  return stub;
}

const preview = () => screen.getByRole('region', { name: 'Preview: what an employer sees' });

describe('the Privacy tab', () => {
  it('shows the saved choices and a preview that follows every change before it is saved', async () => {
    const user = userEvent.setup();
    openPrivacy();
    const stage = await screen.findByRole('radio', { name: 'When I apply (default)' });
    expect(stage).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Also show it in the Candidate Finder' })).not.toBeChecked();
    // The finder card: the basic profile, accessibility information not shared.
    expect(within(preview()).getByText('Amara Okafor')).toBeInTheDocument();
    expect(within(preview()).getByText('Not shared')).toBeInTheDocument();
    expect(within(preview()).getByText('Your accessibility information is shared')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'When I am invited to interview (Interviewed)' }));
    expect(within(preview()).getByText('Your accessibility information shows as "Not shared yet"')).toBeInTheDocument();
    expect(within(preview()).getByText(/From then on/)).toHaveTextContent('When I am invited to interview');

    await user.click(screen.getByRole('checkbox', { name: 'Employers can find my basic profile in the Candidate Finder' }));
    expect(within(preview()).getByText('Employers cannot find you in the Candidate Finder.')).toBeInTheDocument();
  });

  it('saves the stage and the finder choice with PUT /v1/users/disclosure', async () => {
    const user = userEvent.setup();
    const { calls } = openPrivacy();
    await user.click(await screen.findByRole('radio', { name: 'Never, unless I share it on an application' }));
    await user.click(screen.getByRole('checkbox', { name: 'Also show it in the Candidate Finder' }));
    await user.click(screen.getByRole('button', { name: 'Save accessibility sharing' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT' && c.path === '/v1/users/disclosure')?.body).toEqual({ stage: 'never', inFinder: true }));
    expect(await screen.findByText('Disclosure settings saved')).toBeInTheDocument();
  });

  it('saves who can find the profile with PATCH /v1/users/preferences', async () => {
    const user = userEvent.setup();
    const { calls } = openPrivacy();
    await user.click(await screen.findByRole('checkbox', { name: 'Show my email address and phone number to employers in the Candidate Finder' }));
    await user.click(screen.getByRole('button', { name: 'Save who can find you' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH' && c.path === '/v1/users/preferences')?.body).toEqual({ privacy_public_profile: true, privacy_contact_info: true }),
    );
  });

  it('lists who has seen the information, or says nobody has', async () => {
    openPrivacy([view]);
    await screen.findByRole('heading', { name: 'Who has seen my accessibility information' });
    const region = screen.getByRole('heading', { name: 'Who has seen my accessibility information' }).parentElement!;
    expect(await within(region).findByText('Jonas Lindqvist (Northwind)')).toBeInTheDocument();
    expect(within(region).getByText(/on your application for Support Analyst/)).toHaveTextContent('(3 times that day)');
  });

  it('says so when nobody has seen it', async () => {
    openPrivacy([]);
    expect(await screen.findByText('No employer has seen your accessibility information yet.')).toBeInTheDocument();
  });
});
