import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@jobboard/contracts/roles';
import type { User } from '@jobboard/contracts/users';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import ProfilePage from './profile-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function openProfile(role: Role, routes: Parameters<typeof stubFetch>[0] = {}, user: User = fakeUser(role), route = '/profile') {
  localStorage.setItem('token', 'tok');
  const stub = stubFetch({ 'GET /v1/users/profile': profileAnswer(user), ...routes });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { ...stub, ...renderWithProviders(<ProfilePage />, { route, path: '/profile', routes: [{ path: '/employer-profile', element: <Where /> }] }) };
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('ProfilePage routing by role', () => {
  it('sends an employer to /employer-profile', async () => {
    openProfile('employer');
    expect(await screen.findByTestId('where')).toHaveTextContent('/employer-profile');
  });

  it('shows an administrator the Administrator profile tabs', async () => {
    openProfile('admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrator Profile' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Personal Information', 'Preferences', 'Security']);
  });

  it('shows a job seeker the seven tabs, opening the one named in ?tab=', async () => {
    openProfile('applicant', {}, fakeUser('applicant'), '/profile?tab=security');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Personal Information', 'Resume', 'Profile Picture', 'Preferences', 'Privacy', 'Security', 'Accessibility']);
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Personal Information (job seeker)', () => {
  it('edits, focuses the first field, sends the snake_case body and returns to view mode', async () => {
    const user = userEvent.setup();
    const seeker = fakeUser('applicant', { skills: ['Python'] });
    const { calls } = openProfile('applicant', {
      'PUT /v1/users/profile': (body) => ({ body: { success: true, data: { user: { ...seeker, first_name: 'Grace', experience_years: 4 } }, _sent: body } }),
    }, seeker);
    await user.click(await screen.findByRole('button', { name: 'Edit Personal Information' }));
    const first = screen.getByRole('textbox', { name: /^First Name/ });
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email cannot be changed. Contact support if needed.');
    await user.clear(first);
    await user.type(first, ' Grace ');
    await user.type(screen.getByRole('textbox', { name: /^Years of Experience/ }), '4');
    await user.type(screen.getByRole('textbox', { name: 'Skills' }), 'python{Enter}');
    expect(screen.getAllByText('Skill "python" already exists!').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ first_name: 'Grace', last_name: 'Lovelace', experience_years: 4, skills: ['Python'] });
    expect(put?.body).not.toHaveProperty('firstName');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Personal Information' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Edit Personal Information' })).toBeInTheDocument();
  });

  it('sets location and remote preference (the job match asks for both) and shows them in view mode', async () => {
    const user = userEvent.setup();
    const seeker = fakeUser('applicant');
    const { calls } = openProfile('applicant', {
      'PUT /v1/users/profile': () => ({ body: { success: true, data: { user: { ...seeker, location: 'Leeds', remote_preference: 'hybrid' } } } }),
    }, seeker);
    await user.click(await screen.findByRole('button', { name: 'Edit Personal Information' }));
    const location = screen.getByRole('textbox', { name: 'Location' });
    expect(location).toHaveAccessibleDescription(/The city you want to work in/);
    await user.type(location, ' Leeds ');
    const remote = screen.getByRole('combobox', { name: 'Remote Preference' });
    expect(remote).toHaveAccessibleDescription(/remotely, on site, a mix of both/);
    await user.selectOptions(remote, 'Hybrid');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ location: 'Leeds', remote_preference: 'hybrid' });
    const details = screen.getByText('Remote Preference').closest('dl')!;
    expect(details).toHaveTextContent('LocationLeeds');
    expect(details).toHaveTextContent('Remote PreferenceHybrid');
  });

  it("refuses blank names with 'First name and last name are required' and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = openProfile('applicant');
    await user.click(await screen.findByRole('button', { name: 'Edit Personal Information' }));
    await user.clear(screen.getByRole('textbox', { name: /^Last Name/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'First name and last name are required' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('Change Password', () => {
  async function openPasswordForm(role: Role, routes: Parameters<typeof stubFetch>[0] = {}) {
    const user = userEvent.setup();
    const stub = openProfile(role, routes, fakeUser(role), '/profile?tab=security');
    const toggle = await screen.findByRole('button', { name: 'Change Password' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByLabelText(/^Current Password/), 'OldPass1');
    return { user, ...stub };
  }

  it("job seeker: 'New passwords do not match', nothing sent", async () => {
    const { user, calls } = await openPasswordForm('applicant');
    await user.type(screen.getByLabelText(/^New Password/), 'NewPass22');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'NewPass23');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('link', { name: 'New passwords do not match' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('password'))).toEqual([]);
  });

  it("administrator: at least 8 characters, then 'New passwords do not match!', nothing sent", async () => {
    const { user, calls } = await openPasswordForm('admin');
    await user.type(screen.getByLabelText(/^New Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('link', { name: 'New password must be at least 8 characters' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New Password/), 'longer1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('link', { name: 'New passwords do not match!' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('password'))).toEqual([]);
  });

  it.each([
    ['applicant', 'POST /v1/auth/change-password'],
    ['admin', 'PUT /v1/users/change-password'],
  ] as const)("%s: the server's refusal of an easily guessed password is shown on New Password", async (role, route) => {
    const message = 'This password is too easy to guess: this is a commonly used password. Try a longer passphrase of a few unrelated words.';
    const { user } = await openPasswordForm(role, {
      [route]: () => ({ status: 400, body: { success: false, error: { code: 'VALIDATION_ERROR', message }, errors: [{ field: 'newPassword', message }] } }),
    });
    await user.type(screen.getByLabelText(/^New Password/), 'password1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'password1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    const link = await screen.findByRole('link', { name: message });
    expect(link).toHaveAttribute('href', '#password-new');
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(expect.stringContaining(message));
    // The form stays open for another try.
    expect(screen.getByRole('button', { name: 'Change Password' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('administrator: a matching change is PUT to /users/change-password and closes the form', async () => {
    const { user, calls } = await openPasswordForm('admin', { 'PUT /v1/users/change-password': () => ({ body: { success: true } }) });
    await user.type(screen.getByLabelText(/^New Password/), 'Lantern-Quartz-Meadow-41');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Lantern-Quartz-Meadow-41');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/v1/users/change-password')?.body).toEqual({ currentPassword: 'OldPass1', newPassword: 'Lantern-Quartz-Meadow-41', confirmPassword: 'Lantern-Quartz-Meadow-41' });
    expect(screen.getByRole('button', { name: 'Change Password' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Preferences that do something', () => {
  it('shows an administrator no system, alert or privacy switch, and the display settings instead', async () => {
    openProfile('admin', {}, fakeUser('admin'), '/profile?tab=preferences');
    await screen.findByRole('heading', { level: 2, name: 'Preferences' });
    expect(screen.getByRole('heading', { level: 3, name: 'Notifications' }).closest('section')).toHaveTextContent(
      'Updates always arrive on your Notifications page. Text messages are not offered.',
    );
    expect(screen.queryByRole('group', { name: 'System' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Privacy' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').map((c) => (c as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['High contrast', 'Reduced motion']);
    expect(screen.getByRole('combobox', { name: 'Text size' })).toBeInTheDocument();
  });

  it("offers the job seeker only the switch that does something, and points to the Privacy and Accessibility tabs", async () => {
    openProfile('applicant', {}, fakeUser('applicant'), '/profile?tab=preferences');
    await screen.findByRole('heading', { level: 2, name: 'Preferences' });
    await screen.findByRole('checkbox', { name: 'Email me about my applications' });
    expect(screen.getAllByRole('checkbox').map((c) => (c as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Email me about my applications', 'Email me job alerts']);
    expect(screen.getByRole('link', { name: 'saved searches' })).toHaveAttribute('href', '/saved-searches');
    expect(screen.getByRole('checkbox', { name: 'Email me about my applications' })).toHaveAccessibleDescription('When an employer changes the status of one of your applications, with their note to you.');
    expect(screen.getByRole('link', { name: 'Notifications page' })).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('link', { name: 'Privacy tab' })).toHaveAttribute('href', '/profile?tab=privacy');
    expect(screen.getByRole('link', { name: 'Accessibility tab' })).toHaveAttribute('href', '/profile?tab=accessibility');
  });

  it("drops the seeker's screen reader switch from the Accessibility tab, with one honest sentence", async () => {
    openProfile('applicant', {}, fakeUser('applicant'), '/profile?tab=accessibility');
    await screen.findByRole('heading', { level: 2, name: 'Display Preferences' });
    expect(screen.queryByRole('checkbox', { name: 'Screen reader optimisation' })).not.toBeInTheDocument();
    expect(screen.getByText('The site works with screen readers as it is: there is no special mode to switch on.')).toBeInTheDocument();
  });
});
