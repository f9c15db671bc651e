import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccommodationId } from '@jobboard/contracts/accommodation-options';
import { ACCOMMODATION_TYPES } from '@jobboard/contracts/accommodation-vocabulary';
import { WORK_REQUIREMENTS } from '@jobboard/contracts/work-requirements';
import { AccommodationVocabularyResponse } from '@jobboard/contracts/accommodations';
import { CandidateDetailResponse } from '@jobboard/contracts/candidates';
import { JobListResponse, JobResponse, type Job } from '@jobboard/contracts/jobs';
import { MyApplicantsResponse } from '@jobboard/contracts/review';
import { call, createAdmin, createTestApp, freshIp, registerUser, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { apply, postJob, registerEmployer, type Account } from '../../helpers/jobs.ts';

let t: TestApp;
let employer: Account;
let admin: Account;
/** Jobs offering: all three needs; two of them; none. */
let all: Job['id'];
let some: Job['id'];
let none: Job['id'];
const NEEDS: AccommodationId[] = ['flexible-hours', 'captioning', 'remote-interview'];
/** A word only these tests' jobs carry, so lists hold nothing else. */
const WORD = 'Quillwort';

beforeAll(async () => {
  t = await createTestApp();
  [employer, admin] = await Promise.all([registerEmployer(t), createAdmin(t)]);
  all = (await postJob(t, employer.token, { title: `${WORD} analyst`, accommodationsOffered: [...NEEDS, 'quiet-workspace'] })).id;
  some = (await postJob(t, employer.token, { title: `${WORD} editor`, accommodationsOffered: ['remote-interview', 'captioning'] })).id;
  none = (await postJob(t, employer.token, { title: `${WORD} tester`, accommodationsOffered: [] })).id;
});
afterAll(() => t.close());

/** A job seeker whose profile lists these accommodation needs. */
async function seekerNeeding(needed: string[]) {
  const seeker = await registerUser(t.app, { role: 'applicant' }, { ip: freshIp() });
  const res = await call(t.app, 'PUT', '/v1/users/profile', { token: seeker.token, body: { first_name: 'Amara', last_name: 'Okafor', accommodations_needed: needed } });
  expect(res.statusCode, res.body).toBe(200);
  return seeker;
}
const list = async (query: string, token?: string) => {
  const res = await call(t.app, 'GET', `/v1/jobs?search=${WORD}&limit=50&sort=newest${query}`, token ? { token } : {});
  expect(res.statusCode, res.body).toBe(200);
  return JobListResponse.parse(res.json()).data.jobs;
};
const detail = async (id: string, token?: string) => JobResponse.parse((await call(t.app, 'GET', `/v1/jobs/${id}`, token ? { token } : {})).json()).data.job;

describe('GET /v1/accommodations', () => {
  it('answers the whole vocabulary with a version, to anyone', async () => {
    const res = await call(t.app, 'GET', '/v1/accommodations');
    expect(res.statusCode).toBe(200);
    const { data } = AccommodationVocabularyResponse.parse(res.json());
    expect(data.types.map((type) => type.id)).toEqual(ACCOMMODATION_TYPES.map((type) => type.id));
    expect(data.types.every((type) => type.label && type.description)).toBe(true);
    expect(data.requirements).toHaveLength(WORK_REQUIREMENTS.length);
    expect(data.version).toBeGreaterThan(0);
  });
});

describe('jobs offer accommodations and state requirements', () => {
  it('keeps the offer in the vocabulary order without repeats, and the requirements as stated', async () => {
    const job = await postJob(t, employer.token, {
      accommodationsOffered: ['support-person', 'flexible-hours', 'support-person'],
      workRequirements: [
        { item: 'lifting', essential: true },
        { item: 'hearing', essential: false },
      ],
    });
    const read = await detail(job.id);
    expect(read.accommodations_offered).toEqual(['flexible-hours', 'support-person']);
    expect(read.work_requirements).toEqual([
      { item: 'lifting', essential: true },
      { item: 'hearing', essential: false },
    ]);
  });

  it('refuses ids outside the vocabulary and a requirement listed twice, and posts nothing', async () => {
    const before = (await list('', employer.token)).length;
    expectFieldError(await call(t.app, 'POST', '/v1/jobs', { token: employer.token, body: { ...baseJob(), title: `${WORD} x`, accommodationsOffered: ['telepathy'] } }), 'accommodationsOffered.0', 'Unknown accommodation type');
    const twice = [
      { item: 'lifting', essential: true },
      { item: 'lifting', essential: false },
    ];
    expectFieldError(await call(t.app, 'POST', '/v1/jobs', { token: employer.token, body: { ...baseJob(), title: `${WORD} y`, workRequirements: twice } }), 'workRequirements', 'Each requirement can be listed once');
    const badItem = await call(t.app, 'POST', '/v1/jobs', { token: employer.token, body: { ...baseJob(), title: `${WORD} z`, workRequirements: [{ item: 'juggling', essential: true }] } });
    expect(badItem.statusCode).toBe(400);
    expect((await list('', employer.token)).length).toBe(before);
  });
});

describe('a seeker’s needs', () => {
  it('are saved from the vocabulary only; an unknown id changes nothing', async () => {
    const seeker = await seekerNeeding(['captioning']);
    const bad = await call(t.app, 'PUT', '/v1/users/profile', { token: seeker.token, body: { first_name: 'Amara', last_name: 'Okafor', accommodations_needed: ['captioning', 'x-ray-vision'] } });
    expect(bad.statusCode).toBe(400);
    const me = (await call(t.app, 'GET', '/v1/users/profile', { token: seeker.token })).json().data.user;
    expect(me.accommodations_needed).toEqual(['captioning']);
  });

  it('are left as they are when a profile save leaves them out', async () => {
    const seeker = await seekerNeeding(['captioning']);
    await call(t.app, 'PUT', '/v1/users/profile', { token: seeker.token, body: { first_name: 'Amara', last_name: 'Okafor', bio: 'Hello' } });
    expect((await call(t.app, 'GET', '/v1/users/profile', { token: seeker.token })).json().data.user.accommodations_needed).toEqual(['captioning']);
  });
});

describe('the match, private to the seeker', () => {
  it('counts the needs each job offers and names the missing ones, on lists and on the job', async () => {
    const seeker = await seekerNeeding(NEEDS);
    const byId = new Map((await list('', seeker.token)).map((job) => [job.id, job.accommodation_match]));
    expect(byId.get(all)).toEqual({ offered: 3, needed: 3, missing: [] });
    expect(byId.get(some)).toEqual({ offered: 2, needed: 3, missing: ['flexible-hours'] });
    expect(byId.get(none)).toEqual({ offered: 0, needed: 3, missing: NEEDS });
    expect((await detail(some, seeker.token)).accommodation_match).toEqual({ offered: 2, needed: 3, missing: ['flexible-hours'] });
  });

  it('is on saved jobs and similar jobs too', async () => {
    const seeker = await seekerNeeding(['quiet-workspace']);
    await call(t.app, 'POST', `/v1/jobs/${all}/save`, { token: seeker.token });
    const saved = (await call(t.app, 'GET', '/v1/users/saved-jobs', { token: seeker.token })).json().data.jobs as Job[];
    expect(saved.find((job) => job.id === all)?.accommodation_match).toEqual({ offered: 1, needed: 1, missing: [] });
    const similar = (await call(t.app, 'GET', `/v1/jobs/${none}/similar`, { token: seeker.token })).json().data.jobs as Job[];
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.every((job) => job.accommodation_match?.needed === 1)).toBe(true);
  });

  it('is absent for a seeker without needs, the public, employers and administrators', async () => {
    const without = await registerUser(t.app, { role: 'applicant' }, { ip: freshIp() });
    for (const token of [without.token, undefined, employer.token, admin.token]) {
      const jobs = await list('', token);
      expect(jobs.length).toBeGreaterThan(0);
      expect(jobs.some((job) => 'accommodation_match' in job)).toBe(false);
      expect('accommodation_match' in (await detail(all, token))).toBe(false);
    }
  });
});

describe('the "offers my needs" filter', () => {
  it('keeps the jobs offering all of the seeker’s needs, or at least one', async () => {
    const seeker = await seekerNeeding(NEEDS);
    expect((await list('&offersNeeds=all', seeker.token)).map((job) => job.id)).toEqual([all]);
    expect((await list('&offersNeeds=any', seeker.token)).map((job) => job.id).sort()).toEqual([all, some].sort());
  });

  it('narrows nothing for anyone without needs', async () => {
    const everything = (await list('')).map((job) => job.id).sort();
    expect((await list('&offersNeeds=all')).map((job) => job.id).sort()).toEqual(everything);
    expect((await list('&offersNeeds=all', employer.token)).map((job) => job.id).sort()).toEqual(everything);
  });

  it('refuses an unknown value', async () => {
    expectError(await call(t.app, 'GET', '/v1/jobs?offersNeeds=most'), 400, 'VALIDATION_ERROR');
  });

  it('can be saved with a search', async () => {
    const seeker = await seekerNeeding(NEEDS);
    const res = await call(t.app, 'POST', '/v1/saved-searches', { token: seeker.token, body: { name: 'Mine', frequency: 'daily', query: { search: WORD, offersNeeds: 'all' } } });
    expect(res.statusCode, res.body).toBe(201);
    const bad = await call(t.app, 'POST', '/v1/saved-searches', { token: seeker.token, body: { name: 'Bad', frequency: 'daily', query: { offersNeeds: 'most' } } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('needs are disability information', () => {
  it('reach an employer only when the seeker’s disclosure rule shares them', async () => {
    const shares = await seekerNeeding(['captioning']);
    const keeps = await seekerNeeding(['captioning']);
    await call(t.app, 'PUT', '/v1/users/disclosure', { token: keeps.token, body: { stage: 'never', inFinder: false } });
    const job = await postJob(t, employer.token);
    await apply(t, shares.token, job.id);
    await apply(t, keeps.token, job.id);
    const res = await call(t.app, 'GET', `/v1/applications/my-applicants?limit=100&jobId=${job.id}`, { token: employer.token });
    const byApplicant = new Map(MyApplicantsResponse.parse(res.json()).data.applications.map((a) => [a.applicant.id, a.applicant]));
    expect(byApplicant.get(shares.user.id)?.accommodationsNeeded).toEqual(['captioning']);
    expect(byApplicant.get(keeps.user.id)).toBeDefined();
    expect(byApplicant.get(keeps.user.id)).not.toHaveProperty('accommodationsNeeded');
  });

  it('stay out of the Candidate Finder unless the seeker turns that on', async () => {
    const seeker = await seekerNeeding(['captioning']);
    const read = async () => CandidateDetailResponse.parse((await call(t.app, 'GET', `/v1/users/candidates/${seeker.user.id}`, { token: employer.token })).json()).data.candidate;
    expect(await read()).not.toHaveProperty('accommodations_needed');
    await call(t.app, 'PUT', '/v1/users/disclosure', { token: seeker.token, body: { stage: 'applied', inFinder: true } });
    expect((await read()).accommodations_needed).toEqual(['captioning']);
  });
});

function baseJob() {
  return { title: 'Job', description: 'A job description that is long enough to pass the fifty character rule.', location: 'Leeds', jobType: 'full-time' };
}
