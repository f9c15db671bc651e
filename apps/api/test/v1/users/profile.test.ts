import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetProfileResponse, PreferencesSchema, UserSchema } from '@jobboard/contracts/users';
import { call, createAdmin, createTestApp, registerUser, type TestApp } from '../../helpers/app.ts';
import { expectError } from '../../helpers/expect.ts';
import { sessionsOf, updateSessionsOf } from '../../helpers/stored.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (headers: Record<string, string> = {}) => call(t.app, 'GET', '/v1/users/profile', { headers });
const profileWith = (token: string) => call(t.app, 'GET', '/v1/users/profile', { token });

/** Preferences of a new account. */
const DEFAULT_PREFERENCES = {
  job_alerts: true,
  email_notifications: true,
  new_application_emails: 'each',
  sms_notifications: false,
  privacy_public_profile: true,
  privacy_contact_info: false,
  accessibility_high_contrast: false,
  accessibility_large_text: false,
  accessibility_screen_reader: false,
  accessibility_reduced_motion: false,
  font_size: 16,
  system_notifications: true,
  admin_alerts: true,
};

describe('GET /v1/users/profile', () => {
  it("answers the signed-in user's own account with every public field and nothing secret", async () => {
    const account = await registerUser(t.app, { firstName: 'Ada', lastName: 'Lovelace', phone: '+14155550123', accommodations: 'Screen reader' });
    const res = await profileWith(account.token);

    expect(res.statusCode).toBe(200);
    const { data } = GetProfileResponse.parse(res.json());
    expect(Object.keys(res.json().data.user).sort()).toEqual(Object.keys(UserSchema.shape).sort());
    expect(Object.keys(res.json().data.preferences).sort()).toEqual(Object.keys(PreferencesSchema.shape).sort());
    expect(data.user).toMatchObject({
      id: account.user.id,
      email: account.email,
      role: 'applicant',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+14155550123',
      accommodations: 'Screen reader',
      skills: [],
      accessibility_needs: [],
      resume_url: null,
      profile_picture_url: null,
      is_active: true,
      profile: { resume_url: null },
    });
    expect(res.body).not.toMatch(/password|hash|_key|token/i);
  });

  it.each(['applicant', 'employer'])('gives a new %s the default preferences', async (role) => {
    const { token } = await registerUser(t.app, { role });
    expect((await profileWith(token)).json().data.preferences).toEqual(DEFAULT_PREFERENCES);
  });

  it('keeps an administrator profile private by default', async () => {
    const admin = await createAdmin(t);
    const res = await profileWith(admin.token);

    expect(res.json().data.user.role).toBe('admin');
    expect(res.json().data.preferences).toEqual({ ...DEFAULT_PREFERENCES, privacy_public_profile: false });
  });

  it('answers each user their own profile only', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);

    expect((await profileWith(alice.token)).json().data.user.id).toBe(alice.user.id);
    expect((await profileWith(bob.token)).json().data.user.id).toBe(bob.user.id);
  });

  describe('without a valid token', () => {
    it.each([
      ['no Authorization header', {}],
      ['a garbage token', { authorization: 'Bearer garbage' }],
      ["'Bearer' alone", { authorization: 'Bearer' }],
      ["'Bearer ' and spaces", { authorization: 'Bearer    ' }],
      ['a 1000-character token', { authorization: `Bearer ${'a'.repeat(1000)}` }],
      ['a token with spaces inside', { authorization: 'Bearer abc def' }],
      ['non-ASCII bytes', { authorization: 'Bearer \u00ff\u00fe\u00fd' }],
      ['Basic credentials', { authorization: `Basic ${Buffer.from('ada@example.com:Secret123').toString('base64')}` }],
      ['a token in a cookie', { cookie: 'token=abc' }],
    ])('answers 401 for %s', async (_label, headers) => {
      expectError(await profile(headers), 401, 'UNAUTHORIZED', 'Please sign in to continue');
    });

    it('does not take the token from the query string', async () => {
      const { token } = await registerUser(t.app);
      expectError(await call(t.app, 'GET', `/v1/users/profile?token=${token}`), 401, 'UNAUTHORIZED');
    });

    it('refuses an expired session', async () => {
      const account = await registerUser(t.app);
      await updateSessionsOf(t, account.user.id, { expiresAt: new Date(Date.now() - 1000) });
      expectError(await profileWith(account.token), 401, 'UNAUTHORIZED');
    });
  });

  it('accepts the bearer scheme in any letter case', async () => {
    const { token } = await registerUser(t.app);
    expect((await profile({ authorization: `bearer ${token}` })).statusCode).toBe(200);
  });

  it('slides the expiry of a session in use to 30 days from now', async () => {
    const account = await registerUser(t.app);
    const soon = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const twoMinutesAgo = new Date(Date.now() - 2 * 60 * 1000);
    await updateSessionsOf(t, account.user.id, { expiresAt: soon, lastUsedAt: twoMinutesAgo });

    expect((await profileWith(account.token)).statusCode).toBe(200);
    const [session] = await sessionsOf(t, account.user.id);
    const days = (session!.expiresAt.getTime() - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});
