import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import RegisterPage from './register-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PASSPHRASE = 'Lantern-Quartz-Meadow-41';

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
}

describe('RegisterPage', () => {
  it('has its five sections and links to the legal pages', () => {
    renderWithProviders(<RegisterPage />, { route: '/register' });
    for (const legend of ['Personal Information', 'Account Security', 'Account Type', 'Accessibility Preferences', 'Terms and Conditions']) {
      expect(screen.getByRole('group', { name: new RegExp(legend) })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/at least 18 years old/)).toBeInTheDocument();
    const sizes = within(screen.getByLabelText('Preferred text size')).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(sizes).toEqual(['12', '16', '20', '24', '28']);
  });

  it('shows every fixed required-field message on an empty submit', async () => {
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Email is required',
      'Password is required',
      'Please confirm your password',
      'Please select your account type',
      'You must accept the Terms of Service and Privacy Policy to register',
    ]) {
      expect(summary).toHaveTextContent(message);
    }
    expect(summary).toHaveFocus();
  });

  it('checks lengths, phone, password length and confirmation', async () => {
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 8 characters, and not easy to guess: a few unrelated words make a strong passphrase.',
    );
    await fill({ 'First name': 'A'.repeat(51), 'Phone': '0123', 'Password': 'abc1234', 'Confirm password': 'abc1235' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('First name must be less than 50 characters');
    expect(summary).toHaveTextContent('Please enter a valid phone number');
    expect(summary).toHaveTextContent('Password must be at least 8 characters');
    expect(summary).toHaveTextContent('Passwords do not match');
    // Any characters will do: a passphrase of words alone is not refused here.
    await fill({ Password: 'correct horse battery staple', 'Confirm password': 'correct horse battery staple' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).not.toHaveTextContent(/Password/);
  });

  it('sends the registration payload and applies the display choices', async () => {
    const user = fakeUser('employer', { first_name: 'Kai' });
    const { fetchStub, calls } = stubFetch({
      'POST /v1/auth/register': () => ({ status: 201, body: { success: true, data: { token: 'tok-2', user } } }),
      'GET /v1/users/profile': profileAnswer(user),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<RegisterPage />, { route: '/register', routes: [{ path: '/dashboard', element: <p>dashboard page</p> }] });
    await fill({ 'First name': 'Kai', 'Last name': 'Moreno', Email: 'kai@example.com', Password: PASSPHRASE, 'Confirm password': PASSPHRASE });
    await userEvent.click(screen.getByLabelText(/Employer/));
    await userEvent.selectOptions(screen.getByLabelText('Preferred text size'), '24');
    await userEvent.click(screen.getByLabelText('Use high contrast'));
    await userEvent.click(screen.getByLabelText('I accept the Terms of Service and Privacy Policy'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(screen.getByText('Registration successful! Welcome to Inclusive Jobs.')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({
      email: 'kai@example.com',
      password: PASSPHRASE,
      firstName: 'Kai',
      lastName: 'Moreno',
      phone: null,
      role: 'employer',
      termsAccepted: true,
      accommodations: null,
      accessibilityPreferences: { fontSize: 24, highContrast: true, reducedMotion: false },
    });
    expect(document.documentElement.style.fontSize).toBe('24px');
    expect(document.documentElement.dataset.theme).toBe('high-contrast');
  });

  it('asks a job seeker their privacy choices, previews them, and sends them', async () => {
    const user = fakeUser('applicant', { first_name: 'Nia' });
    const { fetchStub, calls } = stubFetch({
      'POST /v1/auth/register': () => ({ status: 201, body: { success: true, data: { token: 'tok-3', user } } }),
      'GET /v1/users/profile': profileAnswer(user),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<RegisterPage />, { route: '/register', routes: [{ path: '/dashboard', element: <p>dashboard page</p> }] });
    expect(screen.queryByRole('group', { name: 'Privacy' })).not.toBeInTheDocument();
    await fill({ 'First name': 'Nia', 'Last name': 'Adeyemi', Email: 'nia@example.com', Password: 'Lantern-Quartz-Meadow-41', 'Confirm password': 'Lantern-Quartz-Meadow-41' });
    await userEvent.click(screen.getByLabelText(/Job Seeker/));
    const privacy = await screen.findByRole('group', { name: 'Privacy' });
    const findable = within(privacy).getByRole('checkbox', { name: 'Employers can find my basic profile in the Candidate Finder' });
    expect(findable).toBeChecked();
    expect(within(privacy).getByRole('radio', { name: 'When I apply (default)' })).toBeChecked();
    const preview = within(privacy).getByRole('region', { name: 'Preview: what an employer sees' });
    expect(preview).toHaveTextContent('Nia Adeyemi');

    await userEvent.click(findable);
    await userEvent.click(within(privacy).getByRole('radio', { name: 'When I receive an offer' }));
    expect(preview).toHaveTextContent('Employers cannot find you in the Candidate Finder.');
    expect(preview).toHaveTextContent('"Not shared yet"');
    await userEvent.click(screen.getByLabelText('I accept the Terms of Service and Privacy Policy'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ role: 'applicant', privacy: { publicProfile: false, disclosureStage: 'offered', disclosureInFinder: false } });
  });

  it("puts the server's refusal of an easily guessed password on the password field and in the summary", async () => {
    const message = 'This password is too easy to guess: this is a commonly used password. Try a longer passphrase of a few unrelated words.';
    const { fetchStub } = stubFetch({
      'POST /v1/auth/register': () => ({ status: 400, body: { success: false, error: { code: 'VALIDATION_ERROR', message }, errors: [{ field: 'password', message }] } }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fill({ 'First name': 'Kai', 'Last name': 'Moreno', Email: 'kai@example.com', Password: 'password1', 'Confirm password': 'password1' });
    await userEvent.click(screen.getByLabelText(/Job Seeker/));
    await userEvent.click(screen.getByLabelText('I accept the Terms of Service and Privacy Policy'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: message })).toHaveAttribute('href', '#register-password');
    expect(summary).toHaveFocus();
    const field = screen.getByLabelText(/^Password/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('puts a duplicate-email answer on the email field', async () => {
    const message = 'An account with this email already exists';
    const { fetchStub } = stubFetch({
      'POST /v1/auth/register': () => ({ status: 409, body: { success: false, error: { code: 'CONFLICT', message }, errors: [{ field: 'email', message }] } }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fill({ 'First name': 'Kai', 'Last name': 'Moreno', Email: 'kai@example.com', Password: PASSPHRASE, 'Confirm password': PASSPHRASE });
    await userEvent.click(screen.getByLabelText(/Job Seeker/));
    await userEvent.click(screen.getByLabelText('I accept the Terms of Service and Privacy Policy'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveAccessibleDescription(message);
  });
});
