import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobListResponse } from '@jobboard/contracts/jobs';
import { jobs } from '../../../src/db/schema.ts';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { postJob, registerEmployer, validJob, type Account } from '../../helpers/jobs.ts';

// "Did you mean …?": the dictionary holds the words of active jobs' titles and requirements only,
// so a word written in a description alone is found by the search yet never suggested.
let t: TestApp;
let employer: Account;
beforeAll(async () => {
  t = await createTestApp();
  employer = await registerEmployer(t);
});
afterAll(() => t.close());

const DESCRIPTION = 'A calm team that writes things down and works flexible hours.';
const post = (title: string, extra: Record<string, unknown> = {}) => postJob(t, employer.token, { title, requirements: 'Patience.', description: DESCRIPTION, ...extra });

async function search(text: string, more = '') {
  const res = await call(t.app, 'GET', `/v1/jobs?search=${encodeURIComponent(text)}${more}`);
  expect(res.statusCode, res.body).toBe(200);
  const { data } = JobListResponse.parse(res.json());
  return { titles: data.jobs.map((j) => j.title), total: data.pagination.total, suggestion: data.suggestion };
}

describe('the suggestion', () => {
  beforeAll(async () => {
    await post('Sign Language Interpreter');
    await post('Court Transcriber', { requirements: 'Stenography at speed.' });
  });

  it('corrects every misspelt word, and answers with the corrected words when the typed ones find nothing', async () => {
    expect(await search('interpeter')).toEqual({ titles: ['Sign Language Interpreter'], total: 1, suggestion: { text: 'interpreter', applied: true } });
    // Known words are kept as typed; words from the requirements count too.
    const both = await search('Court stenograhpy transcribr');
    expect(both.suggestion).toEqual({ text: 'Court stenography transcriber', applied: true });
    expect(both.titles).toEqual(['Court Transcriber']);
  });

  it('with exact=true, answers for the typed words and still offers the correction', async () => {
    expect(await search('interpeter', '&exact=true')).toEqual({ titles: [], total: 0, suggestion: { text: 'interpreter', applied: false } });
  });

  it('leaves quoted and excluded words alone', async () => {
    expect((await search('"interpeter"')).suggestion).toBeUndefined();
    expect((await search('transcribr -interpeter')).suggestion).toEqual({ text: 'transcriber -interpeter', applied: true });
    // The phrase is found as typed (in a description); the word beside it is corrected.
    await post('Interpreter Trainee', { description: `${DESCRIPTION} Learn sign langage on the job.` });
    expect(await search('"sign langage" interpeter')).toEqual({ titles: ['Interpreter Trainee'], total: 1, suggestion: { text: '"sign langage" interpreter', applied: true } });
  });

  it('offers nothing for words it cannot place, or a correction that finds nothing', async () => {
    expect((await search('qwxzvv')).suggestion).toBeUndefined();
    // Both words are known, yet no job has them together.
    expect((await search('interpreter stenography')).suggestion).toBeUndefined();
    expect((await search('interpreter stenograhpy'))).toEqual({ titles: [], total: 0, suggestion: undefined });
  });
});

describe('when the typed words find jobs', () => {
  it('offers the correction without applying it when they find only a few', async () => {
    await post('Cartographer');
    await post('Surveyor', { description: `${DESCRIPTION} Sometimes a cartograper too.` });
    expect(await search('cartograper')).toEqual({ titles: ['Surveyor'], total: 1, suggestion: { text: 'cartographer', applied: false } });
  });

  it('offers nothing when they find plenty, or on a later page', async () => {
    await post('Horticulturist');
    for (const title of ['Groundskeeper', 'Florist', 'Arborist']) await post(title, { description: `${DESCRIPTION} Some horticulturst work.` });
    expect(await search('horticulturst')).toMatchObject({ total: 3, suggestion: undefined });
    expect(await search('cartograper', '&page=2')).toMatchObject({ titles: [], suggestion: undefined });
  });
});

describe('the dictionary follows the jobs', () => {
  // A description is searched but not in the dictionary: were a stale word still suggested, this job would be found.
  beforeAll(() => post('Witness', { description: `${DESCRIPTION} zymurgist vintner luthier cooper` }));
  const suggested = async (text: string) => (await search(text)).suggestion?.text;

  it('learns a posted job, and an edit swaps its words', async () => {
    const job = await post('Zymurgist Apprentice');
    expect(await suggested('zymurgst')).toBe('zymurgist');
    const res = await call(t.app, 'PUT', `/v1/jobs/${job.id}`, { token: employer.token, body: validJob({ title: 'Apprentice', requirements: 'Some vintner experience.' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await suggested('zymurgst')).toBeUndefined();
    expect(await suggested('vintnr')).toBe('vintner');
  });

  it('forgets an inactive job until it is active again, and a deleted one', async () => {
    const job = await post('Luthier');
    const status = (value: string) => call(t.app, 'PUT', `/v1/jobs/${job.id}/status`, { token: employer.token, body: { status: value } });
    expect((await status('inactive')).statusCode).toBe(200);
    expect(await suggested('luthir')).toBeUndefined();
    expect((await status('active')).statusCode).toBe(200);
    expect(await suggested('luthir')).toBe('luthier');
    expect((await call(t.app, 'DELETE', `/v1/jobs/${job.id}`, { token: employer.token })).statusCode).toBe(200);
    expect(await suggested('luthir')).toBeUndefined();
  });

  it('forgets every job that leaves with its account at once, and learns them all back', async () => {
    const admin = await createAdmin(t);
    const other = await registerEmployer(t);
    for (const title of ['Farrier', 'Farrier Assistant', 'Wheelwright', 'Wheelwright Trainee']) await postJob(t, other.token, { title, requirements: 'Patience.', description: DESCRIPTION });
    await post('Farrier');
    const setActive = (isActive: boolean) => call(t.app, 'PUT', `/v1/users/${other.user.id}/status`, { token: admin.token, body: { isActive } });
    expect((await setActive(false)).statusCode).toBe(200);
    expect(await suggested('wheelwrigt')).toBeUndefined();
    expect(await suggested('farier')).toBe('farrier');
    expect((await setActive(true)).statusCode).toBe(200);
    expect(await suggested('wheelwrigt')).toBe('wheelwright');
  });

  it('forgets a job whose row is removed, but not a word another job still uses', async () => {
    const [first] = [await post('Cooper'), await post('Cooper')];
    await t.database.db.delete(jobs).where(eq(jobs.id, first.id));
    expect(await suggested('coopper')).toBe('cooper');
    await t.database.db.delete(jobs).where(eq(jobs.title, 'Cooper'));
    expect(await suggested('coopper')).toBeUndefined();
  });
});
