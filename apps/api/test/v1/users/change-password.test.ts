import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdmin, createTestApp, freshIp, login, registerUser, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError, expectRateLimited, expectWeakPassword } from '../../helpers/expect.ts';
import { auditTrail } from '../../helpers/stored.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_IP: '100000', LOGIN_ATTEMPTS_PER_IP: '100000', LOGIN_FAILURES_PER_ACCOUNT: '5' });
});
afterAll(() => t.close());

const WRONG = 'Current password is incorrect';
const NEW_PASSWORD = 'Copper-Lichen-Walrus-83';

/** Both routes, each with a body that passes its own rules. */
const ROUTES = [
  {
    name: 'POST /v1/auth/change-password',
    change: (token: string, currentPassword: string, newPassword: string) =>
      call(t.app, 'POST', '/v1/auth/change-password', { token, body: { currentPassword, newPassword } }),
  },
  {
    name: 'PUT /v1/users/change-password',
    change: (token: string, currentPassword: string, newPassword: string) =>
      call(t.app, 'PUT', '/v1/users/change-password', { token, body: { currentPassword, newPassword, confirmPassword: newPassword } }),
  },
];
const me = (token: string) => call(t.app, 'GET', '/v1/users/profile', { token });

describe.each(ROUTES)('$name', ({ change }) => {
  it('changes the password, keeps this session and signs out every other one', async () => {
    const account = await registerUser(t.app);
    const other = (await login(t.app, account.email, account.password)).json().data.token as string;

    const res = await change(account.token, account.password, NEW_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password changed successfully!' });

    expect((await me(account.token)).statusCode).toBe(200);
    expectError(await me(other), 401, 'UNAUTHORIZED');
    expectError(await login(t.app, account.email, account.password, { ip: freshIp() }), 401, 'UNAUTHORIZED', 'Invalid email or password');
    expect((await login(t.app, account.email, NEW_PASSWORD, { ip: freshIp() })).statusCode).toBe(200);

    const rows = (await auditTrail(t)).filter((r) => r.userId === account.user.id && r.actionType === 'PASSWORD_CHANGED');
    expect(rows.map((r) => r.success)).toEqual([true]);
  });

  it('refuses a wrong current password, changes nothing and audits the try', async () => {
    const account = await registerUser(t.app);
    const other = (await login(t.app, account.email, account.password)).json().data.token as string;

    expectFieldError(await change(account.token, 'NotMyPassword1', NEW_PASSWORD), 'currentPassword', WRONG);
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(t.app, account.email, account.password, { ip: freshIp() })).statusCode).toBe(200);
    const rows = (await auditTrail(t)).filter((r) => r.userId === account.user.id && r.actionType === 'PASSWORD_CHANGED');
    expect(rows.map((r) => [r.success, r.description])).toEqual([[false, 'Password change refused: current password is incorrect']]);
  });

  it('refuses a new password equal to the current one', async () => {
    const account = await registerUser(t.app);
    expectFieldError(await change(account.token, account.password, account.password), 'newPassword', 'New password must be different from the current password');
  });

  it('refuses an easily guessed new password (password1) on the newPassword field and changes nothing', async () => {
    const account = await registerUser(t.app);
    const other = (await login(t.app, account.email, account.password)).json().data.token as string;

    expectWeakPassword(await change(account.token, account.password, 'password1'), 'newPassword', /: this is a commonly used password\./);
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(t.app, account.email, account.password, { ip: freshIp() })).statusCode).toBe(200);
    expectError(await login(t.app, account.email, 'password1', { ip: freshIp() }), 401, 'UNAUTHORIZED');
  });

  it("refuses a new password made of the account's own name and company", async () => {
    const account = await registerUser(t.app, { role: 'employer', firstName: 'Quillon', lastName: 'Brackenfeld' });
    expect((await call(t.app, 'PUT', '/v1/users/profile', { token: account.token, body: { company_name: 'Zephyrant Holdings' } })).statusCode).toBe(200);
    const personal = /: there should not be any personal or page related data\./;
    expectWeakPassword(await change(account.token, account.password, 'QuillonBrackenfeld'), 'newPassword', personal);
    expectWeakPassword(await change(account.token, account.password, 'ZephyrantHoldings!'), 'newPassword', personal);
    // The same passwords are fine for someone else.
    const stranger = await registerUser(t.app, { role: 'employer' });
    expect((await change(stranger.token, stranger.password, 'QuillonBrackenfeld')).statusCode).toBe(200);
  });

  it('limits wrong current passwords like sign-in failures', async () => {
    const account = await registerUser(t.app);
    for (let i = 0; i < 5; i++) expectError(await change(account.token, `Wrong${i}pass`, NEW_PASSWORD), 400, 'VALIDATION_ERROR', WRONG);
    expectRateLimited(await change(account.token, account.password, NEW_PASSWORD), 15 * 60);
  });

  it('answers 401 without a session', async () => {
    expectError(await call(t.app, 'PUT', '/v1/users/change-password', { body: {} }), 401, 'UNAUTHORIZED');
    expectError(await call(t.app, 'POST', '/v1/auth/change-password', { body: {} }), 401, 'UNAUTHORIZED');
  });
});

describe('POST /v1/auth/change-password rules (job seeker page)', () => {
  const post = (token: string, body: unknown) => call(t.app, 'POST', '/v1/auth/change-password', { token, body });

  it.each([
    [{ newPassword: NEW_PASSWORD }, 'currentPassword', 'Current password is required'],
    [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'currentPassword', 'Current password is required'],
    [{ currentPassword: 'x' }, 'newPassword', 'Password is required'],
    [{ currentPassword: 'x', newPassword: 'ab1' }, 'newPassword', 'Password must be at least 8 characters'],
    [{ currentPassword: 'x', newPassword: 'abc1234' }, 'newPassword', 'Password must be at least 8 characters'],
    [{ currentPassword: 'x', newPassword: `a1${'x'.repeat(127)}` }, 'newPassword', 'Password must be at most 128 characters'],
    [{ currentPassword: 'x', newPassword: NEW_PASSWORD, confirmPassword: 'Other456' }, 'confirmPassword', 'New passwords do not match'],
    [{ currentPassword: 'x', newPassword: NEW_PASSWORD, extra: 1 }, 'extra', 'Unknown field: extra'],
  ])('refuses %j', async (body, field, message) => {
    const account = await registerUser(t.app);
    expectFieldError(await post(account.token, body), field, message);
  });

  it('accepts a matching confirmation', async () => {
    const account = await registerUser(t.app);
    expect((await post(account.token, { currentPassword: account.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });
});

describe('PUT /v1/users/change-password rules (administrator and employer pages)', () => {
  const put = (token: string, body: unknown) => call(t.app, 'PUT', '/v1/users/change-password', { token, body });

  it.each([
    [{ currentPassword: 'x', newPassword: 'short1', confirmPassword: 'short1' }, 'newPassword', 'New password must be at least 8 characters'],
    [{ currentPassword: 'x', newPassword: 'longenough', confirmPassword: 'different1' }, 'confirmPassword', 'New passwords do not match!'],
    [{ currentPassword: 'x', newPassword: 'longenough' }, 'confirmPassword', 'Please confirm your new password'],
    [{ newPassword: 'longenough', confirmPassword: 'longenough' }, 'currentPassword', 'Current password is required'],
  ])('refuses %j', async (body, field, message) => {
    const account = await registerUser(t.app, { role: 'employer' });
    expectFieldError(await put(account.token, body), field, message);
  });

  it('lets an administrator change their password', async () => {
    const admin = await createAdmin(t);
    expect((await put(admin.token, { currentPassword: admin.password, newPassword: 'Maple-Orbit-Tundra-65', confirmPassword: 'Maple-Orbit-Tundra-65' })).statusCode).toBe(200);
    expect((await login(t.app, admin.email, 'Maple-Orbit-Tundra-65', { ip: freshIp() })).statusCode).toBe(200);
  });
});
