import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { registerApplicant, registerEmployer } from '../../helpers/jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const valid = { name: 'Remote braille work', query: { search: 'braille', isRemote: true, disabilityTypes: ['visual'] }, frequency: 'daily' };
const save = (token: string, body: unknown) => call(t.app, 'POST', '/v1/saved-searches', { token, body });
const list = async (token: string) => (await call(t.app, 'GET', '/v1/saved-searches', { token })).json().data.savedSearches as Array<Record<string, unknown>>;

describe('saving a search', () => {
  it('keeps the name, the filters and how often, for the seeker alone', async () => {
    const seeker = await registerApplicant(t);
    const res = await save(seeker.token, { ...valid, name: '  Remote braille work  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Search saved. We will email you new jobs that match it.' });
    const saved = res.json().data.savedSearch;
    expect(saved).toMatchObject({ name: 'Remote braille work', query: valid.query, frequency: 'daily', paused: false, lastAlertAt: null });
    expect(await list(seeker.token)).toEqual([saved]);
    expect(await list((await registerApplicant(t)).token)).toEqual([]);
  });

  it.each([
    [{ ...valid, name: '   ' }, 'name', 'Name is required'],
    [{ ...valid, name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    [{ ...valid, frequency: 'hourly' }, 'frequency', 'Choose how often: instant, daily or weekly'],
    [{ ...valid, query: { jobType: 'gig' } }, 'query.jobType', 'Unknown job type'],
    [{ ...valid, query: { salaryMin: 50_000, salaryMax: 40_000 } }, 'query.salaryMin', 'Minimum salary cannot be greater than maximum salary'],
    [{ ...valid, query: { isRemote: 'yes' } }, 'query.isRemote', 'isRemote must be true or false'],
    [{ ...valid, query: { disabilityTypes: ['telepathic'] } }, 'query.disabilityTypes.0', 'Unknown disability type'],
    [{ ...valid, query: { sort: 'newest' } }, 'query.sort', 'Unknown field: query.sort'],
    [{ ...valid, owner: 'someone' }, 'owner', 'Unknown field: owner'],
  ])('refuses %j with a message on its field and saves nothing', async (body, field, message) => {
    const seeker = await registerApplicant(t);
    const res = await save(seeker.token, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await list(seeker.token)).toEqual([]);
  });

  it('keeps at most 20 per seeker, even when they arrive at once', async () => {
    const seeker = await registerApplicant(t);
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => save(seeker.token, { ...valid, name: `Search ${i}` })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(20);
    for (const refused of answers.filter((r) => r.statusCode !== 201)) {
      expectError(refused, 409, 'CONFLICT', 'You can keep at most 20 saved searches. Delete one to save another.');
    }
    expect(await list(seeker.token)).toHaveLength(20);
  });

  it('is for job seekers only', async () => {
    const employer = await registerEmployer(t);
    expectError(await save(employer.token, valid), 403, 'FORBIDDEN');
    expectError(await save((await createAdmin(t)).token, valid), 403, 'FORBIDDEN');
    expectError(await call(t.app, 'POST', '/v1/saved-searches', { body: valid }), 401, 'UNAUTHORIZED');
  });
});

describe('changing and deleting', () => {
  it('renames, changes, pauses and resumes; another seeker’s id is not found and stays as it was', async () => {
    const owner = await registerApplicant(t);
    const other = await registerApplicant(t);
    const id = (await save(owner.token, valid)).json().data.savedSearch.id as string;
    const put = (token: string, body: unknown) => call(t.app, 'PUT', `/v1/saved-searches/${id}`, { token, body });

    const paused = await put(owner.token, { paused: true, name: 'Braille, paused' });
    expect(paused.json()).toMatchObject({ message: 'Saved search updated.', data: { savedSearch: { id, paused: true, name: 'Braille, paused', frequency: 'daily' } } });
    const changed = await put(owner.token, { query: { location: 'Leeds' }, frequency: 'instant', paused: false });
    expect(changed.json().data.savedSearch).toMatchObject({ query: { location: 'Leeds' }, frequency: 'instant', paused: false });

    expectError(await put(other.token, { name: 'Mine now' }), 404, 'NOT_FOUND', 'Saved search not found');
    expectError(await call(t.app, 'DELETE', `/v1/saved-searches/${id}`, { token: other.token }), 404, 'NOT_FOUND', 'Saved search not found');
    expect((await list(owner.token))[0]).toMatchObject({ name: 'Braille, paused', query: { location: 'Leeds' } });

    expectFieldError(await put(owner.token, { frequency: 'sometimes' }), 'frequency', 'Choose how often: instant, daily or weekly');
    expectError(await put(owner.token, {}), 400, 'VALIDATION_ERROR', 'Change at least one field');
    expectError(await call(t.app, 'PUT', '/v1/saved-searches/not-an-id', { token: owner.token, body: { paused: true } }), 400, 'VALIDATION_ERROR');

    expect((await call(t.app, 'DELETE', `/v1/saved-searches/${id}`, { token: owner.token })).json()).toEqual({ success: true, message: 'Saved search deleted.' });
    expect(await list(owner.token)).toEqual([]);
    expectError(await call(t.app, 'DELETE', `/v1/saved-searches/${id}`, { token: owner.token }), 404, 'NOT_FOUND');
  });
});
