// Ranges and number formats of the analytics screens. No zod here, so pages
// that need only these do not load the schemas.

/** Admin analytics ranges; 30d is the default. */
export const ANALYTICS_RANGES = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const ANALYTICS_RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};

/** K from 1,000 and M from 1,000,000 with one decimal, as the product shows counts: 1500 → '1.5K', 2000 → '2.0K'. */
export function shortNumber(n: number): string {
  const abs = Math.abs(n);
  // 999,999 would round to "1000.0K": whatever rounds to a thousand K is shown in M.
  if (abs >= 999_950) return `${(n / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${(n / 1_000).toFixed(1)}K`;
  return String(n);
}

/** A signed, one-decimal percent change: +12.5%, -3.0%, 0.0%; 'N/A' for null. */
export function signedPercent(change: number | null): string {
  if (change === null || !Number.isFinite(change)) return 'N/A';
  const fixed = change.toFixed(1);
  return `${change > 0 ? '+' : ''}${fixed === '-0.0' ? '0.0' : fixed}%`;
}
