import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { NEVER_REFUSES } from './guards.ts';
import { contractSchemaRegistry } from './openapi-schemas.ts';

type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown>; consumes?: string[]; produces?: string[] };

/**
 * The operation's id, from its method and path: `GET /v1/jobs/:id/similar` is `getJobsByIdSimilar`.
 * The API's own prefix is left out; the site-origin routes under /apis keep theirs so no id repeats.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part && part !== 'v1')
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** What each answer means, as the error envelope's codes do (docs/architecture.md#api-conventions). */
const ANSWERS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  302: 'Redirect',
  304: 'Not modified: the copy the client has (If-None-Match) is current',
  400: 'Invalid request: the message and `errors` name each field and why',
  401: 'Not signed in, or the session has ended',
  403: 'Signed in, but not allowed to do this',
  404: 'Not found, or not visible to the caller',
  409: 'Conflicts with the current state',
  413: 'The upload is too large',
  415: 'The file is not of an accepted type',
  429: 'Too many requests: Retry-After says when to try again',
  503: 'A service the API relies on is not answering: try again shortly',
};

type Guard = { [NEVER_REFUSES]?: boolean };
type RouteInput = Parameters<SwaggerTransform>[0]['route'];

/**
 * The answers an operation can really give, from the errors its module declares (docs/architecture.md#api-conventions):
 * a read never conflicts (409); only a body can be too large (413) or of the wrong type (415), and
 * every body can; without a body, parameters or a query nothing is invalid (400); a route whose
 * guard never refuses has no 401; and
 * anything that reads the database can meet it down (503). The API tests check each answer they
 * see against these lists (test/helpers/answers.ts).
 */
function answersOf(method: string, url: string, route: RouteInput, has: { body: boolean; params: boolean; query: boolean }, declared: Record<string, unknown>): Record<string, unknown> {
  const guards = [route.preValidation, route.preHandler].flat().filter(Boolean) as Guard[];
  const out = { ...declared };
  const error = declared[400] ?? declared[401] ?? declared[404];
  const drop = (status: number, when: boolean) => void (when && delete out[status]);
  drop(409, method === 'GET');
  drop(400, !has.body && !has.params && !has.query);
  drop(401, guards.length > 0 && guards.every((g) => g[NEVER_REFUSES]));
  drop(413, !has.body);
  drop(415, !has.body);
  if (error && has.body) Object.assign(out, { 413: out[413] ?? error, 415: out[415] ?? error });
  if (error && url !== '/v1/health/live') out[503] ??= error;
  return out;
}

/**
 * What the route declarations leave to the document: an operation id for each, the bearer scheme
 * where a route can answer 401, a multipart body for uploads (`multipartFile` names the part),
 * and the file a CSV export answers with.
 */
export function createOpenApiTransforms(): { transform: SwaggerTransform; transformObject: SwaggerTransformObject } {
  const schemaRegistry = contractSchemaRegistry();
  const bodies = createJsonSchemaTransform({ schemaRegistry });
  // NOTE: @fastify/swagger must read query, path and header parameters inline: a $ref there fails.
  const parameters = createJsonSchemaTransform({});
  const transform: SwaggerTransform = (input) => {
    const { multipartFile, querystring, params, headers, ...declared } = (input.schema ?? {}) as RouteSchema & { multipartFile?: string };
    const { schema, url } = bodies({ ...input, schema: declared });
    const out = schema as RouteSchema;
    Object.assign(out, parameters({ ...input, schema: { querystring, params, headers } as never }).schema);
    if (out.hide) return { schema, url };
    const method = [input.route.method].flat()[0]!;
    out.operationId ??= operationIdOf(method, url);
    if (out.response) out.response = answersOf(method, url, input.route, { body: Boolean(declared.body) || Boolean(multipartFile), params: Boolean(params), query: Boolean(querystring) }, out.response);
    if (out.response?.[401] && !out.security) out.security = [{ bearer: [] }];
    if (multipartFile) {
      out.body = { type: 'object', required: [multipartFile], properties: { [multipartFile]: { type: 'string', format: 'binary', description: 'The file' } } };
    }
    for (const [status, answer] of Object.entries(out.response ?? {})) {
      const described = answer as Record<string, unknown>;
      if (!described.description && ANSWERS[status]) out.response![status] = { ...described, description: ANSWERS[status] };
    }
    // A route that answers with a file declares what it produces; its 200 is that file.
    const files = out.produces?.filter((type) => type !== 'application/json') ?? [];
    if (files.length && !out.response?.[200]) {
      const description = files.includes('text/csv') ? 'A CSV file, sent as an attachment' : 'The file';
      out.response = { 200: { description, content: Object.fromEntries(files.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) }, ...out.response };
    }
    return { schema, url };
  };
  return { transform, transformObject: createJsonSchemaTransformObject({ schemaRegistry }) };
}
