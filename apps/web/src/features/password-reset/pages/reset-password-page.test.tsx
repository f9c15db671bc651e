import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ok = (message: string) => () => ({ body: { success: true, message } });
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
    await userEvent.type(screen.getByLabelText(/^New password/), 'Fresh2027');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Other2027');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('Passwords do not match')).not.toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Fresh2027');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(screen.getByText('Password reset successfully!')).toBeInTheDocument();
    expect(localStorage.getItem('reset-email')).toBeNull();
    expect(calls.at(-1)).toMatchObject({ path: '/v1/auth/reset-password', body: { email: 'ada@example.com', otp: '0427', newPassword: 'Fresh2027' } });
  });

  it('falls back to the address remembered in this browser', () => {
    localStorage.setItem('reset-email', 'kept@example.com');
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password', path: '/reset-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByText('kept@example.com')).toBeInTheDocument();
  });

  it("checks the new password with the spec's messages", async () => {
    vi.stubGlobal('fetch', stubFetch({ 'POST /v1/auth/verify-otp': ok('OTP verified successfully!') }).fetchStub);
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?email=ada%40example.com', path: '/reset-password' });
    await userEvent.type(screen.getByLabelText(/^OTP/), '0427');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByRole('heading', { name: /Step 2 of 2/ });
    await userEvent.type(screen.getByLabelText(/^New password/), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Password must be at least 6 characters long');
    expect(summary).toHaveTextContent('Please confirm your password');
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.type(screen.getByLabelText(/^New password/), 'abcdefgh');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('Password must contain both letters and numbers')).not.toHaveLength(0);
  });
});
