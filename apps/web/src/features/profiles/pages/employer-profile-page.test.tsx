import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakePreferences, fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import EmployerProfilePage from './employer-profile-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const employer = fakeUser('employer', { company_name: 'Northwind', industry: 'Software' });

function openPage(route = '/employer-profile') {
  localStorage.setItem('token', 'tok');
  const stub = stubFetch({
    'GET /v1/users/profile': profileAnswer(employer),
    'PUT /v1/users/profile': () => ({ body: { success: true, data: { user: employer } } }),
    'PATCH /v1/users/preferences': () => ({ body: { success: true, data: { preferences: fakePreferences } } }),
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { ...stub, ...renderWithProviders(<EmployerProfilePage />, { route, path: '/employer-profile' }) };
}

describe('EmployerProfilePage', () => {
  it('has its four tabs', async () => {
    openPage();
    await screen.findByRole('heading', { level: 1, name: 'Employer Profile' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Company Information', 'Contact Information', 'Preferences', 'Security']);
  });

  it('sends only non-blank trimmed fields, with the founded year as a whole number', async () => {
    const user = userEvent.setup();
    const { calls } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Company Information' }));
    await user.clear(screen.getByRole('textbox', { name: 'Industry' }));
    await user.type(screen.getByRole('textbox', { name: /^Founded Year/ }), ' 1999 ');
    await user.type(screen.getByRole('textbox', { name: 'City' }), '  Leeds  ');
    await user.type(screen.getByRole('textbox', { name: 'Country' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    // Only this section's fields: the server keeps the contact details as they are.
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ company_name: 'Northwind', founded_year: 1999, company_city: 'Leeds' });
  });

  it('refuses a blank first name on the contact tab and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = openPage('/employer-profile?tab=contact');
    await user.click(await screen.findByRole('button', { name: 'Edit Contact Information' }));
    await user.clear(screen.getByRole('textbox', { name: /^First Name/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('link', { name: 'First name and last name are required' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses a founded year before 1800 on the field', async () => {
    const user = userEvent.setup();
    const { calls } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Company Information' }));
    await user.type(screen.getByRole('textbox', { name: /^Founded Year/ }), '1700');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('link', { name: /^Founded year must be between 1800 and \d{4}$/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Founded Year/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('offers no switch that does nothing: email about new applications, and display settings that really apply', async () => {
    const user = userEvent.setup();
    const { calls } = openPage('/employer-profile?tab=preferences');
    const notice = (await screen.findByRole('heading', { level: 3, name: 'Notifications' })).closest('section')!;
    expect(notice).toHaveTextContent('Updates always arrive on your Notifications page. Text messages are not offered.');
    expect(within(notice).getByRole('link', { name: 'Notifications page' })).toHaveAttribute('href', '/notifications');
    const email = await within(notice).findByRole('checkbox', { name: 'Email me about new applications' });
    expect(email).toBeChecked();
    // How often: each application, or a summary a day; the choice goes away with the mails.
    const group = within(notice).getByRole('group', { name: 'How should we email you about new applications?' });
    expect(within(group).getByRole('radio', { name: 'One email for each application' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'One summary a day' }));
    await user.click(email);
    expect(within(notice).queryByRole('group', { name: 'How should we email you about new applications?' })).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Save Notification Settings' }));
    expect(await screen.findByText('Preferences updated successfully!')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/v1/users/preferences').map((c) => c.body)).toEqual([{ email_notifications: false, new_application_emails: 'daily' }]);
    for (const gone of ['Job alerts and updates', 'Email notifications', 'SMS notifications', 'Make company profile public to job seekers', 'Show contact information to job seekers', 'Screen reader optimisation', 'Large text']) {
      expect(screen.queryByRole('checkbox', { name: gone })).not.toBeInTheDocument();
    }
    expect(screen.getByText('The site works with screen readers as it is: there is no special mode to switch on.')).toBeInTheDocument();

    // Text size and high contrast change the page at once, then are saved with the account.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Text size' }), '24');
    expect(document.documentElement.style.fontSize).toBe('24px');
    await user.click(screen.getByRole('checkbox', { name: 'High contrast' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'high-contrast');
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/v1/users/preferences')).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/v1/users/preferences').at(-1)?.body).toEqual({
      accessibility_high_contrast: true,
      accessibility_reduced_motion: false,
      accessibility_large_text: true,
      font_size: 24,
    });
  });
});
