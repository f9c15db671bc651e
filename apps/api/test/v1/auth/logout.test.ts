import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, registerUser, type TestApp } from '../../helpers/app.ts';
import { expectError } from '../../helpers/expect.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logout = (token?: string) => call(t.app, 'POST', '/v1/auth/logout', token ? { token } : {});
const profileWith = (token: string) => call(t.app, 'GET', '/v1/users/profile', { token });

describe('POST /v1/auth/logout', () => {
  it('revokes the token: it no longer opens the profile and cannot log out twice', async () => {
    const { token } = await registerUser(t.app);

    const res = await logout(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out successfully!' });

    expectError(await profileWith(token), 401, 'UNAUTHORIZED');
    expectError(await logout(token), 401, 'UNAUTHORIZED');
  });

  it("leaves the user's other sessions signed in", async () => {
    const account = await registerUser(t.app);
    const other = (await login(t.app, account.email, account.password)).json().data.token as string;

    expect((await logout(account.token)).statusCode).toBe(200);
    expect((await profileWith(other)).statusCode).toBe(200);
  });

  it("cannot sign out another user's session", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);

    expect((await logout(alice.token)).statusCode).toBe(200);
    expect((await profileWith(bob.token)).statusCode).toBe(200);
  });

  it('lets the user sign in again afterwards', async () => {
    const account = await registerUser(t.app);
    await logout(account.token);

    const again = await login(t.app, account.email, account.password);
    expect(again.statusCode).toBe(200);
    expect((await profileWith(again.json().data.token)).statusCode).toBe(200);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expectError(await logout(), 401, 'UNAUTHORIZED', 'Please sign in to continue');
    expectError(await logout('not-a-real-token'), 401, 'UNAUTHORIZED');
  });
});
