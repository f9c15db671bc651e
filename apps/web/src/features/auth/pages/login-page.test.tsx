import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakePreferences, fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import LoginPage from './login-page.tsx';

afterEach(() => vi.unstubAllGlobals());
const dashboard = [{ path: '/dashboard', element: <p>dashboard page</p> }];

describe('LoginPage', () => {
  it('lists the fixed messages in an error summary that takes focus', async () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Email is required');
    expect(summary).toHaveTextContent('Password is required');
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is required');
  });

  it('rejects an address that is not email-shaped', async () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Password/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Please enter a valid email address')).not.toHaveLength(0);
  });

  it('shows the server message on failure and stays on the page', async () => {
    const { fetchStub } = stubFetch({
      'POST /v1/auth/login': () => ({ status: 401, body: { success: false, error: { code: 'UNAUTHORIZED', message: 'Invalid email or password' } } }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<LoginPage />, { route: '/login', routes: dashboard });
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Invalid email or password')).not.toHaveLength(0);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stores the token, toasts and goes to the dashboard on success', async () => {
    const user = fakeUser('applicant');
    const { fetchStub, calls } = stubFetch({
      'POST /v1/auth/login': () => ({ body: { success: true, data: { token: 'tok-1', user } } }),
      'GET /v1/users/profile': profileAnswer(user),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<LoginPage />, { route: '/login', routes: dashboard });
    await userEvent.type(screen.getByLabelText(/^Email/), 'ADA@example.com ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(screen.getByText('Login successful! Welcome back.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/v1/auth/login', body: { email: 'ada@example.com', password: 'Secret123' } });
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/users/profile')).toBe(true));
  });

  it("applies the display settings saved with the account on sign-in, as on another device", async () => {
    const user = fakeUser('employer');
    const preferences = { ...fakePreferences, font_size: 24, accessibility_high_contrast: true, accessibility_reduced_motion: true };
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /v1/auth/login': () => ({ body: { success: true, data: { token: 'tok-2', user } } }),
        'GET /v1/users/profile': () => ({ body: { success: true, data: { user, preferences } } }),
      }).fetchStub,
    );
    renderWithProviders(<LoginPage />, { route: '/login', routes: dashboard });
    // No size chosen on this device: the browser's own applies.
    expect(document.documentElement.style.fontSize).toBe('');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Lantern-Quartz-Meadow-41');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.style.fontSize).toBe('24px'));
    expect(document.documentElement).toHaveAttribute('data-theme', 'high-contrast');
    expect(document.documentElement).toHaveAttribute('data-reduced-motion', 'true');
    expect(localStorage.getItem('fontSize')).toBe('24');
  });

  it('keeps what was chosen on this device when the account never saved display settings', async () => {
    localStorage.setItem('fontSize', '28');
    const user = fakeUser('applicant');
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'POST /v1/auth/login': () => ({ body: { success: true, data: { token: 'tok-3', user } } }), 'GET /v1/users/profile': profileAnswer(user) }).fetchStub,
    );
    renderWithProviders(<LoginPage />, { route: '/login', routes: dashboard });
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Lantern-Quartz-Meadow-41');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(document.documentElement.style.fontSize).toBe('28px');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });
});
