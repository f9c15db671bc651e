import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

// Why not @hookform/resolvers: it declares two dozen validation libraries as optional peers,
// and its `ajv` peer clashes with ESLint's ajv 6, so `npm ls` rejected the whole tree for a
// dozen lines we use (docs/dependencies.md).

/**
 * A react-hook-form resolver that checks the values with a contract's zod schema (the server
 * checks the same) and gives the parsed values, or the first message per field.
 */
export function zodResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const [last = 'root', ...parents] = issue.path.map(String).reverse();
      let node = errors;
      for (const key of parents.reverse()) node = (node[key] ??= {}) as Record<string, unknown>;
      node[last] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}
