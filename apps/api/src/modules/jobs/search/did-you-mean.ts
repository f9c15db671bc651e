import type { JobListQuery, SearchSuggestion } from '@jobboard/contracts/jobs';
import type { AppContext } from '../../../platform/context.ts';
import type { Viewer } from '../job-rules.ts';
import { corrections } from './did-you-mean.repository.ts';
import type { JobSearch, SearchResult } from './search-jobs.ts';

/** A first page with fewer results than this looks for a correction; one with more costs nothing extra. */
const FEW_RESULTS = 3;
/** The search text's parts: a quoted phrase (to its closing quote or the end), or a run of other characters. */
const PARTS = /"[^"]*"?|[^\s"]+/g;
/** A word as the dictionary holds it (job_words, migration 0024): letters only, at least three. */
const WORD = /\p{L}{3,}/gu;
/** Phrases and excluded words ("-remote") mean exactly what they say: they are never corrected. */
const correctable = (part: string) => !part.startsWith('"') && !part.startsWith('-');

/** The search text with its misspelt words replaced, or undefined when none is. */
async function suggest(ctx: Pick<AppContext, 'database'>, text: string): Promise<string | undefined> {
  const words = [...new Set((text.match(PARTS) ?? []).filter(correctable).flatMap((part) => part.match(WORD) ?? []).map((w) => w.toLowerCase()))];
  const fixes = words.length ? await corrections(ctx.database.db, words) : new Map<string, string>();
  if (!fixes.size) return undefined;
  return text.replace(PARTS, (part) => (correctable(part) ? part.replace(WORD, (w) => fixes.get(w.toLowerCase()) ?? w) : part));
}

/**
 * The job search with "Did you mean …?": a first page with few results offers the corrected text.
 * When the words found nothing and the corrected ones find jobs, those are the answer (unless the
 * caller asked for the exact words); a correction known to find nothing is not offered.
 */
export function createDidYouMean(ctx: Pick<AppContext, 'database'>, jobSearch: JobSearch) {
  return async (query: JobListQuery, viewer: Viewer, needs?: readonly string[]): Promise<SearchResult & { suggestion?: SearchSuggestion }> => {
    const found = await jobSearch.search(query, viewer, needs);
    if (!query.search || query.page !== 1 || found.pagination.total >= FEW_RESULTS) return found;
    const text = await suggest(ctx, query.search);
    if (!text) return found;
    if (found.pagination.total > 0) return { ...found, suggestion: { text, applied: false } };
    const corrected = await jobSearch.search({ ...query, search: text }, viewer, needs);
    if (!corrected.pagination.total) return found;
    return query.exact === 'true' ? { ...found, suggestion: { text, applied: false } } : { ...corrected, suggestion: { text, applied: true } };
  };
}
