import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test-utils.tsx';
import { codeInText } from '../components/otp-field.tsx';
import { ResetSuccess } from '../components/reset-success.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const ok = (message: string) => () => ({ body: { success: true, message } });
const INVALID = 'Invalid or expired OTP. Please check the code or request a new one.';
const refused = () => ({ status: 400, body: { success: false, error: { code: 'VALIDATION_ERROR', message: INVALID }, errors: [{ field: 'otp', message: INVALID }] } });

function stubResetApi(overrides: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({
    'POST /v1/auth/forgot-password': ok('Password reset OTP sent successfully!'),
    'POST /v1/auth/verify-otp': ok('OTP verified successfully!'),
    'POST /v1/auth/reset-password': ok('Password reset successfully!'),
    ...overrides,
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return stub.calls;
}

async function toOtpStep(email = 'Ada@Example.com') {
  renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
  await userEvent.type(screen.getByLabelText(/^Email address/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  return screen.findByRole('heading', { name: /Step 2 of 4/ });
}

describe('ForgotPasswordPage', () => {
  it("checks the email with the fixed messages before calling", async () => {
    const calls = stubResetApi();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent('Email address is required');
    await userEvent.type(screen.getByLabelText(/^Email address/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findAllByText('Please enter a valid email address')).not.toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it('goes email, code, password, done with the fixed toasts, and remembers the address meanwhile', async () => {
    const calls = stubResetApi();
    const heading = await toOtpStep();
    expect(heading).toHaveFocus();
    expect(screen.getByText('Password reset OTP sent successfully!')).toBeInTheDocument();
    expect(localStorage.getItem('reset-email')).toBe('ada@example.com');

    const otp = screen.getByLabelText(/^OTP/);
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(otp);
    await userEvent.paste('Your code: 04 27');
    expect(otp).toHaveValue('0427');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('heading', { name: /Step 3 of 4/ })).toHaveFocus();
    expect(screen.getByText('OTP verified successfully!')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^New password/), 'Lantern-Quartz-Meadow-41');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Lantern-Quartz-Meadow-41');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: /Step 4 of 4/ })).toHaveFocus();
    expect(screen.getByText('Password reset successfully!')).toBeInTheDocument();
    expect(localStorage.getItem('reset-email')).toBeNull();
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/v1/auth/forgot-password', { email: 'ada@example.com' }],
      ['/v1/auth/verify-otp', { email: 'ada@example.com', otp: '0427' }],
      ['/v1/auth/reset-password', { email: 'ada@example.com', otp: '0427', newPassword: 'Lantern-Quartz-Meadow-41' }],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Go to Login Now' }));
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('shows the server message for a refused code on the field and keeps the step', async () => {
    stubResetApi({ 'POST /v1/auth/verify-otp': refused });
    await toOtpStep();
    await userEvent.type(screen.getByLabelText(/^OTP/), '1111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByLabelText(/^OTP/)).toHaveAccessibleDescription(expect.stringContaining(INVALID));
    expect(screen.getByRole('heading', { name: /Step 2 of 4/ })).toBeInTheDocument();
  });

  it("checks the code's shape: 'OTP must be a 4-digit number'", async () => {
    const calls = stubResetApi();
    await toOtpStep();
    await userEvent.type(screen.getByLabelText(/^OTP/), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent('OTP must be a 4-digit number');
    expect(calls).toHaveLength(1);
  });

  it('Change Email goes back to the first step and clears the address', async () => {
    stubResetApi();
    await toOtpStep();
    await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByRole('heading', { name: /Step 1 of 4/ })).toHaveFocus();
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('');
    expect(localStorage.getItem('reset-email')).toBeNull();
  });

  it('Resend OTP asks again; a refusal (once a minute) is shown', async () => {
    let n = 0;
    const calls = stubResetApi({
      'POST /v1/auth/forgot-password': () =>
        ++n === 1
          ? { body: { success: true, message: 'Password reset OTP sent successfully!' } }
          : { status: 429, body: { success: false, error: { code: 'RATE_LIMITED', message: 'You can ask for a new code once a minute. Please try again in 40 seconds.' } } },
    });
    await toOtpStep();
    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findAllByText('You can ask for a new code once a minute. Please try again in 40 seconds.')).not.toHaveLength(0);
    expect(calls.filter((c) => c.path === '/v1/auth/forgot-password')).toHaveLength(2);
  });

  it('Back to OTP returns to the code step with the code cleared; the buttons are disabled while sending', async () => {
    let release: () => void = () => {};
    stubResetApi({
      'POST /v1/auth/reset-password': ok('Password reset successfully!'),
    });
    await toOtpStep();
    await userEvent.type(screen.getByLabelText(/^OTP/), '0427');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByRole('heading', { name: /Step 3 of 4/ });
    await userEvent.click(screen.getByRole('button', { name: 'Back to OTP' }));
    expect(await screen.findByLabelText(/^OTP/)).toHaveValue('');

    const slow = stubFetch({ 'POST /v1/auth/verify-otp': ok('OTP verified successfully!') });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((resolve) => (release = () => resolve(slow.fetchStub(input, init)))));
    await userEvent.type(screen.getByLabelText(/^OTP/), '0427');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    for (const name of ['Verify OTP', 'Change Email', 'Resend OTP']) expect(screen.getByRole('button', { name })).toBeDisabled();
    release();
    await screen.findByRole('heading', { name: /Step 3 of 4/ });
  });

  it("uses the fixed default when the server sends no text", async () => {
    stubResetApi({ 'POST /v1/auth/forgot-password': () => ({ status: 500, body: null }) });
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await userEvent.type(screen.getByLabelText(/^Email address/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findAllByText('Failed to send reset email. Please try again.')).not.toHaveLength(0);
  });
});

describe('ResetSuccess', () => {
  it('counts down 3 seconds, then redirects', () => {
    vi.useFakeTimers();
    const onRedirect = vi.fn();
    render(<ResetSuccess onRedirect={onRedirect} />);
    expect(screen.getByText('Taking you to the sign-in page in 3 seconds.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Taking you to the sign-in page in 2 seconds.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(onRedirect).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onRedirect).toHaveBeenCalledTimes(1);
  });

  it("'Stay on this page' turns the countdown off", () => {
    vi.useFakeTimers();
    const onRedirect = vi.fn();
    render(<ResetSuccess onRedirect={onRedirect} />);
    act(() => vi.advanceTimersByTime(1000));
    act(() => screen.getByRole('button', { name: 'Stay on this page' }).click());
    act(() => vi.advanceTimersByTime(10_000));
    expect(onRedirect).not.toHaveBeenCalled();
    expect(screen.getByText('You can sign in with your new password whenever you are ready.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Go to Login Now' }).click());
    expect(onRedirect).toHaveBeenCalledTimes(1);
  });
});

describe('codeInText', () => {
  it('finds the code in what people paste', () => {
    expect(['0427', ' 0427 ', '04 27', '04-27', 'Your code: 0427', 'Your code:\n\n    0427'].map(codeInText)).toEqual(Array(6).fill('0427'));
    expect(codeInText('no code here')).toBeNull();
    expect(codeInText('12')).toBeNull();
  });
});
