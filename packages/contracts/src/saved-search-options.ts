import type { DisabilityType, JobType, OffersNeeds, SalaryPeriod } from './job-options.ts';

// What pages need of saved searches without loading zod (the schemas are in saved-searches.ts).

/** How often a saved search mails its new jobs: as soon as one is posted, once a day, once a week. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = { instant: 'As soon as a job is posted', daily: 'Once a day', weekly: 'Once a week' };

export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 100;
export const SAVED_SEARCH_MESSAGES = {
  tooMany: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
  notFound: 'Saved search not found',
  created: 'Search saved. We will email you new jobs that match it.',
  updated: 'Saved search updated.',
  deleted: 'Saved search deleted.',
} as const;

/** The job list's filters as a saved search keeps them (checked by SavedSearchQuerySchema). */
export type SavedSearchQuery = {
  search?: string | undefined;
  location?: string | undefined;
  jobType?: JobType | undefined;
  isRemote?: boolean | undefined;
  salaryMin?: number | undefined;
  salaryMax?: number | undefined;
  salaryPeriod?: SalaryPeriod | undefined;
  disabilityTypes?: DisabilityType[] | undefined;
  /** Jobs offering all, or at least one, of the seeker's needs as their profile lists them when the search runs. */
  offersNeeds?: OffersNeeds | undefined;
};

/** The job list's query string for a saved search: what "Run" opens, and what the alerts run. */
export function savedSearchParams(q: SavedSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.search) params.set('search', q.search);
  if (q.location) params.set('location', q.location);
  if (q.jobType) params.set('jobType', q.jobType);
  if (q.isRemote !== undefined) params.set('isRemote', String(q.isRemote));
  if (q.salaryMin !== undefined) params.set('salaryMin', String(q.salaryMin));
  if (q.salaryMax !== undefined) params.set('salaryMax', String(q.salaryMax));
  if (q.salaryPeriod) params.set('salaryPeriod', q.salaryPeriod);
  for (const type of q.disabilityTypes ?? []) params.append('disabilityTypes', type);
  if (q.offersNeeds) params.set('offersNeeds', q.offersNeeds);
  return params;
}
