import { sql } from 'drizzle-orm';
import { DISABILITY_TYPES, JOB_SORTS, JOB_TYPES } from '@jobboard/contracts/job-options';
import type { Database } from '../../db/client.ts';
import { mulberry32, SEARCH_LOCATIONS } from '../../seed/bulk.ts';

/** Jobs whose texts give the words searched for: enough to hold the generator's rare words too. */
const SAMPLED_JOBS = 4000;
/** Words shorter than this are mostly stop words, which match nothing. */
const MIN_WORD = 3;

/**
 * Every distinct word and every pair of neighbouring words in a sample of the seeded jobs' titles,
 * requirements and descriptions, in a seeded random order. Drawn from at random, thousands of entries,
 * common and rare, so that no cache can learn the mix of a run.
 */
export async function vocabulary(database: Database, seed: number): Promise<string[]> {
  const result = await database.db.execute(
    sql`select concat_ws('. ', title, requirements, description) as text from jobs order by md5(id::text) limit ${SAMPLED_JOBS}`,
  );
  const entries = new Set<string>();
  for (const { text } of (result as unknown as { rows: Array<{ text: string }> }).rows) {
    // Pairs never straddle a sentence or a list item: "screen reader", not "reader we".
    for (const phrase of text.toLowerCase().split(/[.,;:!?()\n•]+/)) {
      const words = phrase.match(/\p{L}+(?:-\p{L}+)*/gu)?.filter((w) => w.length >= MIN_WORD) ?? [];
      words.forEach((word, i) => {
        entries.add(word);
        if (i > 0) entries.add(`${words[i - 1]} ${word}`);
      });
    }
  }
  const r = mulberry32(seed);
  return [...entries]
    .sort()
    .map((entry) => ({ entry, key: r() }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.entry);
}

/**
 * Search requests drawn from `words`, with rotating filters and pages. The same `seed` gives the
 * same requests, so that two builds compared side by side answer exactly the same ones.
 */
export function searchPaths(words: string[], seed: number): () => string {
  const r = mulberry32(seed);
  const any = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const filters: Array<(q: URLSearchParams) => void> = [
    () => {},
    (q) => q.set('location', any(SEARCH_LOCATIONS)),
    (q) => q.set('jobType', any(JOB_TYPES)),
    (q) => q.set('isRemote', any(['true', 'false'])),
    (q) => {
      q.set('salaryMin', String(any([20000, 40000, 60000])));
      if (r() < 0.5) q.set('salaryMax', String(any([90000, 150000])));
    },
    (q) => {
      for (const d of new Set([any(DISABILITY_TYPES), any(DISABILITY_TYPES)])) q.append('disabilityTypes', d);
    },
    (q) => q.set('sort', any(JOB_SORTS)),
    (q) => {
      q.set('jobType', any(JOB_TYPES));
      q.append('disabilityTypes', any(DISABILITY_TYPES));
      q.set('sort', any(JOB_SORTS));
    },
  ];
  return () => {
    const q = new URLSearchParams({ search: any(words) });
    any(filters)(q);
    if (r() < 0.25) q.set('page', String(2 + Math.floor(r() * 4)));
    return `/v1/jobs?${q}`;
  };
}
