import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, FieldError } from '@jobboard/contracts/errors';

/** A failure the client should see as it is: code, HTTP status and a message for people. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', 404, message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('FORBIDDEN', 403, message);
export const unauthorized = (message = 'Please sign in to continue') => new AppError('UNAUTHORIZED', 401, message);
export const conflict = (message: string, fieldErrors?: FieldError[]) => new AppError('CONFLICT', 409, message, fieldErrors);
export const badRequest = (message: string, fieldErrors?: FieldError[]) =>
  new AppError('VALIDATION_ERROR', 400, message, fieldErrors);

type ValidationIssue = { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> };

/** Turns the validator's issues into one field error per problem, naming the field. */
function toFieldErrors(issues: ValidationIssue[], context: string | undefined): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[]) {
        const field = base ? `${base}.${key}` : key;
        out.push({ field, message: `Unknown field: ${field}` });
      }
      continue;
    }
    const field = base || context || 'body';
    let message = issue.message ?? 'Invalid value';
    // Zod's default wording for a missing or mistyped value is technical; say it plainly.
    if (message.startsWith('Invalid input: expected')) {
      message = base ? `${field}: ${message.replace('Invalid input: ', '')}` : `Request ${context ?? 'body'} must be a JSON object`;
    }
    out.push({ field, message });
  }
  return out;
}

const POSTGRES_MESSAGES: Record<string, [number, ErrorCode, string]> = {
  '23505': [409, 'CONFLICT', 'This record already exists'],
  '23503': [409, 'CONFLICT', 'A related record does not exist'],
  '23514': [400, 'VALIDATION_ERROR', 'A value is outside what is allowed'],
  '22P02': [400, 'VALIDATION_ERROR', 'A value has the wrong format'],
  '22001': [400, 'VALIDATION_ERROR', 'A value is too long'],
  // A NUL character in text; requests are checked for it first (refuseNulCharacters).
  '22021': [400, 'VALIDATION_ERROR', 'Text must not contain the null character (U+0000)'],
};

function findPostgresCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && POSTGRES_MESSAGES[code]) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

// Connection failures (SQLSTATE class 08), a server shutting down or starting (57P01–57P03), and
// the driver's own words for a connection cut or refused.
const UNAVAILABLE_CODES = /^(08...|57P0[123]|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN)$/;
const UNAVAILABLE_MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/i;
export const DATABASE_UNAVAILABLE = 'The database is not answering for a moment. Nothing was changed; please try again shortly.';

/** Whether an error (or one it wraps, as Drizzle's query errors do) says the database cannot be reached. */
function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The one place errors become the envelope of docs/architecture.md#api-conventions. 5xx bodies stay generic. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        success: false,
        error: { code: error.code, message: error.message },
        ...(error.fieldErrors?.length ? { errors: error.fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = toFieldErrors(error.validation as unknown as ValidationIssue[], error.validationContext);
      return reply.status(400).send({
        success: false,
        error: { code: 'VALIDATION_ERROR', message: errors[0]?.message ?? 'Invalid request' },
        errors,
      });
    }
    const pgCode = findPostgresCode(error);
    if (pgCode) {
      const [status, code, message] = POSTGRES_MESSAGES[pgCode]!;
      request.log.warn({ err: error }, 'database constraint refused a change');
      return reply.status(status).send({ success: false, error: { code, message } });
    }
    // A transaction cut by a lost connection is rolled back by PostgreSQL, so nothing was half-written.
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ success: false, error: { code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code: ErrorCode =
        status === 413 ? 'PAYLOAD_TOO_LARGE'
        : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE'
        : status === 429 ? 'RATE_LIMITED'
        : status === 404 ? 'NOT_FOUND'
        : 'VALIDATION_ERROR';
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty'
            : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? 'The request body is too large'
              : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
                ? 'Unsupported content type; send application/json'
                : error.message;
      return reply.status(status).send({ success: false, error: { code, message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(status >= 500 ? status : 500)
      .send({ success: false, error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' } });
  });

}
