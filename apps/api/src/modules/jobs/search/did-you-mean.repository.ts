import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { searchWords } from '../../../db/schema.ts';
import { rowsOf } from '../jobs.repository.ts';

/** How alike (pg_trgm's similarity, 0 to 1) a dictionary word must be to stand for a misspelt one. */
const ALIKE = 0.4;

/**
 * For each word the dictionary lacks, its most similar dictionary word, the one more jobs use on a
 * tie. NOTE: a nearest word with the same stem ("designers" for "designer") is no correction: the
 * search already finds its jobs, so such a word gets none rather than a farther one.
 */
export async function corrections(db: Db, words: string[]): Promise<Map<string, string>> {
  const rows = rowsOf<{ word: string; fix: string }>(
    await db.execute(sql`select q.word, c.word as fix from unnest(array[${sql.join(words.map((w) => sql`${w}`), sql`, `)}]::text[]) q(word)
      cross join lateral (select s.word from ${searchWords} s where s.word % q.word and similarity(s.word, q.word) >= ${ALIKE}
        order by similarity(s.word, q.word) desc, s.jobs desc, s.word limit 1) c
      where not exists (select 1 from ${searchWords} k where k.word = q.word) and to_tsvector('english', c.word) <> to_tsvector('english', q.word)`),
  );
  return new Map(rows.map((r) => [r.word, r.fix]));
}
