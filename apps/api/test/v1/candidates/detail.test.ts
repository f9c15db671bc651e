import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CandidateDetailResponse } from '@jobboard/contracts/candidates';
import { profileViews } from '../../../src/db/schema.ts';
import { call, createAdmin, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectError, expectFieldError } from '../../helpers/expect.ts';
import { postJob, registerApplicant, registerEmployer, updateJobRow, type Account } from '../../helpers/jobs.ts';
import { insertApplication, insertSeeker } from '../../helpers/review.ts';
import { FILES, uploadPicture } from '../../helpers/uploads.ts';

let t: TestApp;
let dataDir: string;
let employer: Account;
let otherEmployer: Account;
let seeker: Account;
let admin: { token: string };
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobboard-candidates-'));
  t = await createTestApp({ DATA_DIR: dataDir, FILE_URL_SECRET: 'c'.repeat(40) });
  [employer, otherEmployer, seeker, admin] = await Promise.all([
    registerEmployer(t),
    registerEmployer(t),
    registerApplicant(t, { firstName: 'Amara', lastName: 'Okafor' }),
    createAdmin(t),
  ]);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (id: string, token = employer.token) => call(t.app, 'GET', `/v1/users/candidates/${id}`, { token });
const viewsOf = (candidateId: string) => t.database.db.select().from(profileViews).where(eq(profileViews.candidateId, candidateId));

describe('GET /v1/users/candidates/{id}', () => {
  it("answers the public profile with this employer's applications from the candidate, newest first", async () => {
    const mine = await postJob(t, employer.token, { title: 'Mine' });
    const older = await postJob(t, employer.token, { title: 'Older' });
    const deleted = await postJob(t, employer.token, { title: 'Deleted' });
    const theirs = await postJob(t, otherEmployer.token, { title: 'Theirs' });
    const id = seeker.user.id;
    const a1 = await insertApplication(t, { jobId: mine.id, applicantId: id, status: 'shortlisted', appliedAt: new Date('2030-02-02T00:00:00Z') });
    const a2 = await insertApplication(t, { jobId: older.id, applicantId: id, appliedAt: new Date('2030-01-01T00:00:00Z') });
    await insertApplication(t, { jobId: deleted.id, applicantId: id });
    await insertApplication(t, { jobId: theirs.id, applicantId: id });
    await updateJobRow(t, deleted.id, { status: 'deleted' });

    const res = await get(id);
    expect(res.statusCode, res.body).toBe(200);
    const { candidate, applications } = CandidateDetailResponse.parse(res.json()).data;
    expect(candidate).toMatchObject({ id, first_name: 'Amara', last_name: 'Okafor', email: null, phone: null });
    expect(applications).toEqual([
      { id: a1.id, status: 'shortlisted', appliedAt: '2030-02-02T00:00:00.000Z', job: { id: mine.id, title: 'Mine' } },
      { id: a2.id, status: 'applied', appliedAt: '2030-01-01T00:00:00.000Z', job: { id: older.id, title: 'Older' } },
    ]);
    // The other employer sees the profile but none of these applications.
    expect(CandidateDetailResponse.parse((await get(id, otherEmployer.token)).json()).data.applications.map((a) => a.job.title)).toEqual(['Theirs']);
  });

  it('counts one profile view per employer per day', async () => {
    const s = await insertSeeker(t);
    await get(s.id);
    await get(s.id);
    await get(s.id, otherEmployer.token);
    const views = await viewsOf(s.id);
    expect(views.map((v) => v.viewerId).sort()).toEqual([employer.user.id, otherEmployer.user.id].sort());
  });

  it("serves the candidate's picture through a signed inline link", async () => {
    await uploadPicture(t, seeker.token, 'me.gif', FILES.gif);
    const { candidate } = CandidateDetailResponse.parse((await get(seeker.user.id)).json()).data;
    expect(candidate.profile_picture_url).toMatch(/^\/v1\/files\//);
    const file = await t.app.inject({ method: 'GET', url: candidate.profile_picture_url! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(FILES.gif);
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('shows contact details only when shared', async () => {
    const open = await insertSeeker(t, { email: 'open@example.org', phone: '+14155550111' }, { privacyContactInfo: true });
    expect(CandidateDetailResponse.parse((await get(open.id)).json()).data.candidate).toMatchObject({ email: 'open@example.org', phone: '+14155550111' });
  });

  it('answers 404 for a private, inactive, non-seeker or unknown profile, and records no view', async () => {
    const hidden = await insertSeeker(t, {}, { privacyPublicProfile: false });
    const inactive = await insertSeeker(t, { isActive: false });
    const boss = await insertSeeker(t, { role: 'employer' });
    for (const id of [hidden.id, inactive.id, boss.id, employer.user.id, '00000000-0000-4000-8000-000000000000']) {
      expectError(await get(id), 404, 'NOT_FOUND', 'Candidate not found');
    }
    expect(await viewsOf(hidden.id)).toEqual([]);
  });

  it('stops showing a profile once it is made private', async () => {
    const s = await insertSeeker(t, {}, { privacyPublicProfile: true });
    expect((await get(s.id)).statusCode).toBe(200);
    await call(t.app, 'PUT', '/v1/users/preferences', { token: seeker.token, body: { privacy_public_profile: false } });
    expectError(await get(seeker.user.id), 404, 'NOT_FOUND');
    await call(t.app, 'PUT', '/v1/users/preferences', { token: seeker.token, body: { privacy_public_profile: true } });
  });

  it('answers 400 for a malformed id', async () => {
    expectFieldError(await get('not-a-uuid'), 'id', 'Invalid candidate id');
  });

  it('refuses job seekers and administrators (403, no view recorded) and visitors (401)', async () => {
    const s = await insertSeeker(t);
    expectError(await get(s.id, seeker.token), 403, 'FORBIDDEN', 'Only employers can access the Candidate Finder.');
    expectError(await get(s.id, admin.token), 403, 'FORBIDDEN', 'Only employers can access the Candidate Finder.');
    expectError(await call(t.app, 'GET', `/v1/users/candidates/${s.id}`), 401, 'UNAUTHORIZED');
    expect(await viewsOf(s.id)).toEqual([]);
  });
});
