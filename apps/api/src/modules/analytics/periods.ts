import type { AnalyticsRange } from '@jobboard/contracts/analytics';

const DAY_MS = 24 * 60 * 60 * 1000;
const RANGE_DAYS: Record<AnalyticsRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

/**
 * A range in time, in UTC. The current period is the range's days up to now: '7d' is today and
 * the six days before, from midnight. The previous period is the same length right before it, so
 * a change compares like with like. Series have one bucket per day (7d, 30d) or per week from
 * Monday (90d, 1y); the first week is cut at the range's start, so the buckets add up to the
 * range's figures.
 */
export type Period = {
  range: AnalyticsRange;
  now: Date;
  start: Date;
  previousStart: Date;
  bucket: 'day' | 'week';
  /** Where the first bucket starts (the Monday of the start's week for weeks). */
  firstBucket: Date;
};

export function periodOf(range: AnalyticsRange, now: Date): Period {
  const days = RANGE_DAYS[range];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = today - (days - 1) * DAY_MS;
  const bucket = days <= 30 ? 'day' : 'week';
  // getUTCDay: Sunday 0, Monday 1 … back to the Monday on or before the start.
  const firstBucket = bucket === 'day' ? start : start - ((new Date(start).getUTCDay() + 6) % 7) * DAY_MS;
  return {
    range,
    now,
    start: new Date(start),
    previousStart: new Date(start - (now.getTime() - start)),
    bucket,
    firstBucket: new Date(firstBucket),
  };
}

/** The last `days` days up to now against the same number of days before (employer dashboard). */
export function rollingPeriod(days: number, now: Date) {
  const start = new Date(now.getTime() - days * DAY_MS);
  return { now, start, previousStart: new Date(start.getTime() - days * DAY_MS) };
}

export const bucketLabel = (bucket: 'day' | 'week', day: string) => (bucket === 'day' ? day : `Week of ${day}`);

export const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Percent change against the previous period, one decimal; null when that period had nothing. */
export function percentChange(current: number, previous: number): number | null {
  return previous === 0 ? null : oneDecimal(((current - previous) / previous) * 100);
}

/** part ÷ whole as a percent with one decimal; null when there is no whole. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : oneDecimal((part / whole) * 100);
}
