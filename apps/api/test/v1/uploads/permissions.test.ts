import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdmin, createTestApp, registerUser, type TestApp } from '../../helpers/app.ts';
import { expectError } from '../../helpers/expect.ts';
import { FILES, multipart } from '../../helpers/uploads.ts';

// docs/architecture.md#security: every profile, password and upload route called as anonymous and as each role.
// All of them act on the caller's own account only, so every signed-in role may use them and
// none takes another user's id.

type Actor = 'anonymous' | 'applicant' | 'employer' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'applicant', 'employer', 'admin'];
const tokens: Partial<Record<Actor, string>> = {};
const passwords: Partial<Record<Actor, string>> = {};

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-permissions-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  for (const role of ['applicant', 'employer'] as const) {
    const account = await registerUser(t.app, { role });
    [tokens[role], passwords[role]] = [account.token, account.password];
  }
  const admin = await createAdmin(t);
  [tokens.admin, passwords.admin] = [admin.token, admin.password];
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const NAMES = { first_name: 'Ada', last_name: 'Lovelace' };
const PROFILE: Record<Exclude<Actor, 'anonymous'>, object> = { applicant: NAMES, employer: { ...NAMES, company_name: 'Engines' }, admin: NAMES };

function request(actor: Actor, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const auth = actor === 'anonymous' ? {} : { authorization: `Bearer ${tokens[actor]}` };
  if (url.startsWith('/v1/upload/') && method === 'POST') {
    const part = url.endsWith('resume') ? { name: 'resume', fileName: 'cv.pdf', content: FILES.pdf } : { name: 'profilePicture', fileName: 'me.png', content: FILES.png };
    const form = multipart([part]);
    return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...auth } });
  }
  return call(t.app, method, url, { ...(actor === 'anonymous' ? {} : { token: tokens[actor]! }), ...(body === undefined ? {} : { body }) });
}

// Order matters within an actor: upload before download and delete.
const ROUTES: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, (actor: Exclude<Actor, 'anonymous'>) => unknown]> = [
  ['update profile', 'PUT', '/v1/users/profile', (a) => PROFILE[a]],
  ['update preferences', 'PUT', '/v1/users/preferences', () => ({ job_alerts: false })],
  ['upload resume', 'POST', '/v1/upload/resume', () => undefined],
  ['download resume', 'GET', '/v1/upload/download/resume', () => undefined],
  ['delete resume', 'DELETE', '/v1/upload/resume', () => undefined],
  ['upload picture', 'POST', '/v1/upload/profile-picture', () => undefined],
  ['download picture', 'GET', '/v1/upload/download/profile-picture', () => undefined],
  ['delete picture', 'DELETE', '/v1/upload/profile-picture', () => undefined],
  ['change password (PUT)', 'PUT', '/v1/users/change-password', (a) => ({ currentPassword: passwords[a], newPassword: 'Copper-Lichen-Walrus-83', confirmPassword: 'Copper-Lichen-Walrus-83' })],
];

describe.each(ACTORS)('as %s', (actor) => {
  it.each(ROUTES)('%s: %s %s', async (_name, method, url, body) => {
    const res = await request(actor, method, url, actor === 'anonymous' ? { x: 1 } : body(actor));
    if (actor === 'anonymous') expectError(res, 401, 'UNAUTHORIZED', 'Please sign in to continue');
    else expect(res.statusCode, res.body).toBe(200);
  });
});

it('the job seeker change-password route works for each role too', async () => {
  for (const actor of ['applicant', 'employer', 'admin'] as const) {
    const res = await call(t.app, 'POST', '/v1/auth/change-password', { token: tokens[actor]!, body: { currentPassword: 'Copper-Lichen-Walrus-83', newPassword: 'Maple-Orbit-Tundra-65' } });
    expect(res.statusCode, res.body).toBe(200);
  }
  expectError(await call(t.app, 'POST', '/v1/auth/change-password', { body: { currentPassword: 'a', newPassword: 'b' } }), 401, 'UNAUTHORIZED');
});
