import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** How many of the latest requests are kept, and how far back they count. */
export const METRICS_CAPACITY = 10_000;
export const METRICS_WINDOW_MS = 5 * 60 * 1000;

export type MetricsSnapshot = {
  /** Seconds since the process started. */
  uptimeSeconds: number;
  /** Requests answered within the window (at most METRICS_CAPACITY). */
  requests: number;
  /** Mean and 95th percentile response time in ms (one decimal); null without requests. */
  meanMs: number | null;
  p95Ms: number | null;
  /** Share of 5xx answers, percent with one decimal; null without requests. */
  errorRate: number | null;
};

export type RequestMetrics = {
  /** Records one answered request; O(1), allocates nothing. */
  record(durationMs: number, statusCode: number, at?: number): void;
  snapshot(at?: number): MetricsSnapshot;
};

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * The server's own measurements for the admin analytics (docs/architecture.md#analytics): a ring
 * buffer of the latest requests (when each ended, how long it took, whether it was a 5xx). Writing is three
 * array stores; reading, done only for an administrator's page, filters the window and sorts.
 */
export function createRequestMetrics(capacity = METRICS_CAPACITY, windowMs = METRICS_WINDOW_MS, clock: () => number = Date.now): RequestMetrics {
  const endedAt = new Float64Array(capacity);
  const duration = new Float64Array(capacity);
  const failed = new Uint8Array(capacity);
  let next = 0;
  let size = 0;

  return {
    record(durationMs, statusCode, at = clock()) {
      endedAt[next] = at;
      duration[next] = durationMs;
      failed[next] = statusCode >= 500 ? 1 : 0;
      next = next + 1 === capacity ? 0 : next + 1;
      if (size < capacity) size++;
    },
    snapshot(at = clock()) {
      const since = at - windowMs;
      const recent: number[] = [];
      let sum = 0;
      let errors = 0;
      for (let i = 0; i < size; i++) {
        if (endedAt[i]! < since) continue;
        recent.push(duration[i]!);
        sum += duration[i]!;
        errors += failed[i]!;
      }
      const uptimeSeconds = Math.floor(process.uptime());
      if (!recent.length) return { uptimeSeconds, requests: 0, meanMs: null, p95Ms: null, errorRate: null };
      recent.sort((a, b) => a - b);
      // Nearest-rank percentile: the smallest value with at least 95 % of the requests at or below it.
      const p95 = recent[Math.ceil(recent.length * 0.95) - 1]!;
      return {
        uptimeSeconds,
        requests: recent.length,
        meanMs: oneDecimal(sum / recent.length),
        p95Ms: oneDecimal(p95),
        errorRate: oneDecimal((errors / recent.length) * 100),
      };
    },
  };
}

/** Records every answer, static files included. A callback hook: no promise per request. */
export function registerRequestMetrics(app: FastifyInstance, metrics: RequestMetrics): void {
  app.addHook('onResponse', (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    metrics.record(reply.elapsedTime, reply.statusCode);
    done();
  });
}
