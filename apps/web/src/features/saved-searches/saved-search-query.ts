import { DISABILITY_TYPE_LABELS, JOB_TYPE_LABELS, OFFERS_NEEDS_LABELS, SALARY_PERIOD_LABELS } from '@jobboard/contracts/job-options';
import { savedSearchParams, type SavedSearchQuery } from '@jobboard/contracts/saved-search-options';
import type { JobFilters } from '../jobs/job-list-params.ts';

/** The job list's filters as a saved search keeps them: the words and filters, never the order or the page. */
export function queryFromFilters(f: JobFilters): SavedSearchQuery {
  return {
    ...(f.search.trim() ? { search: f.search.trim() } : {}),
    ...(f.location.trim() ? { location: f.location.trim() } : {}),
    ...(f.jobType ? { jobType: f.jobType } : {}),
    ...(f.isRemote ? { isRemote: f.isRemote === 'true' } : {}),
    ...(f.salaryMin ? { salaryMin: Number(f.salaryMin) } : {}),
    ...(f.salaryMax ? { salaryMax: Number(f.salaryMax) } : {}),
    ...(f.salaryMin || f.salaryMax ? { salaryPeriod: f.salaryPeriod } : {}),
    ...(f.disabilityTypes.length ? { disabilityTypes: f.disabilityTypes } : {}),
    ...(f.offersNeeds ? { offersNeeds: f.offersNeeds } : {}),
  };
}

/** What a saved search looks for, in words: "braille · Leeds · Remote only · Visual". */
export function describeQuery(q: SavedSearchQuery): string {
  const parts = [
    q.search ? `“${q.search}”` : null,
    q.location ?? null,
    q.jobType ? JOB_TYPE_LABELS[q.jobType] : null,
    q.isRemote === undefined ? null : q.isRemote ? 'Remote only' : 'On site only',
    q.salaryMin !== undefined ? `from ${q.salaryMin.toLocaleString('en')} ${SALARY_PERIOD_LABELS[q.salaryPeriod ?? 'year']}` : null,
    q.salaryMax !== undefined ? `up to ${q.salaryMax.toLocaleString('en')} ${SALARY_PERIOD_LABELS[q.salaryPeriod ?? 'year']}` : null,
    ...(q.disabilityTypes ?? []).map((d) => DISABILITY_TYPE_LABELS[d]),
    q.offersNeeds ? OFFERS_NEEDS_LABELS[q.offersNeeds] : null,
  ].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(' · ') : 'Every new job';
}

/** The job list showing what a saved search finds. */
export const runPath = (q: SavedSearchQuery) => {
  const params = savedSearchParams(q).toString();
  return params ? `/jobs?${params}` : '/jobs';
};
