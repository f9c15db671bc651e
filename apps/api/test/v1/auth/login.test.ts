import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResponse } from '@jobboard/contracts/auth';
import { UserSchema } from '@jobboard/contracts/users';
import { users } from '../../../src/db/schema.ts';
import { call, createTestApp, login, registerUser, uniqueEmail, type TestApp } from '../../helpers/app.ts';
import { setUserActive } from '../../helpers/stored.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileWith = (token: string) => call(t.app, 'GET', '/v1/users/profile', { token });

describe('POST /v1/auth/login', () => {
  it('signs in with the right password: 200, a new working token and the user', async () => {
    const account = await registerUser(t.app);
    const res = await login(t.app, account.email, account.password);

    expect(res.statusCode).toBe(200);
    const json = AuthResponse.parse(res.json());
    expect(json.message).toBe('Login successful! Welcome back.');
    expect(json.data.user.id).toBe(account.user.id);
    expect(Object.keys(json.data.user).sort()).toEqual(Object.keys(UserSchema.shape).sort());
    expect(res.body).not.toMatch(/password|hash/i);
    expect(json.data.token).not.toBe(account.token);
    expect((await profileWith(json.data.token)).statusCode).toBe(200);
  });

  it('finds the account whatever the letter case and surrounding spaces of the email', async () => {
    const account = await registerUser(t.app);
    const res = await login(t.app, `  ${account.email.toUpperCase()} `, account.password);
    expect(res.statusCode).toBe(200);
  });

  it('sets last_login', async () => {
    const account = await registerUser(t.app);
    await t.database.db.update(users).set({ lastLogin: null }).where(eq(users.id, account.user.id));
    const before = Date.now();
    const res = await login(t.app, account.email, account.password);

    const lastLogin = Date.parse(res.json().data.user.last_login);
    expect(lastLogin).toBeGreaterThanOrEqual(before - 1000);
    expect(lastLogin).toBeLessThanOrEqual(Date.now() + 1000);
    const profile = await profileWith(res.json().data.token);
    expect(profile.json().data.user.last_login).toBe(res.json().data.user.last_login);
  });

  describe('wrong credentials', () => {
    it('refuses a wrong password with 401 "Invalid email or password" and no token', async () => {
      const account = await registerUser(t.app);
      const res = await login(t.app, account.email, 'Wrong1234');

      expectError(res, 401, 'UNAUTHORIZED', 'Invalid email or password');
      expect(res.json().data).toBeUndefined();
    });

    it('answers an unknown email exactly like a wrong password, so addresses cannot be probed', async () => {
      const account = await registerUser(t.app);
      const wrongPassword = await login(t.app, account.email, 'Wrong1234');
      const unknownEmail = await login(t.app, uniqueEmail('nobody'), 'Wrong1234');

      expectError(unknownEmail, 401, 'UNAUTHORIZED', 'Invalid email or password');
      expect(unknownEmail.json()).toEqual(wrongPassword.json());
    });

    it('does not accept the password hash or a case variant of the password', async () => {
      const account = await registerUser(t.app, { password: 'Lantern-Quartz-Meadow-41' });
      expectError(await login(t.app, account.email, 'lantern-quartz-meadow-41'), 401, 'UNAUTHORIZED');
      expectError(await login(t.app, account.email, 'Lantern-Quartz-Meadow-41 '), 401, 'UNAUTHORIZED');
    });
  });

  describe('deactivated account', () => {
    it('refuses the right password with 403 and no token', async () => {
      const account = await registerUser(t.app);
      await setUserActive(t, account.user.id, false);
      const res = await login(t.app, account.email, account.password);

      expectError(res, 403, 'ACCOUNT_INACTIVE', 'Your account has been deactivated. Please contact support.');
      expect(res.body).not.toContain('token');
    });

    it('still answers a wrong password with 401, revealing nothing about the account', async () => {
      const account = await registerUser(t.app);
      await setUserActive(t, account.user.id, false);
      expectError(await login(t.app, account.email, 'Wrong1234'), 401, 'UNAUTHORIZED', 'Invalid email or password');
    });

    it('stops the tokens the user already holds', async () => {
      const account = await registerUser(t.app);
      expect((await profileWith(account.token)).statusCode).toBe(200);

      await setUserActive(t, account.user.id, false);
      expectError(await profileWith(account.token), 401, 'UNAUTHORIZED');
      expectError(await call(t.app, 'POST', '/v1/auth/logout', { token: account.token }), 401, 'UNAUTHORIZED');
    });
  });

  describe('validation messages, word for word', () => {
    it.each([
      [{ password: 'Secret123' }, 'email', 'Email is required'],
      [{ email: '', password: 'Secret123' }, 'email', 'Email is required'],
      [{ email: 'ada.example.com', password: 'Secret123' }, 'email', 'Please enter a valid email address'],
      [{ email: 'ada@example.com' }, 'password', 'Password is required'],
      [{ email: 'ada@example.com', password: '' }, 'password', 'Password is required'],
    ])('%j → %s: %s', async (body, field, message) => {
      expectFieldError(await call(t.app, 'POST', '/v1/auth/login', { body }), field, message);
    });

    it.each([
      ['a number for the password', { email: 'ada@example.com', password: 123456 }],
      ['an object for the email', { email: { $gt: '' }, password: 'x' }],
      ['an unknown field', { email: 'ada@example.com', password: 'x', role: 'admin' }],
      ['a 2000-character password', { email: 'ada@example.com', password: 'a1'.repeat(1000) }],
      ['an array body', [{ email: 'ada@example.com', password: 'x' }]],
    ])('refuses %s with 400', async (_label, body) => {
      expectError(await call(t.app, 'POST', '/v1/auth/login', { body }), 400, 'VALIDATION_ERROR');
    });
  });
});
