import type { SQL } from 'drizzle-orm';
import type { JobType } from '@jobboard/contracts/job-options';
import type { JobListQuery } from '@jobboard/contracts/jobs';
import { pagination, type Pagination } from '@jobboard/contracts/pagination';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import type { Viewer } from './job-rules.ts';
import * as search from './job-search.repository.ts';

export const STATUS_FILTER_ADMIN_ONLY = 'Only administrators can filter jobs by status';

/** Public lists count exactly up to this many matches and take the planner's estimate beyond. */
const EXACT_COUNT_LIMIT = 1000;
/** Public relevance ranks the newest this many matches; administrators' is exact (see rankedWindowIds). */
const RANK_WINDOW = 100;
/**
 * What a walked row costs against a scanned match. Both read the row; a walked row is also tested
 * against the search, which reads its vector from TOAST, but a scanned match is rechecked the same
 * way whenever a lossy index (the location trigrams) took part. Measured on 100,000 jobs: about
 * 3.5 µs per walked row against 2.5 µs per scanned match, so walking wins from a density of a few
 * percent. (10 here, the first guess, scanned 10,000 matches to save walking 1,000 rows.)
 */
const WALK_COST = 2;
/** Fewer estimated matches than this are scanned: reading them all is cheaper than any walk. */
const SCAN_ALWAYS_BELOW = 200;
/**
 * Words are walked for when a page needs at most this many rows of the order (about 2 ms; a
 * walked row reads its vector from TOAST), and a walk reads at most 3 times what the estimate
 * predicts (at least 300 rows) before it gives way to a window.
 */
const WALK_UP_TO = 600;
/**
 * Several words (or a hyphenated one): the planner multiplies their frequencies as if they were
 * independent, and words that go together are commoner than that ("screen reader": 1,747
 * estimated, 12,157 true; "legal research": 1,010 and 4,698). Windows are sized for 4 times the
 * estimate; one that holds too few matches gives way to a larger one.
 */
const SEVERAL_WORDS = /[\s-]/;
const SEVERAL_WORDS_UNDERRATED = 4;
/** A place held by at least 1 job in this many is tested on each match of the words (see list). */
const PLACE_COMMON = 10;
/**
 * Windows are tried from this many likely matches; fewer are as cheap to scan. The smallest
 * window holds 1,024 jobs, one expected to hold 3 times the matches a page needs is tried
 * first, the next is 8 times larger, and none covers more than half of all jobs. Building a
 * window's bitmap costs about 80 ns a job and reading a match about 3 µs.
 */
export type SearchTuning = { walkUpTo: number; windowFrom: number; windowMin: number; statsEdgeFrom: number };
/** Windows by date of this many jobs or more take their edge from the planner's statistics (see windowEdge). */
const STATS_EDGE_FROM = 32_768;
const TUNING: SearchTuning = { walkUpTo: WALK_UP_TO, windowFrom: 1000, windowMin: 1024, statsEdgeFrom: STATS_EDGE_FROM };
const WINDOW_GROWTH = 8;
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
/** Words or a place as a key: what a search asks for, whatever its case and spaces around it. */
const textKey = (text: string) => text.trim().toLowerCase();
/** A filter besides the words and the place: a job type, remote or not, pay or disability types. */
const filteredBesidesPlace = (f: search.JobFilter) =>
  f.jobType !== undefined || f.isRemote !== undefined || f.salaryMin !== undefined || f.salaryMax !== undefined || f.disabilityTypes.length > 0;

/**
 * The public matches a search likely has: `matches`, from the planner's estimate (`planned`)
 * corrected by what an earlier search with the same words found when `found`; `kept` is the
 * planner's estimate of the public jobs the filters alone keep.
 */
type Estimate = { matches: number; planned: number; kept: number; found: boolean };

/**
 * Whether a public search with words tests the place on each match of the words rather than
 * through the place's trigram index: for a common place (1 job in PLACE_COMMON or more), and for
 * a place whose words are all among the searched ones ("Dublin" in Dublin). A job's place is in
 * its vector, so there (nearly) every job of the place matches those words: the two indexes
 * return the same jobs, each then checked again with its vector read from TOAST. Over a million
 * jobs, "dublin" in Dublin took 205 ms through both indexes and 65 ms testing the place on each
 * match. (Taking that path for any place no rarer than the words, as the planner's estimates
 * would, made "nurse" in Berlin three times slower: independent, the two meet on few jobs.)
 */
export function placeTestedOnRows(text: string, place: string, keptInPlace: number, visible: number): boolean {
  if (keptInPlace * PLACE_COMMON >= visible) return true;
  const searched = new Set(wordsOf(text));
  const placeWords = wordsOf(place);
  return placeWords.length > 0 && placeWords.every((word) => searched.has(word));
}

/** Estimates and window edges are kept a minute, at most this many of each (the oldest goes first). */
const KEPT_MS = 60_000;
const KEPT_MOST = 1000;

/** Values kept `ms` per key, at most KEPT_MOST of them (the oldest goes first). */
function keptFor<T>(ms: number) {
  const kept = new Map<string, { value: T; at: number }>();
  return {
    get(key: string): T | undefined {
      const found = kept.get(key);
      if (found && Date.now() - found.at < ms) return found.value;
      kept.delete(key);
      return undefined;
    },
    set(key: string, value: T) {
      kept.delete(key);
      if (kept.size >= KEPT_MOST) kept.delete(kept.keys().next().value!);
      kept.set(key, { value, at: Date.now() });
    },
    forget(key: string, value: T) {
      if (kept.get(key)?.value === value) kept.delete(key);
    },
  };
}

/**
 * Values computed once a minute per key. A value still being computed is shared by the requests
 * that ask for it meanwhile; one that fails is forgotten.
 */
function keptAMinute<T>() {
  const kept = keptFor<Promise<T>>(KEPT_MS);
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    const found = kept.get(key);
    if (found) return found;
    const value = compute();
    kept.set(key, value);
    value.catch(() => kept.forget(key, value));
    return value;
  };
}

/**
 * How many matches a search found for its words against the planner's estimate, kept this long:
 * how words go together moves only as the jobs do.
 */
const FOUND_KEPT_MS = 10 * 60_000;
/** A window sized from what the words were found to match holds this many times the matches needed. */
const FOUND_WINDOW_MARGIN = 1.5;

/** GET /v1/jobs: search, filters, sorts and pages within the latency budget (docs/architecture.md#performance-budgets). */
export function createJobSearch(ctx: Pick<AppContext, 'database'>, tuning: SearchTuning = TUNING) {
  const db = ctx.database.db;

  /** Page ids by relevance: the ranked window first, then the matches beyond it, newest first. */
  async function relevancePage(where: SQL, text: string, offset: number, limit: number, plan: search.Plan, reader: search.Reader): Promise<search.IdPage> {
    const pages: search.IdPage[] = [];
    if (offset < RANK_WINDOW) {
      pages.push(await search.rankedWindowIds(db, where, text, RANK_WINDOW, offset, Math.min(limit, RANK_WINDOW - offset), plan, reader));
    }
    const start = Math.max(offset, RANK_WINDOW);
    if (offset + limit > start) pages.push(await search.orderedJobIds(db, where, 'newest', start, offset + limit - start, plan, reader));
    const total = pages.find((p) => p.total !== undefined)?.total;
    const ids = pages.flatMap((p) => p.ids);
    const jobs = pages.flatMap((p) => p.jobs ?? []);
    return { ids, ...(total === undefined ? {} : { total }), ...(jobs.length === ids.length ? { jobs } : {}) };
  }

  // Paging through one search asks for the same estimate page after page, and common words come
  // back with other filters; the planner's figure moves only when statistics do, so one from the
  // last minute will do.
  const estimates = keptAMinute<number>();
  // The condition is built only when the estimate is not kept: building it is most of the cost of a kept one.
  const estimateOf = (key: string, where: () => SQL) => estimates(key, () => search.estimateJobs(db, where()));

  /**
   * The planner's estimate of the public matches. With words and other filters it is the words'
   * estimate times the share of public jobs the filters keep, as the planner itself multiplies
   * the shares of its conditions; each part is kept on its own, so a common word or a common
   * filter is planned once a minute rather than with every combination.
   */
  async function matchesEstimate(filter: search.JobFilter): Promise<Estimate> {
    const { search: words, ...others } = filter;
    const publicWhere = (f: search.JobFilter) => search.jobListCondition({ kind: 'public' }, f);
    const filtered = others.location !== undefined || filteredBesidesPlace(others);
    const kept = filtered || !words ? await estimateOf(JSON.stringify(others), () => publicWhere(others)) : await visibleEstimate();
    if (!words) return { matches: kept, planned: kept, kept, found: false };
    const forWords = await estimateOf(`words ${textKey(words)}`, () => publicWhere({ search: words, disabilityTypes: [] }));
    const planned = filtered ? (forWords * kept) / (await visibleEstimate()) : forWords;
    const ratio = foundForWords.get(foundKey(filter)) ?? foundForWords.get(foundKey({ search: words }));
    return { matches: Math.round(ratio === undefined ? planned : planned * ratio), planned, kept, found: ratio !== undefined };
  }

  // NOTE: the planner takes several words as independent and multiplies their shares, but words
  // that go together are far commoner than that ("art director" over a million jobs: 113
  // estimated, 10,813 true), so such a search scanned every match, or looked in a window far too
  // small before a larger one. A scan counts the matches and a window finds their share: what a
  // search found for its words, against the planner's estimate, corrects the estimate of the next
  // search with the same words, whatever its other filters. A place goes with words too (a job's
  // place is among its words: "dublin" in Dublin), so words with a place are kept apart.
  const foundForWords = keptFor<number>(FOUND_KEPT_MS);
  /** Exact counts of the last minute's public searches, by filter. */
  const counts = keptFor<number>(KEPT_MS);
  const foundKey = (f: Pick<search.JobFilter, 'search' | 'location'>) =>
    `${textKey(f.search ?? '')}${f.location === undefined ? '' : `\u0000${textKey(f.location)}`}`;
  // The planner's share for the other filters is taken as independent of the words too. A filter
  // that keeps fewer of the words' jobs than that (a pay range none of them offers) would make
  // the words look rarer than they are, and the next search for them alone scan every match: such
  // a search only teaches that words are commoner than estimated, which at worst sizes a window
  // too small, and the next one is larger.
  function learnFrom(filter: search.JobFilter, estimate: Estimate, found: number) {
    if (!filter.search) return;
    const ratio = found / Math.max(estimate.planned, 0.5);
    if (ratio >= 1 || !filteredBesidesPlace(filter)) foundForWords.set(foundKey(filter), ratio);
  }

  // The number of public jobs only steers plan choices.
  const visibleEstimate = async () => Math.max(1, await estimateOf('visible', () => search.jobListCondition({ kind: 'public' }, { disabilityTypes: [] })));

  /**
   * The public jobs a walk or a window goes through: with a job type, the planner walks that
   * type's own order index, and windows hold jobs of that type only (pay and type go together:
   * the lowest paid thousand jobs hold few full-time ones).
   */
  const populationOf = async (jobType: JobType | undefined) => {
    if (jobType === undefined) return visibleEstimate();
    const typed = { jobType, disabilityTypes: [] };
    return Math.max(1, await estimateOf(JSON.stringify(typed), () => search.jobListCondition({ kind: 'public' }, typed)));
  };

  // The edge of a window moves only as jobs come and go; one from the last minute still bounds
  // the start of its order (see windowEdge).
  const edges = keptAMinute<search.WindowEdge | undefined>();
  const edgeOf = (sort: search.PlainSort, rank: number, jobType: JobType | undefined, population: number) =>
    edges(`${sort} ${rank} ${jobType ?? ''}`, () => search.windowEdge(db, sort, rank, jobType, rank >= tuning.statsEdgeFrom ? { population } : undefined));

  /**
   * The page from the first window of the order expected to hold 3 times the `needed` matches,
   * then from windows 8 times larger, with the total its share of matches suggests; undefined
   * when the next window would cover more than half of the jobs (of the type, when given; a scan
   * of the matches is then as cheap). `base` is the public condition without the words.
   */
  async function windowedPage(w: {
    base: SQL;
    /** The same condition with the job type and remote tested on each row, for the words-and-facets index. */
    facetsBase: SQL;
    facets: search.Facets;
    text: string;
    sort: search.PlainSort;
    ranked: boolean;
    /** The matches expected. */
    likely: number;
    needed: number;
    offset: number;
    limit: number;
    jobType: JobType | undefined;
    /** `likely` comes from what an earlier search found for the words rather than from the planner alone. */
    found: boolean;
    reader: search.Reader;
  }) {
    const population = await populationOf(w.jobType);
    const margin = w.found ? FOUND_WINDOW_MARGIN : 3;
    for (let rank = windowRank((margin * w.needed * population) / w.likely); rank <= population / 2; ) {
      const edge = await edgeOf(w.sort, rank, w.jobType, population);
      if (!edge) return undefined;
      // NOTE: through the order's index the window costs a bitmap of every match of the words
      // (about 200 ns an entry) and one of the window's jobs (about 100 ns a job), then a row
      // read for each match in the window, whether or not it passes the other filters. Through
      // the spans of time it was posted in and the filters' facets, the words-and-facets index
      // steps through the shortest of the lists and reads only the rows that pass: over a million
      // jobs "technician" (24,000 matches) in a window of 16,384 jobs, 15-21 ms against 2.7 ms;
      // "risk" among two disability types in a window of 131,072, 15 against 7.6 ms. A place is
      // asked of the same index's trigrams: "remote" in New York, 5.6 ms against 62 ms through the
      // word, trigram and date indexes.
      const since = search.postedSince(edge);
      const order = w.ranked ? { ranked: true as const } : { sort: w.sort };
      const posted = since && { since, facets: w.facets };
      const found = await search.windowedPage(db, posted ? w.facetsBase : w.base, w.text, order, edge, w.needed, w.offset, w.limit, posted, w.reader);
      // The window is a sample of the order's first jobs: its share of matches gives the total.
      if (found.ids) return { ids: found.ids, jobs: found.jobs, likelyTotal: Math.round(((found.inWindow ?? 0) * population) / rank) };
      // Too few: a window sized from this one's share of matches, at least twice as large.
      rank = found.inWindow
        ? windowRank(Math.max(2 * rank, (FOUND_WINDOW_MARGIN * w.needed * rank) / found.inWindow))
        : rank * WINDOW_GROWTH;
    }
    return undefined;
  }

  /** The size of window for `jobs`: the smallest window size, times a power of √2, that holds them. */
  function windowRank(jobs: number): number {
    let rank = tuning.windowMin;
    for (let step = 0; rank < jobs; step++) rank = Math.round(tuning.windowMin * Math.SQRT2 ** (step + 1));
    return rank;
  }

  /**
   * How many rows of the order passing the other filters a bounded walk may test against the
   * words before giving way to a window, or 0 not to walk. Each is read from the table, and
   * testing it reads its vector from TOAST.
   */
  function walkBudget(estimate: number, needed: number, population: number): number {
    if (estimate < SCAN_ALWAYS_BELOW) return 0;
    const passed = (needed * population) / estimate;
    return passed <= tuning.walkUpTo ? Math.round(Math.max(3 * passed, 300)) : 0;
  }

  /** Walk when the rows a page needs are found sooner by walking than all matches by scanning. */
  async function planFor(searching: boolean, matches: number, needed: number): Promise<search.Plan> {
    if (!searching) return 'walk';
    return matches * matches > WALK_COST * needed * (await visibleEstimate()) ? 'walk' : 'scan';
  }

  return {
    /**
     * The ids of the page's jobs, in order, and the page's place among all matches; for anyone but
     * an administrator, the page's jobs too, when they could be written on the way (JSON texts).
     */
    async page(query: JobListQuery, viewer: Viewer): Promise<{ ids: string[]; jobs?: string[]; pagination: Pagination }> {
      const admin = viewer?.role === 'admin';
      if (query.status !== undefined && !admin) throw forbidden(STATUS_FILTER_ADMIN_ONLY);
      if (query.status === 'deleted') throw badRequest('Deleted jobs are not listed', [{ field: 'status', message: 'Deleted jobs are not listed' }]);
      const text = query.search || undefined;
      const filter: search.JobFilter = {
        search: text,
        location: query.location || undefined,
        jobType: query.jobType,
        isRemote: query.isRemote === undefined ? undefined : query.isRemote === 'true',
        salaryMin: query.salaryMin,
        salaryMax: query.salaryMax,
        disabilityTypes: query.disabilityTypes,
      };
      const sort = query.sort && query.sort !== 'relevance' ? query.sort : text ? 'relevance' : 'newest';
      const { page, limit } = query;
      const offset = (page - 1) * limit;

      let total: number;
      let estimated = false;
      let ids: string[];
      let jobs: string[] | undefined;
      if (admin) {
        // Administrators page through everything: exact counts and exact relevance.
        const where = search.jobListCondition({ kind: 'admin', status: query.status }, filter);
        [total, ids] = await Promise.all([
          search.countJobs(db, where),
          sort === 'relevance' ? search.rankedJobIds(db, where, text!, offset, limit) : search.orderedJobIds(db, where, sort, offset, limit).then((p) => p.ids),
        ]);
      } else {
        // NOTE: counting every match of a common word reads tens of thousands of rows. The
        // planner's estimate (a plan, no rows read) picks how the page is found; a scan of all
        // matches counts them on the way, a walk (many matches) reports the estimate, a window
        // its share of matches in all jobs, and a walk over few matches (filters without words)
        // counts them too.
        const estimates = await matchesEstimate(filter);
        const { matches: estimate, kept } = estimates;
        // NOTE: the place's trigrams are lossy, so every job the index returns for them is checked
        // again, words included, which reads the job's vector from TOAST (a few times the cost of
        // reading the row). For a common place (a tenth of the jobs or more), reading the matches
        // of the words (in a window, or all of them) and testing the place on each costs less:
        // "security" among jobs in "Remote" over a million jobs, 240 ms through the word and
        // trigram indexes against 36 ms in a window of the word index and the date's. The same
        // holds when the place's words are among the searched ones (see placeTestedOnRows).
        const placeOnRows = text !== undefined && filter.location !== undefined && placeTestedOnRows(text, filter.location, kept, await visibleEstimate());
        // Built when a statement needs them: a walk or a window has its own.
        const where = () => search.jobListCondition({ kind: 'public' }, filter, { placeOnRows });
        const scanWhere = () => search.jobListCondition({ kind: 'public' }, filter, { placeOnRows, wordsWithFacets: true });
        const reader: search.Reader = { applicantId: viewer?.role === 'applicant' ? viewer.id : undefined };
        let found: search.IdPage | undefined;
        let plan: search.Plan;
        let likelyTotal: number | undefined;
        const needed = sort === 'relevance' ? RANK_WINDOW : offset + limit;
        if (text && (sort !== 'relevance' || offset + limit <= RANK_WINDOW)) {
          // Words: walk a bounded number of rows where matches are dense, else look in windows at
          // the start of the order, and scan all matches when neither finds enough.
          const base = search.jobListCondition({ kind: 'public' }, { ...filter, search: undefined }, { wordsLead: true });
          // NOTE: a walk with a place went along the order's index testing the place on each row (the
          // planner's choice): "remote" in New York passed 87,000 rows in 144 ms, where a window
          // asks the words-and-facets index for the words and the place's trigrams together.
          const budget = search.placeIndexable(filter.location) ? 0 : walkBudget(estimate, needed, await populationOf(filter.jobType));
          const order = sort === 'relevance' ? { ranked: true as const } : { sort };
          found = budget ? await search.walkedPage(db, base, text, order, needed, budget, offset, limit, reader) : undefined;
          const likely = !estimates.found && SEVERAL_WORDS.test(text.trim()) ? estimate * SEVERAL_WORDS_UNDERRATED : estimate;
          if (!found && likely >= (estimates.found ? tuning.windowFrom / 2 : tuning.windowFrom)) {
            const plain = sort === 'relevance' ? 'newest' : sort;
            const windowBase = (facetsLead: boolean) =>
              search.jobListCondition({ kind: 'public' }, { ...filter, search: undefined }, { wordsLead: true, placeOnRows, facetsLead });
            const windowed = await windowedPage({
              base: windowBase(false),
              facetsBase: windowBase(true),
              facets: filter,
              text,
              sort: plain,
              ranked: sort === 'relevance',
              likely,
              needed,
              offset,
              limit,
              jobType: filter.jobType,
              found: estimates.found,
              reader,
            });
            if (windowed) [found, likelyTotal] = [{ ids: windowed.ids, jobs: windowed.jobs }, windowed.likelyTotal];
          }
          plan = found ? 'walk' : 'scan';
        } else {
          plan = await planFor(Boolean(text), estimate, needed);
        }
        if (!found) {
          const planned = plan === 'scan' ? scanWhere() : where();
          found = await (sort === 'relevance'
            ? relevancePage(planned, text!, offset, limit, plan, reader)
            : search.orderedJobIds(db, planned, sort, offset, limit, plan, reader));
        }
        ids = found.ids;
        jobs = found.jobs;
        // A scan counts as it goes, except on a page past the last match, which has no row to carry
        // it; a first page without rows has no match at all.
        let counted = found.total ?? (plan === 'scan' && offset === 0 && ids.length === 0 ? 0 : undefined);
        if (counted === undefined && likelyTotal === undefined && (plan === 'scan' || estimate <= EXACT_COUNT_LIMIT)) {
          counted = await search.countJobs(db, scanWhere(), EXACT_COUNT_LIMIT + 1);
        }
        estimated = counted === undefined || (found.total === undefined && counted > EXACT_COUNT_LIMIT);
        total = counted === undefined ? (likelyTotal ?? estimate) : estimated ? Math.max(counted, estimate) : counted;
        const exact = estimated ? undefined : counted;
        if (exact !== undefined || likelyTotal !== undefined) learnFrom(filter, estimates, exact ?? likelyTotal!);
        // A search counted in the last minute keeps its count when found again in a window, rather
        // than "907 jobs" turning into "about 884" on the next page.
        const filterKey = JSON.stringify(filter);
        const keptCount = estimated ? counts.get(filterKey) : undefined;
        if (exact !== undefined) counts.set(filterKey, exact);
        else if (keptCount !== undefined) [total, estimated] = [keptCount, false];
        // A page that holds rows proves at least that many exist, whatever the estimate said.
        if (estimated) total = Math.max(total, offset + ids.length);
      }
      return { ids, ...(jobs ? { jobs } : {}), pagination: { ...pagination(page, limit, total), ...(estimated ? { estimated: true } : {}) } };
    },
  };
}
export type JobSearch = ReturnType<typeof createJobSearch>;
