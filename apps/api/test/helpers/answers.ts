import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';

/**
 * Watches what each route of a test app answers, so that closing the app can tell which answers
 * its OpenAPI document does not list (docs/architecture.md#api-conventions: a route lists the
 * errors it really gives). ANSWERS_LOG=<file> also appends every answer, to see what is listed
 * but never given.
 */
export function watchAnswers(app: FastifyInstance) {
  const given = new Map<string, Set<number>>();
  app.addHook('onResponse', async (request, reply) => {
    const url = request.routeOptions.url;
    if (!url) return;
    const key = `${request.method} ${url}`;
    if (!given.has(key)) given.set(key, new Set());
    given.get(key)!.add(reply.statusCode);
  });
  return {
    /** Answers a documented route gave that its document does not list, as "PUT /v1/x 409". */
    undocumented(): string[] {
      const documented = documentedAnswers(app);
      const out: string[] = [];
      for (const [key, statuses] of given) {
        const listed = documented.get(key);
        if (!listed) continue;
        // A 500 is a fault, never part of an operation's contract (its body is always the same sentence).
        for (const status of statuses) if (status !== 500 && !listed.includes(String(status))) out.push(`${key} ${status}`);
      }
      return out;
    },
    flush(): void {
      const file = process.env.ANSWERS_LOG;
      if (!file) return;
      const lines = [...given].map(([key, statuses]) => JSON.stringify({ key, statuses: [...statuses] }));
      for (const [key, listed] of documentedAnswers(app)) lines.push(JSON.stringify({ key, documented: listed }));
      fs.appendFileSync(file, lines.join('\n') + '\n');
    },
  };
}

/** Each operation's listed statuses by "METHOD /v1/jobs/:id" (the route's own pattern). */
function documentedAnswers(app: FastifyInstance): Map<string, string[]> {
  const doc = app.swagger() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
  const out = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, op] of Object.entries(operations)) out.set(`${method.toUpperCase()} ${url}`, Object.keys(op.responses ?? {}));
  }
  return out;
}
