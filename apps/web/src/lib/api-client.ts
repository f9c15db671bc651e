import type { FieldError } from '@jobboard/contracts/errors';
import { STORAGE_KEYS } from '@jobboard/contracts/display';
import type { paths } from './api-types.generated.ts';
import { storage } from './storage.ts';

/** A failed call, carrying the envelope's code, message and field errors. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }
}

/**
 * The text to show for a failure, in this order (docs/architecture.md#api-conventions):
 * error.message, then message, then the errors list, then error as a string, then the fallback.
 */
export function errorText(body: unknown, fallback = 'An unexpected error occurred'): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const err = b.error;
    if (err && typeof err === 'object' && typeof (err as { message?: unknown }).message === 'string') {
      return (err as { message: string }).message;
    }
    if (typeof b.message === 'string' && b.message) return b.message;
    if (Array.isArray(b.errors) && b.errors.length) {
      return b.errors
        .map((e: { msg?: string; message?: string }) => e?.msg ?? e?.message)
        .filter(Boolean)
        .join('\n');
    }
    if (typeof err === 'string' && err) return err;
  }
  return fallback;
}

// NOTE: apiFetch says "Request failed (status)" when the answer carries no text of its own;
// callers then want their own default message instead.
const GENERIC_FAILURE = /^Request failed \(\d+\)$/;

/** The message of any thrown value, for toasts: the server's text when it sent one, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && !GENERIC_FAILURE.test(error.message)) return error.message;
  return fallback;
}

/** The text of a success toast: the server's `message` when it sent one, else the default. */
export function successText(answer: unknown, fallback: string): string {
  const message = (answer as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

export function getToken(): string | null {
  return storage.get(STORAGE_KEYS.token);
}

let noCache = false;
/** After logout, later requests ask the browser not to reuse cached answers. */
export function requestFreshAnswers(): void {
  noCache = true;
}

type Options = { method?: string; body?: unknown; signal?: AbortSignal; auth?: boolean };

/** The headers every API call sends: JSON answers, the stored bearer token, no cached answers after logout. */
export function apiHeaders(auth = true): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = auth ? getToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  if (noCache) headers['cache-control'] = 'no-cache';
  return headers;
}

export const networkError = () => new ApiError('Cannot reach the server. Check your connection and try again.', 0, 'NETWORK_ERROR');

/** The ApiError of a failed answer: the envelope's message, code and field errors. */
export function failedAnswer(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as { error?: { code?: string }; errors?: FieldError[] };
  return new ApiError(errorText(body, `Request failed (${status})`), status, b.error?.code ?? 'HTTP_ERROR', Array.isArray(b.errors) ? b.errors : []);
}

/** Calls the API with the stored bearer token and unwraps the envelope; throws ApiError on failure. */
export async function apiFetch<T>(path: string, options: Options = {}): Promise<T> {
  const headers = apiHeaders(options.auth !== false);
  // NOTE: a FormData body (file uploads) goes as it is: the browser writes its multipart
  // content type with the boundary, which a content-type set here would break.
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
      cache: noCache ? 'no-store' : 'default',
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw networkError();
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw failedAnswer(response.status, body);
  return body as T;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
/** The API's paths that have an operation for this method. */
export type PathOf<M extends Method> = { [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P }[keyof paths];
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
/** The body of the operation's successful answer, as the API's OpenAPI document describes it. */
export type Answer<P extends keyof paths, M extends Method = 'get'> =
  Operation<P, M> extends { responses: infer R } ? (R extends { 200: infer OK } ? Json<OK> : R extends { 201: infer Created } ? Json<Created> : undefined) : never;
type BodyOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer B } } } ? B
  : Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B | undefined
  : Operation<P, M> extends { requestBody: { content: { 'multipart/form-data': unknown } } } ? FormData
  : undefined;
type ParamsOf<P extends keyof paths, M extends Method> = Operation<P, M> extends { parameters: { path: infer T } } ? T : undefined;

type CallOptions<P extends keyof paths, M extends Method> = Omit<Options, 'method' | 'body'> & {
  /** The path's `{name}` parts, each encoded into the URL. */
  params?: ParamsOf<P, M>;
  /** The query string, without its `?`. */
  query?: string | URLSearchParams;
  body?: BodyOf<P, M>;
};

/** The URL of a documented path: `{id}` replaced by the encoded value, then the query string. */
export function pathWith(path: string, params: Record<string, string | number> | undefined, query?: string | URLSearchParams): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  const q = query?.toString();
  return q ? `${filled}?${q}` : filled;
}

function caller<M extends Method>(method: M) {
  return <P extends PathOf<M>>(path: P, options: CallOptions<P, M> = {}): Promise<Answer<P, M>> => {
    const { params, query, ...rest } = options;
    return apiFetch<Answer<P, M>>(pathWith(path, params as Record<string, string> | undefined, query), { ...rest, method: method.toUpperCase() });
  };
}

/**
 * The API by its documented paths: `api.get('/v1/jobs/{id}', { params: { id } })`. Bodies and
 * answers are typed from the OpenAPI document (`npm run api:types`), so no answer is typed by hand.
 */
export const api = { get: caller('get'), post: caller('post'), put: caller('put'), patch: caller('patch'), delete: caller('delete') };
