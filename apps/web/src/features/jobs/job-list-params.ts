import {
  DISABILITY_TYPES,
  JOB_PAGE_SIZE,
  JOB_SORTS,
  JOB_TYPES,
  OFFERS_NEEDS,
  POSTED_WITHIN,
  SALARY_PERIODS,
  type DisabilityType,
  type JobSort,
  type JobType,
  type OffersNeeds,
  type PostedWithin,
  type SalaryPeriod,
} from '@jobboard/contracts/job-options';
import { salaryBound } from './amounts.ts';

/** Everything the job list shows, as read from (and written to) the page's URL. */
export type JobFilters = {
  search: string;
  location: string;
  jobType: JobType | '';
  isRemote: '' | 'true' | 'false';
  salaryMin: string;
  salaryMax: string;
  /** The period the salary bounds are read in; the server compares yearly equivalents. */
  salaryPeriod: SalaryPeriod;
  disabilityTypes: DisabilityType[];
  /** Posted within this many days; '' for any time. */
  postedWithin: PostedWithin | '';
  /** A seeker's own accommodation needs: jobs offering all, or at least one; '' for any job. */
  offersNeeds: OffersNeeds | '';
  /** '' means the default order: relevance while searching, else newest. */
  sort: JobSort | '';
  page: number;
  /** The search words as typed, never replaced by the server's correction ("Search instead for …"). */
  exact: boolean;
};

export const EMPTY_FILTERS: JobFilters = {
  search: '',
  location: '',
  jobType: '',
  isRemote: '',
  salaryMin: '',
  salaryMax: '',
  salaryPeriod: 'year',
  disabilityTypes: [],
  postedWithin: '',
  offersNeeds: '',
  sort: '',
  page: 1,
  exact: false,
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' => (value && (list as readonly string[]).includes(value) ? (value as T) : '');
/** A salary bound as the search takes it (see salaryBound), or '' for none. */
const wholeNumber = (value: string | null): string => String(salaryBound(value ?? '') ?? '');
/** A salary range as the server takes it: a range that ends before it starts is malformed, so neither bound is kept. */
function salaryRange(params: URLSearchParams): { salaryMin: string; salaryMax: string } {
  const [min, max] = [wholeNumber(params.get('salaryMin')), wholeNumber(params.get('salaryMax'))];
  return min && max && Number(min) > Number(max) ? { salaryMin: '', salaryMax: '' } : { salaryMin: min, salaryMax: max };
}

/** Reads the filters from the URL; anything unknown or malformed is ignored rather than sent. */
export function filtersFromParams(params: URLSearchParams): JobFilters {
  const page = Number(params.get('page'));
  const types = params.getAll('disabilityTypes').filter((t): t is DisabilityType => (DISABILITY_TYPES as readonly string[]).includes(t));
  return {
    search: (params.get('search') ?? '').trim(),
    location: (params.get('location') ?? '').trim(),
    jobType: oneOf(JOB_TYPES, params.get('jobType')),
    isRemote: oneOf(['true', 'false'] as const, params.get('isRemote')),
    ...salaryRange(params),
    salaryPeriod: oneOf(SALARY_PERIODS, params.get('salaryPeriod')) || 'year',
    disabilityTypes: DISABILITY_TYPES.filter((t) => types.includes(t)),
    postedWithin: oneOf(POSTED_WITHIN, params.get('postedWithin')),
    offersNeeds: oneOf(OFFERS_NEEDS, params.get('offersNeeds')),
    sort: oneOf(JOB_SORTS, params.get('sort')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    exact: params.get('exact') === 'true' && Boolean(params.get('search')?.trim()),
  };
}

/** The sort actually used: relevance only makes sense with search text. */
export function effectiveSort(filters: Pick<JobFilters, 'search' | 'sort'>): JobSort {
  if (filters.sort === 'relevance') return filters.search ? 'relevance' : 'newest';
  return filters.sort || (filters.search ? 'relevance' : 'newest');
}

/** The page's URL parameters: only what differs from the defaults, so shared links stay short. */
export function paramsFromFilters(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.location.trim()) params.set('location', filters.location.trim());
  if (filters.jobType) params.set('jobType', filters.jobType);
  if (filters.isRemote) params.set('isRemote', filters.isRemote);
  const min = wholeNumber(filters.salaryMin);
  const max = wholeNumber(filters.salaryMax);
  if (min) params.set('salaryMin', min);
  if (max) params.set('salaryMax', max);
  // Kept without amounts too, so the choice survives until they are typed; yearly is the default and is left out.
  if (filters.salaryPeriod !== 'year') params.set('salaryPeriod', filters.salaryPeriod);
  for (const type of filters.disabilityTypes) params.append('disabilityTypes', type);
  if (filters.postedWithin) params.set('postedWithin', filters.postedWithin);
  if (filters.offersNeeds) params.set('offersNeeds', filters.offersNeeds);
  if (filters.sort && filters.sort !== (filters.search.trim() ? 'relevance' : 'newest')) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.exact && filters.search.trim()) params.set('exact', 'true');
  return params;
}

/**
 * New filters after a change; any change other than the page itself starts again at page 1, and
 * new search words may be corrected again.
 */
export function withChanges(filters: JobFilters, changes: Partial<JobFilters>): JobFilters {
  const newWords = changes.search !== undefined && changes.search.trim() !== filters.search;
  return { ...filters, ...changes, page: changes.page ?? 1, exact: changes.exact ?? (newWords ? false : filters.exact) };
}

/** The GET /v1/jobs query string for these filters (page size 10, sort always sent). */
export function apiQuery(filters: JobFilters): string {
  const params = paramsFromFilters(filters);
  params.delete('page');
  params.delete('sort');
  const query = new URLSearchParams({ page: String(filters.page), limit: String(JOB_PAGE_SIZE) });
  for (const [key, value] of params) query.append(key, value);
  query.set('sort', effectiveSort(filters));
  return query.toString();
}

/**
 * The RSS feed of a search (served by the API): its words and filters, without paging. The feed
 * keeps the words as typed, and shows the newest jobs unless the search chose an order.
 */
export function feedPath(filters: JobFilters): string {
  const params = paramsFromFilters(filters);
  params.delete('page');
  params.delete('exact');
  // A feed is public: nobody's needs are known to it.
  params.delete('offersNeeds');
  const query = params.toString();
  return `/feeds/jobs.xml${query ? `?${query}` : ''}`;
}

/** Whether anything narrows the list (the empty state then suggests clearing filters). */
export function hasFilters(filters: JobFilters): boolean {
  // A pay period alone narrows nothing.
  return paramsFromFilters({ ...filters, page: 1, sort: '', salaryPeriod: 'year' }).toString() !== '';
}
