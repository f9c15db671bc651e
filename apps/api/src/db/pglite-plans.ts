/**
 * Kept plans for PGlite's thread. NOTE: PGlite's client sends every query as an unnamed
 * statement, so PostgreSQL plans it again each time, and planning a query over jobs asks the
 * size of the table and each of its 15 indexes from the file system (an fstat each, through
 * Emscripten): on the job detail page that was a third of the database thread's time. The
 * statements the server marks as its busiest reads are prepared once here (PREPARE) and run as
 * EXECUTE with their values as literals, as node-postgres's named statements do on PostgreSQL.
 */

type Queryable = {
  query(sql: string, params?: unknown[], options?: object): Promise<unknown>;
  exec(sql: string, options?: object): Promise<unknown[]>;
};

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** An element of an array literal ('{"a","b"}'), or undefined when it cannot be one. */
function arrayItem(value: unknown): string | undefined {
  if (value === null) return 'NULL';
  if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return `"${String(value).replace(/["\\]/g, (c) => `\\${c}`)}"`;
  return undefined;
}

/**
 * A parameter as an SQL literal PostgreSQL reads as the statement's parameter type (standard
 * strings: only quotes are doubled), or undefined for values the query must send as parameters.
 */
export function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') return Number.isFinite(value) ? quote(String(value)) : undefined;
  if (typeof value === 'bigint') return quote(String(value));
  if (typeof value === 'boolean') return quote(String(value));
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : quote(value.toISOString());
  if (Array.isArray(value)) {
    const items = value.map(arrayItem);
    return items.includes(undefined) ? undefined : quote(`{${items.join(',')}}`);
  }
  return undefined;
}

/** Runs marked statements from a plan prepared once; anything else as PGlite would. */
export function createKeptPlans(pg: Queryable) {
  // The statement's name, or null when PostgreSQL would not prepare it (it then runs as sent).
  const names = new Map<string, Promise<string | null>>();
  let count = 0;

  function nameFor(sql: string): Promise<string | null> {
    let name = names.get(sql);
    if (!name) {
      const candidate = `kept_${++count}`;
      name = pg.query(`prepare ${candidate} as ${sql}`).then(
        () => candidate,
        () => null,
      );
      names.set(sql, name);
    }
    return name;
  }

  return {
    /**
     * `target` is PGlite or an open transaction. Plans are prepared outside transactions only: a
     * PREPARE in a transaction that has failed would fail too. A prepared plan serves both.
     */
    async query(target: Queryable, sql: string, params: unknown[], options: object, keep: boolean) {
      const values = keep ? params.map(literal) : [];
      if (keep && !values.includes(undefined) && (target === pg || names.has(sql))) {
        const name = await nameFor(sql);
        // The simple protocol: one message, no parameters to describe and bind.
        if (name) return (await target.exec(`execute ${name}${values.length ? `(${values.join(', ')})` : ''}`, options))[0];
      }
      return target.query(sql, params, options);
    },
  };
}
