import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpdatePreferencesResponse } from '@jobboard/contracts/profiles';
import { call, createAdmin, createTestApp, registerUser, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { auditTrail } from '../../helpers/stored.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_IP: '100000' });
});
afterAll(() => t.close());

const save = (token: string, body: unknown) => call(t.app, 'PUT', '/v1/users/preferences', { token, body });
const preferencesOf = async (token: string) => (await call(t.app, 'GET', '/v1/users/profile', { token })).json().data.preferences;

describe('PUT /v1/users/preferences', () => {
  it('changes only the preferences sent and answers all of them', async () => {
    const account = await registerUser(t.app);
    const before = await preferencesOf(account.token);
    const res = await save(account.token, { job_alerts: false, sms_notifications: true, accessibility_high_contrast: true, font_size: 24 });

    expect(res.statusCode, res.body).toBe(200);
    const body = UpdatePreferencesResponse.parse(res.json());
    expect(body.message).toBe('Preferences updated successfully!');
    const expected = { ...before, job_alerts: false, sms_notifications: true, accessibility_high_contrast: true, font_size: 24 };
    expect(body.data.preferences).toEqual(expected);
    expect(await preferencesOf(account.token)).toEqual(expected);
  });

  it.each(['applicant', 'employer'])('lets a %s set privacy and accessibility toggles', async (role) => {
    const account = await registerUser(t.app, { role });
    const changes = { privacy_public_profile: false, privacy_contact_info: true, accessibility_large_text: true, accessibility_screen_reader: true, accessibility_reduced_motion: true };
    expect((await save(account.token, changes)).json().data.preferences).toMatchObject(changes);
  });

  it.each(['applicant', 'employer'])('refuses the administrator-only flags for a %s', async (role) => {
    const account = await registerUser(t.app, { role });
    const res = await save(account.token, { job_alerts: false, system_notifications: false, admin_alerts: false });
    const body = expectFieldError(res, 'system_notifications', 'Only administrators can change system_notifications');
    expect(body.errors).toContainEqual({ field: 'admin_alerts', message: 'Only administrators can change admin_alerts' });
    expect((await preferencesOf(account.token)).job_alerts).toBe(true);
  });

  it('lets an administrator set the system flags', async () => {
    const admin = await createAdmin(t);
    expect((await preferencesOf(admin.token)).privacy_public_profile).toBe(false);
    const res = await save(admin.token, { system_notifications: false, admin_alerts: false });
    expect(res.json().data.preferences).toMatchObject({ system_notifications: false, admin_alerts: false });
  });

  it.each([
    [{}, 'body', 'Choose at least one preference to update'],
    [{ job_alerts: 'yes' }, 'job_alerts', 'Job alerts must be true or false'],
    [{ email_notifications: null }, 'email_notifications', 'Email notifications must be true or false'],
    [{ font_size: 13 }, 'font_size', 'Font size must be an even number from 8 to 36'],
    [{ font_size: 38 }, 'font_size', 'Font size must be an even number from 8 to 36'],
    [{ font_size: 6 }, 'font_size', 'Font size must be an even number from 8 to 36'],
    [{ theme: 'dark' }, 'theme', 'Unknown field: theme'],
  ])('refuses %j', async (body, field, message) => {
    const account = await registerUser(t.app);
    expectFieldError(await save(account.token, body), field, message);
  });

  it('answers 401 without a session', async () => {
    expectError(await call(t.app, 'PUT', '/v1/users/preferences', { body: { job_alerts: false } }), 401, 'UNAUTHORIZED');
  });

  it('writes an audit row', async () => {
    const account = await registerUser(t.app);
    await save(account.token, { sms_notifications: true });
    const rows = (await auditTrail(t)).filter((r) => r.userId === account.user.id && r.actionType === 'PREFERENCES_UPDATED');
    expect(rows.map((r) => r.description)).toEqual(['Updated preferences: sms_notifications']);
  });
});
