import type { ZodType, z } from 'zod';
import type { FieldError } from '@jobboard/contracts/errors';
import { badRequest } from './errors.ts';

/**
 * Parses a value a route could not type in its schema (the profile body's shape depends on
 * the caller's role), answering the same 400 envelope as route validation.
 */
export function parseOrThrow<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: FieldError[] = parsed.error.issues.flatMap((issue) => {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const field = base ? `${base}.${key}` : key;
        return { field, message: `Unknown field: ${field}` };
      });
    }
    return [{ field: base || 'body', message: issue.message }];
  });
  throw badRequest(errors[0]?.message ?? 'Invalid request', errors);
}
