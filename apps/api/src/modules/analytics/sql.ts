import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Rows of a raw query: node-postgres and PGlite both answer `{ rows }`. Cast counts to int in SQL. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function oneRow<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await rowsOf<T>(db, query);
  return row!;
}

/** A timestamp parameter; ISO text so both drivers bind it the same way. */
export const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** `column` within [from, to]; `to` is inclusive so a row stamped exactly now counts. */
export const within = (column: SQL, from: Date, to: Date) => sql`(${column} >= ${at(from)} and ${column} <= ${at(to)})`;
/** `column` within [from, to). */
export const before = (column: SQL, from: Date, to: Date) => sql`(${column} >= ${at(from)} and ${column} < ${at(to)})`;

/** Open to applicants now: active and before its deadline (the jobs module's public rule). */
export const publicJob = (alias: string) => sql.raw(`(${alias}.status = 'active' and (${alias}.expires_at is null or ${alias}.expires_at > now()))`);
