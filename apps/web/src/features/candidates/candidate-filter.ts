import { EDUCATION_LEVELS } from '@jobboard/contracts/users';
import { CANDIDATE_PAGE_SIZE, EXPERIENCE_FILTERS, REMOTE_FILTERS } from '@jobboard/contracts/candidates';

export type ExperienceFilter = (typeof EXPERIENCE_FILTERS)[number];
export type RemoteFilter = (typeof REMOTE_FILTERS)[number];
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export type CandidateFilter = {
  keyword: string;
  skills: string[];
  experienceYears: ExperienceFilter;
  location: string;
  education: EducationLevel | '';
  isRemote: RemoteFilter;
  accessibilityNeeds: string[];
  page: number;
};

export const EMPTY_FILTER: CandidateFilter = { keyword: '', skills: [], experienceYears: 'any', location: '', education: '', isRemote: 'any', accessibilityNeeds: [], page: 1 };

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T => (value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback);

/** Trimmed, non-empty, without duplicates (ignoring case). */
export function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.map((t) => t.trim()).filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}
const listOf = (value: string | null) => cleanTags((value ?? '').split(','));

/** The filter as the URL holds it, under the names the API uses. */
export function candidateFilterFrom(params: URLSearchParams): CandidateFilter {
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    skills: listOf(params.get('skills')),
    experienceYears: oneOf(EXPERIENCE_FILTERS, params.get('experienceYears'), 'any'),
    location: (params.get('location') ?? '').trim(),
    education: oneOf<EducationLevel | ''>(EDUCATION_LEVELS, params.get('education'), ''),
    isRemote: oneOf(REMOTE_FILTERS, params.get('isRemote'), 'any'),
    accessibilityNeeds: listOf(params.get('accessibilityNeeds')),
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/** The filter for the URL and for GET /v1/users/candidates, defaults left out. */
export function candidateParams(filter: CandidateFilter): URLSearchParams {
  const out = new URLSearchParams();
  if (filter.keyword.trim()) out.set('keyword', filter.keyword.trim());
  if (filter.skills.length) out.set('skills', filter.skills.join(','));
  if (filter.experienceYears !== 'any') out.set('experienceYears', filter.experienceYears);
  if (filter.location.trim()) out.set('location', filter.location.trim());
  if (filter.education) out.set('education', filter.education);
  if (filter.isRemote !== 'any') out.set('isRemote', filter.isRemote);
  if (filter.accessibilityNeeds.length) out.set('accessibilityNeeds', filter.accessibilityNeeds.join(','));
  if (filter.page > 1) out.set('page', String(filter.page));
  return out;
}

export function candidateApiSearch(filter: CandidateFilter): URLSearchParams {
  const out = candidateParams(filter);
  out.set('page', String(filter.page));
  out.set('limit', String(CANDIDATE_PAGE_SIZE));
  return out;
}

export const finderHref = (filter: CandidateFilter) => {
  const query = candidateParams(filter).toString();
  return query ? `/candidate-finder?${query}` : '/candidate-finder';
};
