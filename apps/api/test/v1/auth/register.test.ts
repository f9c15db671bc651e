import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResponse } from '@jobboard/contracts/auth';
import { UserSchema } from '@jobboard/contracts/users';
import { call, createTestApp, login, registerUser, STRONG_PASSWORD, uniqueEmail, validRegistration, type TestApp } from '../../helpers/app.ts';
import { countUsers, sessionsOf, userByEmail } from '../../helpers/stored.ts';
import { expectError, expectFieldError, expectWeakPassword } from '../../helpers/expect.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (body: unknown, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/v1/auth/register', { body, ...(headers ? { headers } : {}) });

/** Registers with one field changed (or removed, with `undefined`) and expects that field's message. */
async function expectRefused(field: string, value: unknown, message: string) {
  const body: Record<string, unknown> = validRegistration({ [field]: value });
  if (value === undefined) delete body[field];
  const before = await countUsers(t);
  const res = await register(body);
  expectFieldError(res, field, message);
  expect(await countUsers(t)).toBe(before);
}

describe('POST /v1/auth/register', () => {
  it('creates the account and answers 201 with a working token and the user', async () => {
    const body = validRegistration({ firstName: 'Grace', lastName: 'Hopper', phone: '+14155550123', role: 'employer' });
    const res = await register(body);

    expect(res.statusCode).toBe(201);
    const json = AuthResponse.parse(res.json());
    expect(json.data.user).toMatchObject({
      email: body.email,
      role: 'employer',
      first_name: 'Grace',
      last_name: 'Hopper',
      phone: '+14155550123',
      is_active: true,
    });
    expect(json.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const profile = await call(t.app, 'GET', '/v1/users/profile', { token: json.data.token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.user.id).toBe(json.data.user.id);
  });

  it('answers exactly the public user fields: no password, hash or storage key', async () => {
    const body = validRegistration();
    const res = await register(body);

    expect(Object.keys(res.json().data.user).sort()).toEqual(Object.keys(UserSchema.shape).sort());
    expect(res.body).not.toContain(body.password);
    expect(res.body).not.toMatch(/password|hash|argon2|_key|token_hash/i);
  });

  it('keeps only the hash of the session token', async () => {
    const { token, user } = await registerUser(t.app);
    const stored = await sessionsOf(t, user.id);

    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores the email trimmed and in lower case, and signs in with any letter case', async () => {
    const local = uniqueEmail('Mixed.Case');
    const res = await register(validRegistration({ email: `  ${local.toUpperCase()}  ` }));

    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.email).toBe(local.toLowerCase());
    expect((await userByEmail(t, local))!.email).toBe(local.toLowerCase());
    expect((await login(t.app, local.toUpperCase(), STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('stores the accessibility preferences chosen on the form', async () => {
    const { token } = await registerUser(t.app, {
      accessibilityPreferences: { fontSize: 24, highContrast: true, reducedMotion: true },
    });
    const res = await call(t.app, 'GET', '/v1/users/profile', { token });

    expect(res.json().data.preferences).toMatchObject({
      font_size: 24,
      accessibility_high_contrast: true,
      accessibility_reduced_motion: true,
      accessibility_large_text: true,
    });
  });

  it('uses the default display settings when none are sent', async () => {
    const { token } = await registerUser(t.app, { accessibilityPreferences: undefined, accommodations: undefined, phone: undefined });
    const res = await call(t.app, 'GET', '/v1/users/profile', { token });

    expect(res.json().data.preferences).toMatchObject({
      font_size: 16,
      accessibility_high_contrast: false,
      accessibility_reduced_motion: false,
      accessibility_large_text: false,
    });
    expect(res.json().data.user.phone).toBeNull();
  });

  it('refuses a font size that is not one of the form choices', async () => {
    const res = await register(validRegistration({ accessibilityPreferences: { fontSize: 13 } }));
    expectFieldError(res, 'accessibilityPreferences.fontSize', 'Font size must be one of 12, 16, 20, 24, 28');
  });

  describe('duplicate email', () => {
    it('answers 409 for an address that is already registered', async () => {
      const { email } = await registerUser(t.app);
      const res = await register(validRegistration({ email }));

      expectError(res, 409, 'CONFLICT', 'An account with this email already exists');
      expect(res.json().errors).toEqual([{ field: 'email', message: 'An account with this email already exists' }]);
    });

    it('treats a different letter case as the same address', async () => {
      const local = uniqueEmail('ada');
      const [name, domain] = local.split('@') as [string, string];
      await registerUser(t.app, { email: local });
      const res = await register(validRegistration({ email: `${name[0]!.toUpperCase()}${name.slice(1)}@${domain.toUpperCase()}` }));

      expectError(res, 409, 'CONFLICT');
    });

    it('creates exactly one account when two registrations with one email race', async () => {
      const email = uniqueEmail('race');
      const before = await countUsers(t);
      const answers = await Promise.all([
        register(validRegistration({ email, firstName: 'First' })),
        register(validRegistration({ email: email.toUpperCase(), firstName: 'Second' })),
      ]);

      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expectError(answers.find((r) => r.statusCode === 409)!, 409, 'CONFLICT', 'An account with this email already exists');
      expect(await countUsers(t)).toBe(before + 1);
    });
  });

  describe('validation messages, word for word', () => {
    it.each([
      ['firstName', '', 'First name must be at least 2 characters'],
      ['firstName', 'A', 'First name must be at least 2 characters'],
      ['firstName', '  A  ', 'First name must be at least 2 characters'],
      ['firstName', 'x'.repeat(51), 'First name must be less than 50 characters'],
      ['lastName', 'B', 'Last name must be at least 2 characters'],
      ['lastName', 'y'.repeat(51), 'Last name must be less than 50 characters'],
      ['email', undefined, 'Email is required'],
      ['email', '', 'Email is required'],
      ['email', '   ', 'Email is required'],
      ['email', 'not-an-email', 'Please enter a valid email address'],
      ['email', 'ada@example', 'Please enter a valid email address'],
      ['email', 'ada lovelace@example.com', 'Please enter a valid email address'],
      ['phone', '0123', 'Please enter a valid phone number'],
      ['phone', '+', 'Please enter a valid phone number'],
      ['phone', 'abc', 'Please enter a valid phone number'],
      ['phone', '+12345678901234567', 'Please enter a valid phone number'],
      ['password', '', 'Password is required'],
      ['password', 'abc12', 'Password must be at least 8 characters'],
      ['password', 'abc123', 'Password must be at least 8 characters'],
      ['password', 'Qz7#pLx', 'Password must be at least 8 characters'],
      ['role', undefined, 'Please select your account type'],
      ['role', '', 'Please select your account type'],
      ['role', 'superuser', 'Please select your account type'],
      ['termsAccepted', false, 'You must accept the Terms of Service and Privacy Policy to register'],
      ['termsAccepted', undefined, 'You must accept the Terms of Service and Privacy Policy to register'],
    ])('%s = %j → %s', async (field, value, message) => {
      await expectRefused(field, value, message);
    });

    it.each([
      ['phone', '+14155550123'],
      ['phone', '14155550123'],
      ['phone', ''],
      ['phone', undefined],
      ['firstName', 'Al'],
      ['firstName', 'x'.repeat(50)],
      // Any characters (ASVS 5.0 V6.2.5): no digit, capital or symbol is required of a passphrase.
      ['password', 'correct horse battery staple'],
      ['password', 'Lantern-Quartz-Meadow-41'],
    ])('accepts %s = %j', async (field, value) => {
      const body: Record<string, unknown> = validRegistration({ [field]: value });
      if (value === undefined) delete body[field];
      expect((await register(body)).statusCode).toBe(201);
    });

    describe('easily guessed passwords (ASVS 5.0 V6.2)', () => {
      it.each([
        ['password1', /: this is a commonly used password\./],
        ['Secret123', /: this is similar to a commonly used password\./],
        ['qwertyuiop', /./],
        ['aaaaaaaaaaaa', /: repeated characters like "aaa" are easy to guess\./],
      ])('refuses %j on the password field and creates nothing', async (password, reason) => {
        const body = validRegistration({ password });
        const before = await countUsers(t);
        expectWeakPassword(await register(body), 'password', reason);
        expect(await countUsers(t)).toBe(before);
        expectError(await login(t.app, body.email, password), 401, 'UNAUTHORIZED');
      });

      it("refuses a password made of the person's own name or email, which is fine for someone else", async () => {
        const person = { firstName: 'Quillon', lastName: 'Brackenfeld' };
        const personal = /: there should not be any personal or page related data\./;
        expectWeakPassword(await register(validRegistration({ ...person, password: 'QuillonBrackenfeld' })), 'password', personal);
        const email = uniqueEmail('zephyrantholloway');
        expectWeakPassword(await register(validRegistration({ email, password: email.split('@')[0] })), 'password', personal);
        expectWeakPassword(await register(validRegistration({ password: 'InclusiveJobs2026' })), 'password', personal);
        expect((await register(validRegistration({ password: 'QuillonBrackenfeld' }))).statusCode).toBe(201);
      });
    });

    it('refuses an administrator account and creates nothing', async () => {
      const body = validRegistration({ role: 'admin' });
      const res = await register(body);

      expectFieldError(res, 'role', 'Administrator accounts cannot be created by registration');
      expect(await userByEmail(t, body.email)).toBeUndefined();
      expectError(await login(t.app, body.email, body.password), 401, 'UNAUTHORIZED');
    });

    it('lists every field error, the first one as error.message', async () => {
      const res = await register(validRegistration({ email: 'nope', firstName: 'A', password: 'short', termsAccepted: false }));

      const body = expectError(res, 400, 'VALIDATION_ERROR');
      expect(body.errors).toEqual([
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'password', message: 'Password must be at least 8 characters' },
        { field: 'firstName', message: 'First name must be at least 2 characters' },
        { field: 'termsAccepted', message: 'You must accept the Terms of Service and Privacy Policy to register' },
      ]);
      expect(body.error.message).toBe('Please enter a valid email address');
    });

    it('refuses an unknown field by name', async () => {
      const res = await register(validRegistration({ x: 1 }));
      expectFieldError(res, 'x', 'Unknown field: x');
    });

    it('refuses fields that would set what only the server decides', async () => {
      const res = await register(validRegistration({ is_active: true, isActive: true, password_hash: 'x' }));
      const body = expectError(res, 400, 'VALIDATION_ERROR');
      expect(body.errors!.map((e) => e.field).sort()).toEqual(['isActive', 'is_active', 'password_hash']);
    });
  });

  describe('malformed input answers 4xx and creates nothing', () => {
    const email = uniqueEmail('malformed');
    const cases: Array<[string, unknown, Record<string, string>?]> = [
      ['a number for the email', validRegistration({ email: 42 })],
      ['a string for termsAccepted', validRegistration({ email, termsAccepted: 'true' })],
      ['a string for the font size', validRegistration({ email, accessibilityPreferences: { fontSize: '16' } })],
      ['null preferences', validRegistration({ email, accessibilityPreferences: null })],
      ['an object for the first name', validRegistration({ email, firstName: { $ne: null } })],
      ['an array body', [validRegistration({ email })]],
      ['a null body', 'null', { 'content-type': 'application/json' }],
      ['a body that is not JSON', '{"email": ', { 'content-type': 'application/json' }],
      ['an empty JSON body', '', { 'content-type': 'application/json' }],
      ['no body at all', undefined],
      ['a form-encoded body', `email=${email}&password=${STRONG_PASSWORD}`, { 'content-type': 'application/x-www-form-urlencoded' }],
      ['a 300 KB body', validRegistration({ email, accommodations: 'x'.repeat(300 * 1024) })],
      ['accommodations over 1000 characters', validRegistration({ email, accommodations: 'x'.repeat(1001) })],
      ['a 200-character password', validRegistration({ email, password: `a1${'x'.repeat(198)}` })],
      ['a 300-character email', validRegistration({ email: `${'x'.repeat(290)}@example.com` })],
    ];

    it.each(cases)('%s', async (_label, body, headers) => {
      const before = await countUsers(t);
      const res = await register(body, headers);

      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ success: false, error: { code: expect.any(String), message: expect.any(String) } });
      expect(await countUsers(t)).toBe(before);
    });

    it('leaves the address free for a correct registration afterwards', async () => {
      expect((await register(validRegistration({ email }))).statusCode).toBe(201);
    });
  });
});
