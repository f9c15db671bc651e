import type { PGlite } from '@electric-sql/pglite';

// Drizzle keeps dates, times and intervals as PostgreSQL's text, as its PGlite driver's parsers
// say: timestamp, timestamptz, interval, date, and arrays of those and of numeric.
const KEEP_AS_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

/**
 * Sets Drizzle's rule on a PGlite once it is open (after it has made its array types' parsers).
 * NOTE: Drizzle gives its parsers with each query, and PGlite then copies its 334 parsers to merge
 * them on every query, a cost as large as the query itself for a job by id.
 */
export function keepDatesAsText(pg: Pick<PGlite, 'parsers'>): void {
  for (const oid of KEEP_AS_TEXT) pg.parsers[oid] = (value: string) => value;
}

/** What Drizzle's PGlite driver asks of a client or a transaction. */
type DrizzleClient = Pick<PGlite, 'query'> & Partial<Pick<PGlite, 'transaction'>>;

/** An open PGlite for Drizzle in this thread: the rule set once, each query's own parsers dropped. */
export function forDrizzle<T extends DrizzleClient>(client: T): T {
  if ('parsers' in client) keepDatesAsText(client as Pick<PGlite, 'parsers'>);
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return (text: string, params?: unknown[], options?: object) => target.query(text, params, options && { ...options, parsers: undefined });
      if (key === 'transaction' && target.transaction) return (fn: (tx: never) => Promise<unknown>) => target.transaction!((tx) => fn(forDrizzle(tx) as never));
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
