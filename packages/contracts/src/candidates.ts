import { z } from 'zod';
import { ACCOMMODATION_IDS } from './accommodation-options.ts';
import { queryInt } from './fields.ts';
import { EDUCATION_LEVELS } from './users.ts';

export const CANDIDATE_PAGE_SIZE = 10;
export const CANDIDATE_BIO_PREVIEW = 100;
export const CANDIDATE_SKILLS_SHOWN = 5;

/** Experience filter choices: minimum years. */
export const EXPERIENCE_FILTERS = ['any', '0', '1', '2', '3', '5', '7', '10'] as const;
/** Remote filter choices: any, true (remote only), false (on-site only), hybrid. */
export const REMOTE_FILTERS = ['any', 'true', 'false', 'hybrid'] as const;

/** "a, B ,a," → ['a', 'B']: trimmed, empty and duplicate (case-insensitive) entries dropped. */
const commaList = (name: string) =>
  z
    .string()
    .max(1000, { error: `${name} is too long` })
    .optional()
    .transform((v) => {
      const seen = new Set<string>();
      const out: string[] = [];
      for (const raw of (v ?? '').split(',')) {
        const item = raw.trim();
        if (item && !seen.has(item.toLowerCase())) {
          seen.add(item.toLowerCase());
          out.push(item.slice(0, 100));
        }
      }
      return out;
    })
    .pipe(z.array(z.string()).max(20, { error: `At most 20 ${name} at a time` }));

/** GET /v1/users/candidates query. Empty strings mean "any". */
export const CandidateSearchQuery = z.object({
  page: queryInt('page', 1, 100_000).default(1),
  limit: queryInt('limit', 1, 100).default(CANDIDATE_PAGE_SIZE),
  skills: commaList('skills'),
  accessibilityNeeds: commaList('accessibility needs'),
  experienceYears: z
    .union([z.literal('').transform(() => undefined), z.literal('any').transform(() => undefined), queryInt('experienceYears', 0, 50)])
    .optional(),
  location: z.string().trim().max(100, { error: 'location must be at most 100 characters' }).optional(),
  education: z.union([z.literal('').transform(() => undefined), z.enum(EDUCATION_LEVELS, { error: 'Unknown education level' })]).optional(),
  isRemote: z.union([z.literal('').transform(() => undefined), z.enum(REMOTE_FILTERS, { error: 'isRemote must be any, true, false or hybrid' })]).optional(),
  keyword: z.string().trim().max(200, { error: 'keyword must be at most 200 characters' }).optional(),
});
export type CandidateSearchQuery = z.input<typeof CandidateSearchQuery>;

/** A candidate card (docs/architecture.md#candidate-finder-and-disclosure). email/phone only when the candidate shares contact info. */
export const CandidateSchema = z.object({
  id: z.string().uuid(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
  job_title: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  experience_years: z.number().int().nullable(),
  education: z.string().nullable(),
  /** True when the candidate's remote preference is remote, hybrid or any (open to every arrangement). */
  is_remote: z.boolean(),
  remote_preference: z.string().nullable(),
  /** Whether the candidate shows their disability information in the finder; when false the two fields below are left out. */
  disability_shared: z.boolean(),
  accommodations: z.string().nullable().optional(),
  accessibility_needs: z.array(z.string()).optional(),
  accommodations_needed: z.array(z.enum(ACCOMMODATION_IDS)).optional(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type Candidate = z.infer<typeof CandidateSchema>;

export const CandidateSearchResponse = z.object({
  success: z.literal(true),
  data: z.object({
    candidates: z.array(CandidateSchema),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
  }),
});

export const CandidateIdParams = z.object({ id: z.string().uuid({ error: 'Invalid candidate id' }) });

/** GET /v1/users/candidates/{id}: the public profile plus this employer's applications from that candidate. */
export const CandidateDetailResponse = z.object({
  success: z.literal(true),
  data: z.object({
    candidate: CandidateSchema,
    /** Applications from this candidate to the requesting employer's jobs, newest first. */
    applications: z.array(
      z.object({
        id: z.string().uuid(),
        status: z.string(),
        appliedAt: z.string(),
        job: z.object({ id: z.string().uuid(), title: z.string() }),
      }),
    ),
  }),
});
