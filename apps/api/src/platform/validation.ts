import type { FastifyInstance } from 'fastify';
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

/** Where the first NUL character (U+0000) is in a request's parsed input, as a field path; undefined when there is none. */
function nulCharacterPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulCharacterPath(inner, Array.isArray(value) ? path : path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold the NUL character: a query string, path or JSON body carrying one
 * (`?search=%00`, `"title": "a\u0000"`) reached the database and failed there as a 500. Refused
 * here, before validation, with the field that held it, for every route at once.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, input] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const field = nulCharacterPath(input);
      if (field === undefined) continue;
      const name = field || part;
      const message = `${name} must not contain the null character (U+0000)`;
      throw badRequest(message, [{ field: name, message }]);
    }
  });
}
