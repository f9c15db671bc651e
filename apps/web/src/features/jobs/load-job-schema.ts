import type { Resolver } from 'react-hook-form';
import type { JobFormValues } from './job-form-values.ts';

/**
 * The job schema (and zod with it) as a separate chunk: the form renders without it, starts
 * loading it at once, and awaits it only to validate. This keeps the form page's JavaScript
 * well inside its 50 KB budget (docs/architecture.md#performance-budgets).
 */
export const loadJobSchema = () => import('./job-form-schema.ts');

export const lazyJobFormResolver: Resolver<JobFormValues> = async (values, context, options) =>
  (await loadJobSchema()).jobFormResolver(values, context, options);
