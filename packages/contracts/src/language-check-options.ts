/**
 * The wording check's fields and their names, without zod (decision 005): the job form's eager
 * code imports these; the schemas are in language-check.ts.
 */

/**
 * The job texts checked for wording that may exclude people (docs/decisions/018-inclusive-language.md),
 * in the order the job form shows them.
 */
export const LANGUAGE_CHECK_FIELDS = ['title', 'description', 'requirements', 'responsibilities', 'benefits', 'accommodations'] as const;
export type LanguageCheckField = (typeof LANGUAGE_CHECK_FIELDS)[number];

/** The fields' names as the job form labels them. */
export const LANGUAGE_CHECK_LABELS: Record<LanguageCheckField, string> = {
  title: 'Job title',
  description: 'Job description',
  requirements: 'Requirements',
  responsibilities: 'Responsibilities',
  benefits: 'Benefits',
  accommodations: 'Accommodations',
};
