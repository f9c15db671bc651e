import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CandidateSearchResponse } from '@jobboard/contracts/candidates';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError } from '../../helpers/expect.ts';
import { registerApplicant, registerEmployer, type Account } from '../../helpers/jobs.ts';
import { insertSeeker } from '../../helpers/review.ts';

// Every seeded candidate carries the skill "Zyx", so `skills=zyx` scopes a search to this file's people.
let t: TestApp;
let employer: Account;
let seeker: Account;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  [employer, seeker, admin] = await Promise.all([registerEmployer(t), registerApplicant(t), createAdmin(t)]);
  const day = (d: number) => new Date(`2030-01-0${d}T00:00:00Z`);
  await insertSeeker(
    t,
    { firstName: 'Ada', lastName: 'A', email: 'ada@example.org', phone: '+14155550100', skills: ['Zyx', 'React', 'TypeScript'], experienceYears: 5, location: 'Toronto, ON', education: 'bachelor', remotePreference: 'remote', accessibilityNeeds: ['Screen Reader'], jobTitle: 'Frontend Developer', bio: 'Builds accessible interfaces', accommodations: 'Quiet room', updatedAt: day(3) },
    { privacyPublicProfile: true, privacyContactInfo: true, disclosureInFinder: true },
  );
  await insertSeeker(
    t,
    { firstName: 'Ben', lastName: 'B', email: 'ben@example.org', phone: '+14155550101', skills: ['Zyx', 'react'], experienceYears: 2, location: 'Vancouver, BC', education: 'master', remotePreference: 'onsite', accessibilityNeeds: ['captions'], jobTitle: 'Data Analyst', bio: 'Loves spreadsheets and statistics', updatedAt: day(2) },
    { privacyPublicProfile: true, privacyContactInfo: false, disclosureInFinder: true },
  );
  // No preferences row at all: the defaults apply (public profile, private contact details,
  // disability information not shown in the finder, so its filter never finds Cat).
  await insertSeeker(
    t,
    { firstName: 'Cat', lastName: 'C', email: 'cat@example.org', skills: ['Zyx', 'Python'], experienceYears: 10, location: 'Toronto', education: 'doctorate', remotePreference: 'hybrid', accessibilityNeeds: ['screen reader', 'Captions'], jobTitle: 'Research Scientist', updatedAt: day(1) },
    null,
  );
  await insertSeeker(t, { firstName: 'Dan', lastName: 'D', email: 'dan@example.org', skills: ['Zyx', 'React'], experienceYears: 0, remotePreference: 'any', bio: 'Aspiring developer', updatedAt: day(4) });
  // Never shown: a private profile, a deactivated account, an employer.
  await insertSeeker(t, { firstName: 'Private', email: 'private@example.org', skills: ['Zyx', 'React'], jobTitle: 'Developer', updatedAt: day(5) }, { privacyPublicProfile: false, privacyContactInfo: true });
  await insertSeeker(t, { firstName: 'Inactive', email: 'inactive@example.org', skills: ['Zyx', 'React'], jobTitle: 'Developer', isActive: false, updatedAt: day(5) });
  await insertSeeker(t, { firstName: 'Boss', email: 'boss@example.org', role: 'employer', skills: ['Zyx', 'React'], jobTitle: 'Developer', updatedAt: day(5) });
});
afterAll(() => t.close());

const search = (query: string, token = employer.token) => call(t.app, 'GET', `/v1/users/candidates?${query}`, { token });
async function names(query: string) {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return CandidateSearchResponse.parse(res.json()).data.candidates.map((c) => c.first_name);
}

describe('GET /v1/users/candidates', () => {
  it('shows only active, public job seekers, most recently updated first', async () => {
    expect(await names('skills=zyx')).toEqual(['Dan', 'Ada', 'Ben', 'Cat']);
  });

  it.each([
    ['skills=ZYX,react', ['Dan', 'Ada', 'Ben']],
    ['skills=zyx,REACT,typescript', ['Ada']],
    ['skills=zyx, react ,,react', ['Dan', 'Ada', 'Ben']],
    ['skills=zyx,rust', []],
    ['skills=zyx&experienceYears=5', ['Ada', 'Cat']],
    ['skills=zyx&experienceYears=0', ['Dan', 'Ada', 'Ben', 'Cat']],
    ['skills=zyx&experienceYears=any', ['Dan', 'Ada', 'Ben', 'Cat']],
    ['skills=zyx&experienceYears=', ['Dan', 'Ada', 'Ben', 'Cat']],
    ['skills=zyx&location=toronto', ['Ada', 'Cat']],
    ['skills=zyx&location=%25', []],
    ['skills=zyx&location=_', []],
    ['skills=zyx&education=master', ['Ben']],
    ['skills=zyx&education=', ['Dan', 'Ada', 'Ben', 'Cat']],
    // 'any' on the profile means open to every arrangement: Dan matches each remote filter.
    ['skills=zyx&isRemote=true', ['Dan', 'Ada']],
    ['skills=zyx&isRemote=false', ['Dan', 'Ben']],
    ['skills=zyx&isRemote=hybrid', ['Dan', 'Cat']],
    ['skills=zyx&isRemote=any', ['Dan', 'Ada', 'Ben', 'Cat']],
    ['skills=zyx&accessibilityNeeds=SCREEN%20READER', ['Ada']],
    ['skills=zyx&accessibilityNeeds=captions', ['Ben']],
    ['skills=zyx&accessibilityNeeds=screen%20reader,captions', []],
    ['skills=zyx&keyword=spreadsheets', ['Ben']],
    ['skills=zyx&keyword=python', ['Cat']],
    ['skills=zyx&keyword=doctorate', ['Cat']],
    ['skills=zyx&keyword=spreadsheet%20-statistics', []],
    ['skills=zyx&keyword=the', []],
    ['skills=zyx&keyword=%22unclosed%20or%20-', []],
    ['skills=react&location=toronto&isRemote=true&experienceYears=3&education=bachelor&accessibilityNeeds=screen%20reader&keyword=accessible', ['Ada']],
  ])('%s → %j', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('ranks keyword matches: a job title weighs more than a bio', async () => {
    // Dan was updated last, but "developer" is in Ada's job title and only in Dan's bio.
    expect(await names('skills=zyx&keyword=developer')).toEqual(['Ada', 'Dan']);
  });

  it('never shows private, inactive or non-seeker accounts, whatever the search', async () => {
    const all = (await search('keyword=developer&limit=100')).body;
    for (const hidden of ['Private', 'Inactive', 'Boss']) expect(all).not.toContain(hidden);
  });

  it('shows contact details only when the candidate shares them, and never a secret', async () => {
    const res = await search('skills=zyx');
    const byName = Object.fromEntries(CandidateSearchResponse.parse(res.json()).data.candidates.map((c) => [c.first_name, c]));
    expect(byName.Ada).toMatchObject({ email: 'ada@example.org', phone: '+14155550100' });
    for (const n of ['Ben', 'Cat', 'Dan']) expect(byName[n]).toMatchObject({ email: null, phone: null });
    for (const secret of ['ben@example.org', '+14155550101', 'cat@example.org', 'dan@example.org', 'password', 'hash', 'token', employer.token]) expect(res.body).not.toContain(secret);
  });

  it("answers the card's fields: remote flags, picture and profile text", async () => {
    const { candidates } = CandidateSearchResponse.parse((await search('skills=zyx')).json()).data;
    const byName = Object.fromEntries(candidates.map((c) => [c.first_name, c]));
    expect(byName.Ada).toMatchObject({ job_title: 'Frontend Developer', location: 'Toronto, ON', bio: 'Builds accessible interfaces', skills: ['Zyx', 'React', 'TypeScript'], experience_years: 5, education: 'bachelor', is_remote: true, remote_preference: 'true', accommodations: 'Quiet room', accessibility_needs: ['Screen Reader'], profile_picture_url: null });
    expect([byName.Ben!.is_remote, byName.Cat!.is_remote, byName.Dan!.is_remote]).toEqual([false, true, true]);
    expect([byName.Ben!.remote_preference, byName.Cat!.remote_preference, byName.Dan!.remote_preference]).toEqual(['false', 'hybrid', 'any']);
  });

  it('pages in the database with total and pages', async () => {
    const page2 = CandidateSearchResponse.parse((await search('skills=zyx&limit=3&page=2')).json()).data;
    expect(page2).toMatchObject({ total: 4, page: 2, pages: 2 });
    expect(page2.candidates.map((c) => c.first_name)).toEqual(['Cat']);
    const past = CandidateSearchResponse.parse((await search('skills=zyx&limit=3&page=7')).json()).data;
    expect(past).toEqual({ candidates: [], total: 4, page: 7, pages: 2 });
    const first = CandidateSearchResponse.parse((await search('skills=zyx')).json()).data;
    expect(first).toMatchObject({ total: 4, page: 1, pages: 1 });
  });

  it.each([
    ['page=0', 'page'],
    ['page=-3', 'page'],
    ['page=999999999', 'page'],
    ['limit=0', 'limit'],
    ['limit=1000', 'limit'],
    ['experienceYears=51', 'experienceYears'],
    ['experienceYears=-1', 'experienceYears'],
    ['experienceYears=two', 'experienceYears'],
    ['education=phd', 'education'],
    ['isRemote=maybe', 'isRemote'],
    [`keyword=${'k'.repeat(201)}`, 'keyword'],
    [`location=${'l'.repeat(101)}`, 'location'],
    [`skills=${Array.from({ length: 21 }, (_, i) => `s${i}`).join(',')}`, 'skills'],
    [`accessibilityNeeds=${'n'.repeat(1001)}`, 'accessibilityNeeds'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await search(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].field).toBe(field);
  });

  it('is for employers only: job seekers and administrators get 403, visitors 401', async () => {
    const only = 'Only employers can access the Candidate Finder.';
    expectError(await search('', seeker.token), 403, 'FORBIDDEN', only);
    expectError(await search('', admin.token), 403, 'FORBIDDEN', only);
    expectError(await call(t.app, 'GET', '/v1/users/candidates'), 401, 'UNAUTHORIZED');
  });
});
