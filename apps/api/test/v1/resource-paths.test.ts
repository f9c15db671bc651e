// The API's resource paths beside the ones the original specification names: PATCH for partial
// updates, saved jobs as a resource of the seeker's list; the specification's paths stay, as aliases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNotification } from '../../src/modules/notifications/notifications.repository.ts';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { expectError } from '../helpers/expect.ts';
import { postJob, registerApplicant, registerEmployer } from '../helpers/jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const savedIds = async (token: string) =>
  ((await call(t.app, 'GET', '/v1/users/saved-jobs', { token })).json().data.jobs as Array<{ id: string }>).map((j) => j.id);

describe('PATCH for partial updates', () => {
  it('changes only the preferences the body names', async () => {
    const seeker = await registerApplicant(t);
    const before = (await call(t.app, 'GET', '/v1/users/profile', { token: seeker.token })).json().data.preferences;
    const res = await call(t.app, 'PATCH', '/v1/users/preferences', { token: seeker.token, body: { job_alerts: !before.job_alerts } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t.app, 'GET', '/v1/users/profile', { token: seeker.token })).json().data.preferences).toEqual({ ...before, job_alerts: !before.job_alerts });
    expectError(await call(t.app, 'PATCH', '/v1/users/preferences', { token: seeker.token, body: { job_alerts: 'yes' } }), 400, 'VALIDATION_ERROR');
  });

  it('renames a saved search and keeps its filters', async () => {
    const seeker = await registerApplicant(t);
    const created = await call(t.app, 'POST', '/v1/saved-searches', { token: seeker.token, body: { name: 'Braille', query: { search: 'braille' }, frequency: 'daily' } });
    const id = created.json().data.savedSearch.id as string;
    const res = await call(t.app, 'PATCH', `/v1/saved-searches/${id}`, { token: seeker.token, body: { name: 'Braille jobs' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.savedSearch).toMatchObject({ name: 'Braille jobs', frequency: 'daily', query: { search: 'braille' } });
    const other = await registerApplicant(t);
    expectError(await call(t.app, 'PATCH', `/v1/saved-searches/${id}`, { token: other.token, body: { name: 'Mine now' } }), 404, 'NOT_FOUND');
  });
});

describe('notifications marked read with PATCH', () => {
  const note = (userId: string, message: string) => insertNotification(t.database.db, { userId, type: 'system', message, icon: 'info', createdAt: new Date() });
  const unread = async (token: string) => (await call(t.app, 'GET', '/v1/notifications', { token })).json().data.unreadCount as number;

  it('marks one, then all, read; only with { read: true }, and only one’s own', async () => {
    const seeker = await registerApplicant(t);
    for (const message of ['One', 'Two', 'Three']) await note(seeker.user.id, message);
    expect(await unread(seeker.token)).toBe(3);
    const first = (await call(t.app, 'GET', '/v1/notifications', { token: seeker.token })).json().data.notifications[0] as { id: string };

    expectError(await call(t.app, 'PATCH', `/v1/notifications/${first.id}`, { token: seeker.token, body: { read: false } }), 400, 'VALIDATION_ERROR');
    const other = await registerApplicant(t);
    expectError(await call(t.app, 'PATCH', `/v1/notifications/${first.id}`, { token: other.token, body: { read: true } }), 404, 'NOT_FOUND');
    expect(await unread(seeker.token)).toBe(3);

    const one = await call(t.app, 'PATCH', `/v1/notifications/${first.id}`, { token: seeker.token, body: { read: true } });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.unreadCount).toBe(2);
    const all = await call(t.app, 'PATCH', '/v1/notifications', { token: seeker.token, body: { read: true } });
    expect(all.statusCode, all.body).toBe(200);
    expect(await unread(seeker.token)).toBe(0);
  });
});

describe('saved jobs as a resource', () => {
  it('PUT adds a job to the seeker’s saved list and DELETE removes it, each any number of times', async () => {
    const employer = await registerEmployer(t);
    const job = await postJob(t, employer.token);
    const seeker = await registerApplicant(t);
    for (let i = 0; i < 2; i++) expect((await call(t.app, 'PUT', `/v1/users/saved-jobs/${job.id}`, { token: seeker.token })).statusCode).toBe(200);
    expect(await savedIds(seeker.token)).toEqual([job.id]);
    for (let i = 0; i < 2; i++) expect((await call(t.app, 'DELETE', `/v1/users/saved-jobs/${job.id}`, { token: seeker.token })).statusCode).toBe(200);
    expect(await savedIds(seeker.token)).toEqual([]);
    // The specification's path reaches the same list.
    expect((await call(t.app, 'POST', `/v1/jobs/${job.id}/save`, { token: seeker.token })).statusCode).toBe(200);
    expect(await savedIds(seeker.token)).toEqual([job.id]);
  });

  it('is the job seeker’s alone, and only for jobs that exist', async () => {
    const employer = await registerEmployer(t);
    const job = await postJob(t, employer.token);
    expectError(await call(t.app, 'PUT', `/v1/users/saved-jobs/${job.id}`, { token: employer.token }), 403, 'FORBIDDEN');
    expectError(await call(t.app, 'PUT', `/v1/users/saved-jobs/${job.id}`), 401, 'UNAUTHORIZED');
    const seeker = await registerApplicant(t);
    expectError(await call(t.app, 'PUT', '/v1/users/saved-jobs/00000000-0000-4000-8000-000000000000', { token: seeker.token }), 404, 'NOT_FOUND');
    expect(await savedIds(seeker.token)).toEqual([]);
  });
});

describe('the API description', () => {
  it('lists the resource paths, and the specification’s paths as aliases of them', async () => {
    const doc = (await call(t.app, 'GET', '/v1/docs/json')).json();
    expect(doc.paths['/v1/users/preferences'].patch.operationId).toBe('patchUsersPreferences');
    expect(doc.paths['/v1/users/preferences'].put.description).toContain('`PATCH /v1/users/preferences`');
    expect(doc.paths['/v1/saved-searches/{id}'].put.description).toContain('`PATCH /v1/saved-searches/{id}`');
    expect(doc.paths['/v1/jobs/{id}/save'].post.description).toContain('`PUT /v1/users/saved-jobs/{id}`');
    expect(doc.paths['/v1/users/saved-jobs/{id}'].put.description).toBeUndefined();
    expect(doc.paths['/v1/notifications/{id}/read'].put.description).toContain('`PATCH /v1/notifications/{id}`');
    expect(doc.paths['/v1/notifications/read-all'].put.description).toContain('`PATCH /v1/notifications`');
  });
});
