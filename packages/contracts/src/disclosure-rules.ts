/**
 * What a job seeker shares with employers, and when (docs/decisions/012-disclosure.md). Kept free
 * of zod: the server's mappers, the profile's preview and the public pages' promises all read it.
 */
import type { ApplicationStatus } from './job-options.ts';

/**
 * The stage an application must reach before its employer sees the applicant's disability
 * information; `never` keeps it from every employer unless the seeker shares it on one application.
 */
export const DISCLOSURE_STAGES = ['never', 'applied', 'shortlisted', 'interviewed', 'offered'] as const;
export type DisclosureStage = (typeof DISCLOSURE_STAGES)[number];
export const DEFAULT_DISCLOSURE_STAGE: DisclosureStage = 'applied';

export const DISCLOSURE_STAGE_LABELS: Record<DisclosureStage, string> = {
  never: 'Never, unless I share it on an application',
  applied: 'When I apply',
  shortlisted: 'When I am shortlisted',
  interviewed: 'When I am invited to interview (Interviewed)',
  offered: 'When I receive an offer',
};

/** The seeker's own choice on one application: share now, keep back, or follow the account's stage (null). */
export type ApplicationDisclosureChoice = 'shared' | 'withheld' | null;

/**
 * How far along the pipeline each status is. Rejection and withdrawal move nothing forward: what
 * counts is the furthest status the application ever had (its history), so a rejection after an
 * interview does not take back what the interview stage shared.
 */
const PIPELINE_RANK: Record<ApplicationStatus, number> = {
  applied: 1,
  reviewing: 1,
  shortlisted: 2,
  interviewed: 3,
  offered: 4,
  hired: 5,
  rejected: 0,
  applicant_withdrew: 0,
};
const STAGE_RANK: Record<Exclude<DisclosureStage, 'never'>, number> = { applied: 1, shortlisted: 2, interviewed: 3, offered: 4 };

/** True when an application whose statuses so far are `reached` has reached `stage`. Every application starts applied. */
export function hasReachedStage(reached: readonly ApplicationStatus[], stage: Exclude<DisclosureStage, 'never'>): boolean {
  const furthest = Math.max(1, ...reached.map((s) => PIPELINE_RANK[s]));
  return furthest >= STAGE_RANK[stage];
}

/** The rule: does the employer of this application see the applicant's disability information? */
export function isDisabilityShared(input: { stage: DisclosureStage; choice: ApplicationDisclosureChoice; reached: readonly ApplicationStatus[] }): boolean {
  if (input.choice === 'shared') return true;
  if (input.choice === 'withheld' || input.stage === 'never') return false;
  return hasReachedStage(input.reached, input.stage);
}

/** The disability information of a profile; everything else of a seeker's profile is the basic profile. */
export const DISABILITY_FIELDS = ['accommodations', 'accessibility_needs', 'accommodations_needed'] as const;

/**
 * The product's promises about privacy, said the same way on every page that makes them and
 * each held by a server test (test/v1/disclosure/promises.test.ts).
 */
export const PRIVACY_PROMISES = {
  finder:
    'Employers can find your basic profile (name, headline, skills, experience, education and location) in the Candidate Finder. New profiles start findable; you can turn this off at any time.',
  finderDisability: 'Your disability information is not shown in the Candidate Finder unless you turn that on.',
  applications:
    'An employer you apply to sees your disability information only once your application reaches the stage you choose: by default, when you apply. You can choose a later stage or never, and share or hold it back on each application.',
  contact: 'Your email address and phone number stay hidden from employers in the Candidate Finder unless you choose to show them.',
  views: 'Your profile lists every employer who has seen your disability information, and when.',
} as const;
