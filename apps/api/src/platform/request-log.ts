import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';
// Signed download links carry their capability in the path (platform/signed-urls.ts).
const FILE_TOKEN = /\/files\/[^/?#]+/i;
// Query parameters that would carry a secret if a link ever put one there.
const SECRET_PARAMS = new Set(['token', 'access_token', 'otp', 'code', 'password', 'signature']);

function paramName(pair: string): string {
  const raw = pair.split('=')[0]!;
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * The request's URL as the log may keep it: a download token becomes `[redacted]`
 * (`/v1/files/[redacted]`), and so does the value of a token-like query parameter. NOTE: a link
 * is valid for minutes, but anyone who reads the log within them could use it.
 */
export function redactedUrl(url: string, route?: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  // The matched route names the token even when the path spelled it oddly (`/v1/%66iles/…`).
  const cleanPath = route?.includes(':token') ? route.replace(/:token\b/g, REDACTED) : path.replace(FILE_TOKEN, `/files/${REDACTED}`);
  if (q === -1) return cleanPath;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => (SECRET_PARAMS.has(paramName(pair)) ? `${pair.split('=')[0]}=${REDACTED}` : pair))
    .join('&');
  return `${cleanPath}?${query}`;
}

/** pino's `req` serializer: Fastify's own fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url, request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
