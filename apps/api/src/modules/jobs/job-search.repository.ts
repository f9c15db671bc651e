import { sql, type SQL } from 'drizzle-orm';
import type { DisabilityType, JobStatus, JobType } from '@jobboard/contracts/job-options';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { listedJobJson, publiclyVisible, rowsOf } from './jobs.repository.ts';

export type JobFilter = {
  search?: string | undefined;
  location?: string | undefined;
  jobType?: JobType | undefined;
  isRemote?: boolean | undefined;
  salaryMin?: number | undefined;
  salaryMax?: number | undefined;
  disabilityTypes: DisabilityType[];
};
/** Public callers see public jobs; an admin sees every status but deleted, or one status. */
export type JobScope = { kind: 'public' } | { kind: 'admin'; status?: JobStatus | undefined };
export type PlainSort = 'newest' | 'oldest' | 'salary-high' | 'salary-low';

/** Words joined by hyphens ("part-time", "de-escalation"), letters only. */
const HYPHENATED = /\p{L}+(?:-\p{L}+)+/gu;

/**
 * The words as a text query. A hyphenated word becomes a phrase of the whole word and its parts
 * ('part-tim' <-> 'part' <-> 'time'); the word index cannot check a phrase, so every job holding
 * the three lexemes was read from TOAST to check their positions: 100 ms for "part-time" over
 * 100,000 jobs. The whole word's lexeme only ever stands before its parts, so asking for all three
 * lexemes finds the same jobs from the index alone (11 ms). Quoted phrases keep their positions.
 */
export function tsquery(search: string): SQL {
  let query = sql`websearch_to_tsquery('english', ${search})`;
  if (search.includes('"')) return query;
  for (const word of new Set(search.match(HYPHENATED) ?? [])) {
    query = sql`ts_rewrite(${query}, websearch_to_tsquery('english', ${word}), plainto_tsquery('english', ${word}))`;
  }
  return query;
}

/** `%`, `_` and `\` in what the user typed are matched as themselves. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether the place's trigram index narrows a search for it: pg_trgm finds a substring by the
 * trigrams of its words, so a place with no three letters or digits in a row ("NY") would match
 * every entry of the index.
 */
export const placeIndexable = (place: string | undefined) => place !== undefined && /[\p{L}\p{N}]{3}/u.test(place);

/** The search text's condition: the job's weighted vector matches the words (GIN index). */
export const textMatch = (search: string) => sql`${jobs.searchVector} @@ ${tsquery(search)}`;

/**
 * The WHERE of a job list; every part is backed by an index on jobs (see the 0005 migration).
 * `placeOnRows` tests the place on each row instead of through its trigram index (see the service);
 * `facetsLead` tests the job type and remote on each row too, for a window asked of the
 * words-and-facets index, which holds them (see windowedPage); `wordsWithFacets` asks that index
 * for the words and those filters together, for a scan of every match.
 */
export function jobListCondition(
  scope: JobScope,
  f: JobFilter,
  opts: { wordsLead?: boolean; placeOnRows?: boolean; facetsLead?: boolean; wordsWithFacets?: boolean } = {},
): SQL {
  // NOTE: with words, the word index finds the candidates and the pay and disability filters are
  // tested on each row. Through their own indexes (GiST, GIN) a broad pay range costs more than
  // every candidate's row: 11 ms for the 44,655 jobs paying from 60,000, against 1 ms for the
  // 5,263 matching "translator". `is true` keeps the planner from using those indexes.
  const wordsLead = opts.wordsLead ?? Boolean(f.search);
  const rowTest = (condition: SQL) => (wordsLead ? sql`(${condition}) is true` : condition);
  // NOTE: for a scan, public words with a job type, remote or disability types are asked of the
  // words-and-facets index, which reads only the matches that pass those filters, where the word
  // index handed over every match of the words, each then read to test them. A walk tests each
  // row it passes instead, and the words alone cost it less than the expression of that index.
  const withFacets = Boolean(opts.wordsWithFacets) && scope.kind === 'public' && Boolean(f.search) && hasFacets(f);
  const facetsLead = opts.facetsLead || withFacets;
  const facetTest = (condition: SQL) => (facetsLead ? sql`(${condition}) is true` : condition);
  const parts: SQL[] = [];
  if (scope.kind === 'public') parts.push(publiclyVisible);
  else parts.push(scope.status ? sql`${jobs.status} = ${scope.status}` : sql`${jobs.status} <> 'deleted'`);
  if (f.search) parts.push(withFacets ? wordsAndFacetsMatch(f.search, [], f) : textMatch(f.search));
  if (f.location) {
    // Beside the words and facets the place is asked of the same index's trigrams, unless the
    // service tests it on each row (placeOnRows).
    const place = sql`${jobs.location} ilike ${likeContains(f.location)}`;
    parts.push(opts.placeOnRows ? sql`(${place}) is true` : place);
  }
  if (f.jobType) parts.push(facetTest(sql`${jobs.jobType} = ${f.jobType}`));
  // Written as a bare boolean so it matches the partial index on remote jobs.
  if (f.isRemote !== undefined) parts.push(facetTest(f.isRemote ? sql`${jobs.isRemote}` : sql`not ${jobs.isRemote}`));
  if (f.salaryMin !== undefined || f.salaryMax !== undefined) {
    // Overlap of the job's pay range with the wanted one; a job without pay has no range and never matches.
    parts.push(rowTest(sql`${jobs.salaryRange} && int4range(${f.salaryMin ?? null}::int, ${f.salaryMax ?? null}::int, '[]')`));
  }
  if (f.disabilityTypes.length) {
    parts.push(rowTest(sql`${jobs.disabilityTypes} && array[${sql.join(f.disabilityTypes.map((t) => sql`${t}`), sql`, `)}]::text[]`));
  }
  return sql.join(parts, sql` and `);
}

// NOTE: each order is spelled exactly as its index is (a backward scan of "desc nulls last" is
// "asc nulls first"): PostgreSQL does not use NOT NULL to see that both orders are the same.
const ORDERS: Record<PlainSort, SQL> = {
  newest: sql`${jobs.createdAt} desc nulls last, ${jobs.id} desc nulls last`,
  oldest: sql`${jobs.createdAt} asc nulls first, ${jobs.id} asc nulls first`,
  'salary-high': sql`${jobs.salarySort} desc nulls last, ${jobs.createdAt} desc nulls last, ${jobs.id} desc nulls last`,
  'salary-low': sql`${jobs.salarySort} asc nulls last, ${jobs.createdAt} desc nulls last, ${jobs.id} desc nulls last`,
};
// The same orders as expressions no index provides: the planner then collects the matches
// through the indexes of the WHERE and sorts them, instead of walking an order index.
const SCAN_ORDERS: Record<PlainSort, SQL> = {
  newest: sql`${jobs.createdAt} + interval '0 s' desc, ${jobs.id} desc`,
  oldest: sql`${jobs.createdAt} + interval '0 s' asc, ${jobs.id} asc`,
  'salary-high': sql`${jobs.salarySort} + 0 desc nulls last, ${jobs.createdAt} desc, ${jobs.id} desc`,
  'salary-low': sql`${jobs.salarySort} + 0 asc nulls last, ${jobs.createdAt} desc, ${jobs.id} desc`,
};

/**
 * How to find a page of matches: `walk` an order index testing each row (cheap when most rows
 * match), or `scan` all matches through the filter indexes and sort them (cheap when few do).
 */
export type Plan = 'walk' | 'scan';
const orderOf = (sort: PlainSort, plan: Plan) => (plan === 'walk' ? ORDERS : SCAN_ORDERS)[sort];

/**
 * A page of ids and, when the query counted its matches on the way, their exact number; with a
 * reader, the page's jobs as the list writes them for that reader (JSON texts, in order).
 */
export type IdPage = { ids: string[]; total?: number; jobs?: string[] };

/** Who a page's jobs are written for (see withJobs): the public, or an applicant. */
export type Reader = { applicantId?: string | undefined };

/**
 * The page's statement with each of its jobs written as the job list shows it to `reader`, in
 * the same statement rather than in one more round trip after it (the fifteenth session of
 * docs/perf/2026-11-27-job-search-history.md). Only the page's rows are written: the page's
 * statement is a subquery whose rows come out in its order, and with `ready`, only when that
 * holds (a walk or a window that found too few matches is not written).
 */
function withJobs(query: SQL, reader: Reader | undefined, ready?: SQL): SQL {
  if (!reader) return query;
  const job = listedJobJson(sql.raw('p.id'), reader.applicantId);
  return sql`select p.*, ${ready ? sql`case when ${ready} then ${job} end` : job} as job from (${query}) p`;
}

/** The jobs written beside a page's rows, when every row has one. */
function jobsOf(rows: Array<{ job?: string | null }>): string[] | undefined {
  const written = rows.map((r) => r.job);
  return written.every((j): j is string => typeof j === 'string') && rows.length > 0 ? written : undefined;
}

/**
 * A scan reads every match anyway, so it counts them too (`count(*) over ()`, computed before the
 * limit) and the separate count query is saved. A walk stops early and cannot count.
 */
async function idPage(db: Db, query: SQL, reader?: Reader): Promise<IdPage> {
  const rows = rowsOf<{ id: string; total?: number | string; job?: string | null }>(await db.execute(withJobs(query, reader)));
  const counted = rows[0]?.total;
  const jobs = reader ? jobsOf(rows) : undefined;
  return { ids: rows.map((r) => r.id), ...(counted === undefined ? {} : { total: Number(counted) }), ...(jobs ? { jobs } : {}) };
}
const totalColumn = (plan: Plan) => (plan === 'scan' ? sql`, count(*) over () as total` : sql``);

/** One page of ids in a plain order. */
export function orderedJobIds(db: Db, where: SQL, sort: PlainSort, offset: number, limit: number, plan: Plan = 'walk', reader?: Reader) {
  return idPage(
    db,
    sql`select ${jobs.id} as id${totalColumn(plan)} from ${jobs} where ${where} order by ${orderOf(sort, plan)} limit ${limit} offset ${offset}`,
    reader,
  );
}

/** One page of ids by relevance over every match (exact; for administrators). */
export async function rankedJobIds(db: Db, where: SQL, search: string, offset: number, limit: number) {
  const page = await idPage(
    db,
    sql`select ${jobs.id} as id from ${jobs} where ${where}
        order by ts_rank_cd(${jobs.searchVector}, ${tsquery(search)}) desc, ${ORDERS.newest} limit ${limit} offset ${offset}`,
  );
  return page.ids;
}

/**
 * One page of ids by relevance among the `window` newest matches. Ranking reads each ranked
 * row's search vector from TOAST, so a common word over 100,000 jobs cannot be ranked in full
 * within the latency budget; its newest matches can.
 */
export function rankedWindowIds(db: Db, where: SQL, search: string, window: number, offset: number, limit: number, plan: Plan, reader?: Reader) {
  return idPage(
    db,
    sql`select w.id${plan === 'scan' ? sql`, w.total` : sql``} from (
          select ${jobs.id} as id, ${jobs.createdAt} as created_at, ${jobs.searchVector} as v${totalColumn(plan)}
          from ${jobs} where ${where} order by ${orderOf('newest', plan)} limit ${window}
        ) w
        order by ts_rank_cd(w.v, ${tsquery(search)}) desc, w.created_at desc, w.id desc limit ${limit} offset ${offset}`,
    reader,
  );
}

// The plain orders again, over the columns of a walked page (alias m) rather than of jobs.
const WALKED_ORDERS: Record<PlainSort, SQL> = {
  newest: sql.raw('m.created_at desc, m.id desc'),
  oldest: sql.raw('m.created_at asc, m.id asc'),
  'salary-high': sql.raw('m.salary_sort desc nulls last, m.created_at desc, m.id desc'),
  'salary-low': sql.raw('m.salary_sort asc nulls last, m.created_at desc, m.id desc'),
};

/** What a set of matches carries for pageOf: the id, both sort keys and the vector to rank by. */
const MATCH_COLUMNS = sql`${jobs.id} as id, ${jobs.createdAt} as created_at, ${jobs.salarySort} as salary_sort, ${jobs.searchVector} as v`;

/** The outer query of a found set of matches (alias m): one page of them, by `sort` or by relevance. */
function pageOf(search: string, order: { sort: PlainSort } | { ranked: true }, matches: SQL, offset: number, limit: number, windowed = false) {
  const pageOrder = 'ranked' in order ? sql`ts_rank_cd(m.v, ${tsquery(search)}) desc, m.created_at desc, m.id desc` : WALKED_ORDERS[order.sort];
  const inWindow = windowed ? sql`, m.in_window` : sql``;
  return sql`select m.id, count(*) over () as found${inWindow} from (${matches}) m order by ${pageOrder} limit ${limit} offset ${offset}`;
}

/** A page of ids and, for a window, the number of matches within it. */
export type WindowedIds = { ids: string[]; inWindow?: number; jobs?: string[] };
/** A window too small for the page: no ids, and the matches it held when known. */
export type ShortWindow = { ids?: undefined; inWindow: number | undefined };

/** A page of ids, or undefined when fewer than `needed` matches turned up. */
function enoughOf(result: unknown, needed: number): WindowedIds | undefined {
  const rows = rowsOf<{ id: string; found: number | string; in_window?: number | string; job?: string | null }>(result);
  if (!rows.length || Number(rows[0]!.found) < needed) return undefined;
  const inWindow = rows[0]!.in_window;
  const jobs = jobsOf(rows);
  return { ids: rows.map((r) => r.id), ...(inWindow === undefined ? {} : { inWindow: Number(inWindow) }), ...(jobs ? { jobs } : {}) };
}

/**
 * The first `needed` matches of the words in `sort` order, found by walking at most `budget` rows
 * of the order index that pass the other filters (`base`), then one page of them: by `sort`, or by
 * relevance when `ranked`. Undefined when fewer than `needed` turned up: the matches are fewer
 * than the estimate said, or lie further along the order (a walk from the lowest salaries finds
 * few full-time jobs), and the caller scans instead. A walk whose estimate was wrong so costs at
 * most `budget` rows, where an unbounded one could read the whole table.
 */
export async function walkedPage(
  db: Db,
  base: SQL,
  search: string,
  order: { sort: PlainSort } | { ranked: true },
  needed: number,
  budget: number,
  offset: number,
  limit: number,
  reader?: Reader,
): Promise<IdPage | undefined> {
  const sort = 'sort' in order ? order.sort : 'newest';
  // NOTE: the middle query has no ORDER BY so that its LIMIT stops the walk at the `needed`th
  // match; a subquery's rows keep the order of the index it walks. The outer query orders them.
  const matches = sql`
    select k.id, k.created_at, k.salary_sort, k.v from (
      select ${MATCH_COLUMNS} from ${jobs} where ${base} order by ${ORDERS[sort]} limit ${budget}
    ) k where k.v @@ ${tsquery(search)} limit ${needed}`;
  return enoughOf(await db.execute(withJobs(pageOf(search, order, matches, offset, limit), reader, sql`p.found >= ${needed}`)), needed);
}

/**
 * A window's edge: the sort key of the public job at a given place in one order and, in the
 * newest order, the quarters of a day (6 hours; counted from 1970, as job_search_facets counts)
 * that job and the newest public job were posted in.
 */
export type WindowEdge = { sort: PlainSort; value: string; quarterDay?: number; newestQuarterDay?: number };

/** Every job up to the edge in its order: `created_at` or pay at least as far along as the edge's. */
function withinEdge(edge: WindowEdge): SQL {
  switch (edge.sort) {
    case 'newest':
      return sql`${jobs.createdAt} >= ${edge.value}::timestamptz`;
    case 'oldest':
      return sql`${jobs.createdAt} <= ${edge.value}::timestamptz`;
    case 'salary-high':
      return sql`${jobs.salarySort} >= ${edge.value}::int`;
    case 'salary-low':
      return sql`${jobs.salarySort} <= ${edge.value}::int`;
  }
}

const quarterDayOf = (column: SQL | typeof jobs.createdAt) => sql`floor(extract(epoch from ${column}) / 21600)::bigint`;
/** Active jobs, of one type when given (the jobs a window edge is counted among). */
const activeOfType = (jobType: JobType | undefined) => sql`${jobs.status} = 'active'${jobType ? sql` and ${jobs.jobType} = ${jobType}` : sql``}`;
/** The quarter-day the newest of those jobs was posted in. */
const newestQuarterDay = (jobType: JobType | undefined) =>
  sql`(select ${quarterDayOf(sql`max(${jobs.createdAt})`)} from ${jobs} where ${activeOfType(jobType)})`;

/**
 * The edge of the window of the `rank` first active jobs in `sort` order (by pay: of those with
 * pay, and of one job type when given), or undefined when there are fewer. Expired jobs are
 * counted too, so that the order index alone answers. Whatever the edge's age, the jobs within it
 * are the first ones of the order, so a window found with an old edge is still the start of the order.
 */
export async function windowEdge(db: Db, sort: PlainSort, rank: number, jobType?: JobType, estimated?: { population: number }): Promise<WindowEdge | undefined> {
  if (estimated && estimated.population >= rank && (sort === 'newest' || sort === 'oldest')) {
    const edge = await estimatedDateEdge(db, sort, rank, jobType, estimated.population);
    if (edge) return edge;
  }
  const key = sort === 'newest' || sort === 'oldest' ? sql`${jobs.createdAt}::text` : sql`${jobs.salarySort}::text`;
  const paid = sort.startsWith('salary') ? sql` and ${jobs.salarySort} is not null` : sql``;
  const quarterDays = sort === 'newest' ? sql`, ${quarterDayOf(jobs.createdAt)} as quarter_day, ${newestQuarterDay(jobType)} as newest_quarter_day` : sql``;
  const [row] = rowsOf<{ value: string; quarter_day?: string | number; newest_quarter_day?: string | number }>(
    await db.execute(sql`select ${key} as value${quarterDays} from ${jobs} where ${activeOfType(jobType)}${paid} order by ${ORDERS[sort]} limit 1 offset ${rank - 1}`),
  );
  if (!row) return undefined;
  if (row.quarter_day === undefined) return { sort, value: row.value };
  return { sort, value: row.value, quarterDay: Number(row.quarter_day), newestQuarterDay: Number(row.newest_quarter_day) };
}

/**
 * A window's edge by date read from the planner's statistics rather than from the order's index:
 * the date that `rank` of the `population` public jobs (of the type, when given) are as new (or as
 * old) as, interpolated in the histogram of created_at, which ANALYZE keeps for all jobs (types and
 * dates taken as independent). Walking the index to a place costs about 0.4 µs an entry: the
 * 262,144th newest full-time job of a million took 100 to 230 ms. The edge is then only close to
 * the rank asked for, which does not matter for the page: whatever its date, the jobs within it are
 * the first ones of the order. Undefined without statistics (windowEdge then walks the index).
 */
async function estimatedDateEdge(db: Db, sort: 'newest' | 'oldest', rank: number, jobType: JobType | undefined, population: number): Promise<WindowEdge | undefined> {
  const [row] = rowsOf<{ bounds: number[] | null; newest_quarter_day: string | number | null }>(
    await db.execute(sql`select (select json_agg(extract(epoch from b) * 1000 order by b)
        from pg_stats, unnest(histogram_bounds::text::timestamptz[]) b
        where schemaname = current_schema() and tablename = 'jobs' and attname = 'created_at') as bounds,
      ${newestQuarterDay(jobType)} as newest_quarter_day`),
  );
  const bounds = (row?.bounds ?? []).map(Number);
  if (bounds.length < 2 || bounds.some(Number.isNaN)) return undefined;
  // The share of jobs at least as old as the edge, then the date there, between two bounds.
  const at = (sort === 'newest' ? 1 - rank / population : rank / population) * (bounds.length - 1);
  const below = Math.min(Math.floor(at), bounds.length - 2);
  const ms = Math.round(bounds[below]! + (bounds[below + 1]! - bounds[below]!) * (at - below));
  const value = new Date(ms).toISOString();
  if (sort === 'oldest') return { sort, value };
  return { sort, value, quarterDay: Math.floor(ms / QUARTER_DAY_MS), newestQuarterDay: Number(row!.newest_quarter_day ?? 0) };
}

const QUARTER_DAY_MS = 21_600_000;
/** The spans job_search_facets names (migration 0014), in quarter-days, longest first. */
const POSTED_SPANS = [
  [112, 'four-weeks'],
  [28, 'week'],
  [4, 'day'],
  [1, 'quarter-day'],
] as const;
/** A window asked for through more spans than this (a board's years) goes through the order's index instead. */
const POSTED_LEXEMES_MOST = 48;

/**
 * The spans of time from a newest-order edge's quarter-day on, as job_search_facets (migration
 * 0014) names them: each the longest one that starts where the last ended (a quarter of a day, a
 * day, a week or four weeks, all counted from 1970), up to two days past today or the newest job,
 * whichever is later (a database clock ahead of this one, jobs dated ahead). So a window of 90
 * days is asked for through at most 3 + 6 + 3 + 4 spans: the index reads each one's list, and a
 * little for each of them at each job. Undefined for other orders and for a window over more than
 * POSTED_LEXEMES_MOST spans.
 */
export function postedSince(edge: WindowEdge, now = Date.now()): string[] | undefined {
  if (edge.sort !== 'newest' || edge.quarterDay === undefined) return undefined;
  const end = Math.max((Math.floor(now / QUARTER_DAY_MS / 4) + 3) * 4, (edge.newestQuarterDay ?? 0) + 1);
  const lexemes: string[] = [];
  for (let quarter = edge.quarterDay; quarter < end; ) {
    const [span, name] = POSTED_SPANS.find(([length]) => quarter % length === 0)!;
    if (lexemes.push(`${name} ${quarter / span}`) > POSTED_LEXEMES_MOST) return undefined;
    quarter += span;
  }
  return lexemes;
}

/** The filters the words-and-facets index holds besides the time a job was posted (job_search_facets). */
export type Facets = Pick<JobFilter, 'jobType' | 'isRemote' | 'disabilityTypes'>;

/**
 * The window's spans and the filters' facets as text queries, one for each: any of the spans,
 * the job type, remote or not, any of the disability types. Each lexeme is quoted, since each
 * holds a space; the values are the contracts' fixed options, none of which holds a quote.
 */
function facetsQueries(since: string[], facets: Facets): string[] {
  const anyOf = (lexemes: string[]) => lexemes.map((l) => `'${l}'`).join(' | ');
  const queries = since.length ? [anyOf(since)] : [];
  if (facets.jobType) queries.push(anyOf([`job-type ${facets.jobType}`]));
  if (facets.isRemote !== undefined) queries.push(anyOf([facets.isRemote ? 'remote yes' : 'remote no']));
  if (facets.disabilityTypes.length) queries.push(anyOf(facets.disabilityTypes.map((t) => `disability ${t}`)));
  return queries;
}

/** The second column of jobs_public_words_facets_idx: the spans a job was posted in and its facets. */
const jobFacets = sql`job_search_facets(${jobs.createdAt}, ${jobs.jobType}, ${jobs.isRemote}, ${jobs.disabilityTypes})`;

/**
 * The words, the spans and the filters' facets, asked of jobs_public_words_facets_idx.
 * NOTE: each is a condition of its own, so GIN takes each as a key and leaps each one's lists to
 * the others' next job. All in one text query, every job of the shorter lists was tested against
 * the whole query: "analyst" among part-time jobs for mental health in a window of 29 days, over a
 * million jobs, 33 ms in the index against 3.6 ms; "manager" 34 against 8 ms. The words are
 * written as that index holds them, `coalesce(search_vector, '')`, which the word index does not
 * serve: with the plain column the planner took them from the word index whenever it took several
 * words as rare, and tested the spans and facets on each of their rows ("de-escalation" in a
 * window: 10,905 rows read for 360 matches, 235 against 5 ms).
 */
function wordsAndFacetsMatch(search: string, since: string[], facets: Facets): SQL {
  const words = sql`coalesce(${jobs.searchVector}, ''::tsvector) @@ ${tsquery(search)}`;
  return sql.join([words, ...facetsQueries(since, facets).map((query) => sql`${jobFacets} @@ ${query}::tsquery`)], sql` and `);
}

/** A filter the words-and-facets index holds: a job type, remote or not, disability types, or a place of three letters. */
const hasFacets = (f: Facets & Pick<JobFilter, 'location'>) =>
  f.jobType !== undefined || f.isRemote !== undefined || f.disabilityTypes.length > 0 || placeIndexable(f.location);

/**
 * Like walkedPage, but the first `needed` matches of the words are looked for among the public
 * jobs passing `base` within `edge` (a window at the start of the order), and only those rows
 * are read. A walk tests every row it passes against the words, reading its vector from TOAST; a
 * scan of all matches reads every one of them; a window reads about as many rows as the page
 * needs. The window is found by one of two indexes:
 * - by default, the word index and the window's order index give the matches inside it together
 *   (a bitmap AND of every match of the words and every job of the window); the other filters
 *   are tested on each match;
 * - with `posted` (the spans of postedSince and the filters' facets), the words, any of the spans,
 *   each facet and the place are asked of jobs_public_words_facets_idx, each a key of its own,
 *   and GIN leaps each key's lists to the others' next job: only jobs of the window that pass
 *   them are read. The window then runs from the start of the edge's quarter-day.
 * Without ids when the window holds fewer than `needed` matches.
 */
export async function windowedPage(
  db: Db,
  base: SQL,
  search: string,
  order: { sort: PlainSort } | { ranked: true },
  edge: WindowEdge,
  needed: number,
  offset: number,
  limit: number,
  posted?: { since: string[]; facets: Facets },
  reader?: Reader,
): Promise<WindowedIds | ShortWindow> {
  const inWindow = posted ? wordsAndFacetsMatch(search, posted.since, posted.facets) : sql`${textMatch(search)} and ${withinEdge(edge)}`;
  // Matches from the start of the edge's quarter-day are read too; the share counts the edge's window only.
  const counted = posted ? sql`count(*) filter (where ${withinEdge(edge)}) over ()` : sql`count(*) over ()`;
  const matches = sql`
    select ${MATCH_COLUMNS}, ${counted} as in_window from ${jobs} where ${base} and ${inWindow} order by ${SCAN_ORDERS[edge.sort]} limit ${needed}`;
  const result = await db.execute(withJobs(pageOf(search, order, matches, offset, limit, true), reader, sql`p.found >= ${needed}`));
  const page = enoughOf(result, needed);
  if (page) return page;
  // Too few: how many the window held still tells how large the next one must be.
  const [first] = rowsOf<{ in_window?: number | string }>(result);
  return { inWindow: first?.in_window === undefined ? undefined : Number(first.in_window) };
}

/** Exact number of matches, stopping at `cap` when given. */
export async function countJobs(db: Db, where: SQL, cap?: number): Promise<number> {
  const inner = cap === undefined ? sql`select 1 from ${jobs} where ${where}` : sql`select 1 from ${jobs} where ${where} limit ${cap}`;
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*)::int as n from (${inner}) m`));
  return Number(row!.n);
}

/** The planner's estimate of the number of matches: costs a plan, reads no rows. */
export async function estimateJobs(db: Db, where: SQL): Promise<number> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) select 1 from ${jobs} where ${where}`));
  const raw = Object.values(row!)[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(plan[0]!.Plan['Plan Rows']);
}
