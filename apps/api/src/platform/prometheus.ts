import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when METRICS_PORT is configured. */
    prometheus?: Registry;
  }
}

/** What the scrape reads from the rest of the server at the moment it is taken. */
export type MetricSources = {
  /** The database pool's connections (PostgreSQL only; PGlite is one connection). */
  pool?: () => { total: number; idle: number; waiting: number };
  /** Tasks waiting per queue. */
  queues?: () => Promise<Array<{ queue: string; waiting: number; active: number }>>;
};

// Seconds; from a cached job page to a search over a million jobs.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Prometheus metrics of this instance (prom-client): requests by route and status, latency by
 * route, rate-limit refusals, the database pool, task queues and the process's own figures.
 * Prometheus scrapes every instance and adds them up; nothing here is shared between instances.
 */
export function registerPrometheus(app: FastifyInstance, sources: MetricSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'Answered HTTP requests', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer, by route', labelNames: ['method', 'route'], buckets: LATENCY_BUCKETS, registers: [registry] });
  const refusals = new Counter({ name: 'rate_limit_refusals_total', help: 'Requests refused with 429 by a rate limit', labelNames: ['route'], registers: [registry] });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = sources.pool?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'task_queue_tasks',
    help: 'Background tasks by queue and state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const q of (await sources.queues?.()) ?? []) {
        this.set({ queue: q.queue, state: 'waiting' }, q.waiting);
        this.set({ queue: q.queue, state: 'active' }, q.active);
      }
    },
  });

  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // The route's pattern (/v1/jobs/:id), never the path itself: one series per route, not per job.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: reply.statusCode });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
    done();
  });
  return registry;
}

/** `GET /metrics` on a port of its own, so that the public site never serves it. */
export function startMetricsServer(registry: Registry, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end('Not found: the metrics are at GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: Error) => response.writeHead(500).end(`metrics failed: ${error.message}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
