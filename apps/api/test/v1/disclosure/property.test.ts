import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLOSURE_STAGES, type DisclosureStage } from '@jobboard/contracts/disclosure-rules';
import type { ApplicationStatus } from '@jobboard/contracts/job-options';
import { EMPLOYER_TRANSITIONS } from '@jobboard/contracts/review';
import { call, createTestApp, freshIp, registerUser, type TestApp } from '../../helpers/app.ts';
import { apply, postJob, registerEmployer, type Account } from '../../helpers/jobs.ts';

let t: TestApp;
let employer: Account;
let otherEmployer: Account;
beforeAll(async () => {
  t = await createTestApp();
  [employer, otherEmployer] = await Promise.all([registerEmployer(t), registerEmployer(t)]);
});
afterAll(() => t.close());

// The rule written out on its own (as in applications.test.ts): how far each status is, and what each stage waits for.
const REACH: Record<ApplicationStatus, number> = { applied: 0, reviewing: 0, shortlisted: 1, interviewed: 2, offered: 3, hired: 4, rejected: 0, applicant_withdrew: 0 };
const WAITS_FOR: Record<DisclosureStage, number> = { never: Infinity, applied: 0, shortlisted: 1, interviewed: 2, offered: 3 };

const scenario = fc.record({
  stage: fc.constantFrom(...DISCLOSURE_STAGES),
  inFinder: fc.boolean(),
  shareOnApplying: fc.option(fc.boolean(), { nil: undefined }),
  changedLater: fc.option(fc.boolean(), { nil: undefined }),
  /** Which allowed next status the employer picks at each step (modulo the choices). */
  moves: fc.array(fc.nat(5), { maxLength: 4 }),
});

/**
 * Every answer an employer can get that could carry a job seeker: none may hold the seeker's
 * disability information (two unique markers) unless the rule allows it in that place.
 */
describe('no employer-facing answer carries disability information the rule forbids', () => {
  it('holds for any stage, finder choice, share, holding back and path through the pipeline', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ stage, inFinder, shareOnApplying, changedLater, moves }) => {
        const marker = `Marker-${randomUUID()}`;
        const need = `Need-${randomUUID()}`;
        const skill = `Skill${randomUUID().slice(0, 8)}`;
        const seeker = await registerUser(t.app, { role: 'applicant' }, { ip: freshIp() });
        await call(t.app, 'PUT', '/v1/users/profile', {
          token: seeker.token,
          body: { first_name: 'Prop', last_name: 'Erty', skills: [skill], accommodations: marker, accessibility_needs: [need] },
        });
        await call(t.app, 'PUT', '/v1/users/disclosure', { token: seeker.token, body: { stage, inFinder } });
        const job = await postJob(t, employer.token);
        const applied = await apply(t, seeker.token, job.id, shareOnApplying === undefined ? {} : { share_disability: shareOnApplying });
        const appId: string = applied.json().data.application.id;
        // "Share now: no" on a stage that shares on applying holds it back; on a later stage it just waits.
        let choice = shareOnApplying === true ? 'shared' : shareOnApplying === false && stage === 'applied' ? 'withheld' : null;
        if (changedLater !== undefined) {
          const res = await call(t.app, 'PUT', `/v1/applications/${appId}/disclosure`, { token: seeker.token, body: { share: changedLater } });
          expect(res.statusCode, res.body).toBe(200);
          choice = changedLater ? 'shared' : 'withheld';
        }

        let status: ApplicationStatus = 'applied';
        let furthest = 0;
        const sharedNow = () => choice === 'shared' || (choice === null && furthest >= WAITS_FOR[stage]);
        const answers: Array<{ where: string; body: string; allowed: boolean }> = [];
        for (const pick of moves) {
          const next: readonly ApplicationStatus[] = EMPLOYER_TRANSITIONS[status];
          if (!next.length) break;
          status = next[pick % next.length]!;
          furthest = Math.max(furthest, REACH[status]);
          const res = await call(t.app, 'PUT', `/v1/applications/${appId}/status`, { token: employer.token, body: { status } });
          expect(res.statusCode, res.body).toBe(200);
          answers.push({ where: `status change to ${status}`, body: res.body, allowed: sharedNow() });
        }

        const get = async (url: string, token: string) => (await call(t.app, 'GET', url, { token })).body;
        const applicants = await get(`/v1/applications/my-applicants?jobId=${job.id}`, employer.token);
        answers.push(
          { where: 'my-applicants', body: applicants, allowed: sharedNow() },
          { where: 'history', body: await get(`/v1/applications/${appId}/history`, employer.token), allowed: false },
          { where: 'notifications', body: await get('/v1/notifications?limit=100', employer.token), allowed: false },
          { where: 'employer dashboard', body: await get('/v1/analytics/employer', employer.token), allowed: false },
          { where: 'my jobs', body: await get('/v1/jobs/employer/my-jobs', employer.token), allowed: false },
          { where: 'other employer applicants', body: await get('/v1/applications/my-applicants?limit=100', otherEmployer.token), allowed: false },
        );
        for (const token of [employer.token, otherEmployer.token]) {
          answers.push(
            { where: 'finder', body: await get(`/v1/users/candidates?skills=${skill}`, token), allowed: inFinder },
            { where: 'finder by need', body: await get(`/v1/users/candidates?skills=${skill}&accessibilityNeeds=${need}`, token), allowed: inFinder },
            { where: 'candidate page', body: await get(`/v1/users/candidates/${seeker.user.id}`, token), allowed: inFinder },
          );
        }

        for (const { where, body, allowed } of answers) {
          if (!allowed) {
            expect(body, where).not.toContain(marker);
            expect(body, where).not.toContain(need);
          }
        }
        // And where it is allowed, it is really there.
        expect(applicants.includes(marker), 'my-applicants').toBe(sharedNow());
        expect(JSON.parse(applicants).data.applications[0].disability_shared).toBe(sharedNow());
        expect(answers.find((a) => a.where === 'finder by need')!.body.includes(marker)).toBe(inFinder);
      }),
      { numRuns: 20 },
    );
  }, 240_000);
});
