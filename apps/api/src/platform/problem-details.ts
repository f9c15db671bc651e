import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';

const PROBLEM_JSON = 'application/problem+json';

/**
 * Errors as RFC 9457 problem details for a client that asks for them (`Accept:
 * application/problem+json`): the same answer and status, the envelope's fields kept, with
 * `type`, `title`, `status` and `detail` beside them. Other clients get the envelope as before.
 */
export function registerProblemDetails(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !request.headers.accept?.includes(PROBLEM_JSON)) return payload;
    let envelope: { success?: unknown; error?: { code?: string; message?: string } };
    try {
      envelope = JSON.parse(payload) as typeof envelope;
    } catch {
      return payload;
    }
    if (envelope.success !== false || !envelope.error) return payload;
    reply.header('content-type', `${PROBLEM_JSON}; charset=utf-8`);
    // `about:blank`: the problem is what the status says; the envelope's code tells them apart.
    return JSON.stringify({ type: 'about:blank', title: STATUS_CODES[reply.statusCode] ?? 'Error', status: reply.statusCode, detail: envelope.error.message, ...envelope });
  });
}
