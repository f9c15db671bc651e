import { z } from 'zod';
import { DISABILITY_TYPES, JOB_TYPES, OFFERS_NEEDS, SALARY_MAX, SALARY_PERIODS } from './job-options.ts';
import { refuseReversedSalary } from './jobs.ts';
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from './saved-search-options.ts';

export * from './saved-search-options.ts';

const salary = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} must be 0 or more` })
    .max(SALARY_MAX, { error: `${label} must be at most 1,000,000,000` });

/** The job list's filters as JSON: what a saved search runs. The same words and filters as /jobs. */
export const SavedSearchQuerySchema = z
  .strictObject({
    search: z.string().trim().max(200, { error: 'Keywords must be at most 200 characters' }).optional(),
    location: z.string().trim().max(100, { error: 'Location must be at most 100 characters' }).optional(),
    jobType: z.enum(JOB_TYPES, { error: 'Unknown job type' }).optional(),
    isRemote: z.boolean({ error: 'isRemote must be true or false' }).optional(),
    salaryMin: salary('Minimum salary').optional(),
    salaryMax: salary('Maximum salary').optional(),
    salaryPeriod: z.enum(SALARY_PERIODS, { error: 'Unknown pay period' }).optional(),
    disabilityTypes: z.array(z.enum(DISABILITY_TYPES, { error: 'Unknown disability type' })).max(DISABILITY_TYPES.length).optional(),
    offersNeeds: z.enum(OFFERS_NEEDS, { error: 'offersNeeds must be all or any' }).optional(),
  })
  .superRefine((q, ctx) => refuseReversedSalary(q.salaryMin, q.salaryMax, ctx));

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required' })
  .max(SAVED_SEARCH_NAME_MAX, { error: `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters` });
const frequency = z.enum(ALERT_FREQUENCIES, { error: 'Choose how often: instant, daily or weekly' });

/** POST /v1/saved-searches. */
export const CreateSavedSearchRequest = z.strictObject({ name, query: SavedSearchQuerySchema, frequency });
/** PUT /v1/saved-searches/{id}: any of the fields, at least one; `paused` stops its mails. */
export const UpdateSavedSearchRequest = z
  .strictObject({ name: name.optional(), query: SavedSearchQuerySchema.optional(), frequency: frequency.optional(), paused: z.boolean({ error: 'paused must be true or false' }).optional() })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: 'Change at least one field' });

export const SavedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: SavedSearchQuerySchema,
  frequency: z.enum(ALERT_FREQUENCIES),
  paused: z.boolean(),
  createdAt: z.string(),
  /** When its last alert was mailed; null before the first. */
  lastAlertAt: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchIdParams = z.object({ id: z.string().uuid({ error: 'Invalid saved search id' }) });
export const SavedSearchResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: z.object({ savedSearch: SavedSearchSchema }) });
export const SavedSearchListResponse = z.object({ success: z.literal(true), data: z.object({ savedSearches: z.array(SavedSearchSchema) }) });

