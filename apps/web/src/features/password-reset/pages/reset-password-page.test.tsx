import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ok = (message: string) => () => ({ body: { success: true, message } });
const PASSPHRASE = 'Lantern-Quartz-Meadow-41';
const login = [{ path: '/login', element: <p>sign-in page</p> }];

describe('ResetPasswordPage', () => {
  it("says 'Invalid Reset Link' with no address in the link or in this browser", () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password', path: '/reset-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new reset code' })).toHaveAttribute('href', '/forgot-password');
  });

  it('takes the address from the link, resets, clears the remembered address and goes to sign in', async () => {
    localStorage.setItem('reset-email', 'other@example.com');
    const { fetchStub, calls } = stubFetch({
      'POST /v1/auth/verify-otp': ok('OTP verified successfully!'),
      'POST /v1/auth/reset-password': ok('Password reset successfully!'),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?email=ada%40example.com', path: '/reset-password', routes: login });
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^OTP/), '0427');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('heading', { name: /Step 2 of 2/ })).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/^New password/), PASSPHRASE);
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Other2027');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('Passwords do not match')).not.toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), PASSPHRASE);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(screen.getByText('Password reset successfully!')).toBeInTheDocument();
    expect(localStorage.getItem('reset-email')).toBeNull();
    expect(calls.at(-1)).toMatchObject({ path: '/v1/auth/reset-password', body: { email: 'ada@example.com', otp: '0427', newPassword: PASSPHRASE } });
  });

  it('falls back to the address remembered in this browser', () => {
    localStorage.setItem('reset-email', 'kept@example.com');
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password', path: '/reset-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByText('kept@example.com')).toBeInTheDocument();
  });

  it("checks the new password with the fixed messages", async () => {
    vi.stubGlobal('fetch', stubFetch({ 'POST /v1/auth/verify-otp': ok('OTP verified successfully!') }).fetchStub);
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?email=ada%40example.com', path: '/reset-password' });
    await userEvent.type(screen.getByLabelText(/^OTP/), '0427');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByRole('heading', { name: /Step 2 of 2/ });
    await userEvent.type(screen.getByLabelText(/^New password/), 'abc1234');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Password must be at least 8 characters long');
    expect(summary).toHaveTextContent('Please confirm your password');
  });

  it("puts the server's refusal of an easily guessed password on the new password field, once", async () => {
    const message = 'This password is too easy to guess: this is a commonly used password. Try a longer passphrase of a few unrelated words.';
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /v1/auth/verify-otp': ok('OTP verified successfully!'),
        'POST /v1/auth/reset-password': () => ({ status: 400, body: { success: false, error: { code: 'VALIDATION_ERROR', message }, errors: [{ field: 'newPassword', message }] } }),
      }).fetchStub,
    );
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?email=ada%40example.com', path: '/reset-password' });
    await userEvent.type(screen.getByLabelText(/^OTP/), '0427');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByRole('heading', { name: /Step 2 of 2/ });
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'At least 8 characters, and not easy to guess: a few unrelated words make a strong passphrase.',
    );
    await userEvent.type(screen.getByLabelText(/^New password/), 'password1');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: message })).toHaveAttribute('href', '#reset-new-password');
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(expect.stringContaining(message));
    // The page shows it in the summary and at the field, plus the toast: not again in a box of its own.
    const inSummary = within(summary).getByText(message);
    expect(screen.getAllByText(message).filter((el) => el !== inSummary && el.closest('.alert--error'))).toEqual([]);
    expect(screen.getByRole('heading', { name: /Step 2 of 2/ })).toBeInTheDocument();
  });
});
