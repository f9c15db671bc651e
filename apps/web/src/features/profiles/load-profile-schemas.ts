import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * The profile schemas (and zod with them) as a separate chunk: the forms render without it,
 * start loading it at once, and await it only to validate (route budgets:
 * docs/architecture.md#performance-budgets).
 */
export const loadProfileSchemas = () => import('./profile-schemas.ts');
type Schemas = Awaited<ReturnType<typeof loadProfileSchemas>>;

/** A resolver that loads the schemas on first use and then delegates to the one `pick` chooses. */
export function lazyResolver<V extends FieldValues>(pick: (schemas: Schemas) => Resolver<V>): Resolver<V> {
  return async (values, context, options) => pick(await loadProfileSchemas())(values, context, options);
}
