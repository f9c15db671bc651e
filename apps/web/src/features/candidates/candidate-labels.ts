import { CANDIDATE_BIO_PREVIEW } from '@jobboard/contracts/candidates';
import type { ExperienceFilter, RemoteFilter } from './candidate-filter.ts';

export { EDUCATION_LABELS, educationLabel } from '../../lib/education-labels.ts';

export const EXPERIENCE_LABELS: Record<ExperienceFilter, string> = {
  any: 'Any experience',
  '0': '0+ years',
  '1': '1+ year',
  '2': '2+ years',
  '3': '3+ years',
  '5': '5+ years',
  '7': '7+ years',
  '10': '10+ years',
};

export const REMOTE_LABELS: Record<RemoteFilter, string> = { any: 'Any', true: 'Remote only', false: 'On-site only', hybrid: 'Hybrid' };
/** A candidate's own remote preference (profile values, plus the older 'remote'/'onsite' words). */
export const REMOTE_PREFERENCE_LABELS: Record<string, string> = { any: 'Open to any', true: 'Remote', remote: 'Remote', false: 'On-site', onsite: 'On-site', hybrid: 'Hybrid' };

export const yearsText = (n: number) => `${n} ${n === 1 ? 'year' : 'years'} of experience`;

/** The bio preview: the first 100 characters plus '...'. */
export const bioPreview = (bio: string) => (bio.length > CANDIDATE_BIO_PREVIEW ? `${bio.slice(0, CANDIDATE_BIO_PREVIEW)}...` : bio);
