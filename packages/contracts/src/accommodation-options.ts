/**
 * The product's shared vocabulary of workplace accommodations: ids and short labels and the private
 * match (the job list's filter on a seeker's needs is in job-options.ts) (docs/decisions/017-accommodations.md). Kept free of zod
 * and of the longer texts (groups and descriptions are in accommodation-vocabulary.ts), because
 * every job card reads it. An id, once published, keeps its meaning; a new type is added to its
 * group and to the database checks in a migration.
 */

export const ACCOMMODATIONS_VERSION = 1;

/** Every type with its label, in the vocabulary's order (grouped as the forms show them). */
export const ACCOMMODATION_LABELS = {
  'flexible-hours': 'Flexible hours',
  'part-time': 'Part-time hours',
  'extra-breaks': 'Extra breaks',
  'remote-work': 'Remote work',
  'step-free-access': 'Step-free access',
  'accessible-restroom': 'Accessible restroom',
  'quiet-workspace': 'Quiet workspace',
  'adjustable-desk': 'Adjustable desk',
  'screen-reader-software': 'Screen reader compatible software',
  captioning: 'Captioning',
  'speech-to-text': 'Speech-to-text',
  magnification: 'Screen magnification',
  'sign-language-interpreter': 'Sign language interpreter',
  'written-instructions': 'Written instructions',
  'instructions-in-advance': 'Instructions in advance',
  'interview-questions-in-advance': 'Interview questions in advance',
  'extra-assessment-time': 'Extra time for assessments',
  'remote-interview': 'Video or phone interview',
  'support-person': 'Support person at interview',
} as const;

export type AccommodationId = keyof typeof ACCOMMODATION_LABELS;
export const ACCOMMODATION_IDS = Object.keys(ACCOMMODATION_LABELS) as [AccommodationId, ...AccommodationId[]];

export function accommodationLabel(id: string): string {
  return (ACCOMMODATION_LABELS as Record<string, string>)[id] ?? id;
}

/** Ids in the vocabulary's own order, without repeats or unknown ids. */
export function inVocabularyOrder<T extends string>(ids: readonly T[]): T[] {
  const wanted = new Set<string>(ids);
  return ACCOMMODATION_IDS.filter((id) => wanted.has(id)) as string[] as T[];
}

/**
 * The private match of a job's offer against one seeker's needs: computed for that seeker alone,
 * never stored, never shown to employers, never used to rank people.
 */
export type AccommodationMatch = { offered: number; needed: number; missing: AccommodationId[] };
export function matchAccommodations(offered: readonly string[], needed: readonly string[]): AccommodationMatch | null {
  const need = inVocabularyOrder(needed as AccommodationId[]);
  if (need.length === 0) return null;
  const offer = new Set(offered);
  const missing = need.filter((id) => !offer.has(id));
  return { offered: need.length - missing.length, needed: need.length, missing };
}
