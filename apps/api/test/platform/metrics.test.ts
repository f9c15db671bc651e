import { describe, expect, it } from 'vitest';
import { createRequestMetrics } from '../../src/platform/metrics.ts';

describe('request metrics (rolling window)', () => {
  it('answers nulls before any request', () => {
    const m = createRequestMetrics(10, 1000, () => 0);
    expect(m.snapshot()).toMatchObject({ requests: 0, meanMs: null, p95Ms: null, errorRate: null });
    expect(m.snapshot().uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('computes the mean, the nearest-rank 95th percentile and the share of 5xx answers', () => {
    const m = createRequestMetrics(100, 1000, () => 0);
    for (let ms = 1; ms <= 20; ms++) m.record(ms, ms === 3 ? 503 : ms === 4 ? 404 : 200, 0);
    // 1..20: mean 10.5; 95 % of 20 is 19 requests, the 19th smallest is 19; one 5xx in 20 (a 404 is not a server error).
    expect(m.snapshot(0)).toMatchObject({ requests: 20, meanMs: 10.5, p95Ms: 19, errorRate: 5 });
  });

  it('forgets requests older than the window', () => {
    const m = createRequestMetrics(100, 1000, () => 0);
    m.record(500, 500, 0);
    m.record(10, 200, 900);
    m.record(20, 200, 1500);
    expect(m.snapshot(1500)).toMatchObject({ requests: 2, meanMs: 15, errorRate: 0 }); // the one at 0 is past the window
    expect(m.snapshot(2901)).toMatchObject({ requests: 0, meanMs: null });
  });

  it('keeps only the latest `capacity` requests, overwriting the oldest', () => {
    const m = createRequestMetrics(3, 10_000, () => 0);
    for (const ms of [1000, 1000, 1, 2, 3]) m.record(ms, 200, 0);
    expect(m.snapshot(0)).toMatchObject({ requests: 3, meanMs: 2, p95Ms: 3 });
  });

  it('rounds to one decimal', () => {
    const m = createRequestMetrics(10, 1000, () => 0);
    for (const ms of [1.04, 1.06, 2.123]) m.record(ms, 500, 0);
    expect(m.snapshot(0)).toMatchObject({ meanMs: 1.4, p95Ms: 2.1, errorRate: 100 });
  });
});
