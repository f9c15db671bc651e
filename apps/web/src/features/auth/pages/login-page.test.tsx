import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { fakeUser, profileAnswer } from '../../../test/fixtures.ts';
import LoginPage from './login-page.tsx';

afterEach(() => vi.unstubAllGlobals());
const dashboard = [{ path: '/dashboard', element: <p>dashboard page</p> }];

describe('LoginPage', () => {
  it('lists the spec messages in an error summary that takes focus', async () => {
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
});
