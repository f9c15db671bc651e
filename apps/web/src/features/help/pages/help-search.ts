/**
 * Search over the help page's own content. Pure functions only, so the rules are unit-tested
 * without a browser: tokenise, expand synonyms (smart mode), score each entry and turn the
 * score into a relevance rating from 1 to 5.
 */

export type SearchMode = 'text' | 'smart';

export interface SearchDoc {
  id: string;
  title: string;
  body: string;
}

export interface SearchHit<T extends SearchDoc = SearchDoc> {
  doc: T;
  /** 0 to 5: three parts for covering the query's words, two for finding them in the title. */
  score: number;
  /** The score rounded to whole stars, 1 to 5. */
  rating: number;
}

export const MAX_RATING = 5;

/** Words that mean the same thing to someone looking for help; phrases are allowed. */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['job', 'position', 'role', 'vacancy', 'opening', 'employment'],
  ['resume', 'cv', 'curriculum vitae'],
  ['apply', 'applying', 'applied', 'application'],
  ['disability', 'disabled', 'accessibility', 'accessible', 'accommodation', 'adjustment', 'wheelchair', 'mobility', 'step free', 'blind', 'deaf'],
  ['screen reader', 'assistive technology', 'magnifier', 'keyboard', 'braille', 'voice control'],
  ['password', 'login', 'log in', 'sign in', 'signin', 'credential', 'forgot', 'reset', 'code'],
  ['employer', 'company', 'recruiter', 'hiring'],
  ['text size', 'font', 'zoom', 'larger', 'bigger', 'magnify'],
  ['contrast', 'colour', 'color', 'dark theme'],
  ['withdraw', 'cancel', 'retract'],
  ['privacy', 'private', 'personal information', 'data', 'share'],
  ['contact', 'support', 'phone', 'email'],
];

const STOP_WORDS = new Set(
  'a an and are as at be by can could do does for from how i if in into is it its me my of on or so that the their them then there this to was we what when where which who why will with would you your our'.split(' '),
);

/** Reduces simple English plurals so "jobs" finds "job" and "vacancies" finds "vacancy". */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses') || /(?:ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lower-case words and numbers, accents dropped, plurals reduced; punctuation and spacing ignored. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);
}

type Term = { tokens: string[]; weight: number };
/** One idea in the query: a word, or a synonym group in smart mode. A hit on any term counts. */
type Concept = Term[];

const SYNONYM_WEIGHT = 0.7;
const PREFIX_WEIGHT = 0.8;

function indexOfSequence(haystack: readonly string[], needle: readonly string[], from = 0): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** The concepts of a query: each meaningful word, and in smart mode each synonym group it names. */
export function expandQuery(query: string, mode: SearchMode): Concept[] {
  const tokens = tokenize(query);
  const meaningful = tokens.filter((t) => !STOP_WORDS.has(t));
  const words = meaningful.length ? meaningful : tokens;
  const concepts: Concept[] = [];
  const covered = new Set<string>();

  if (mode === 'smart') {
    for (const group of SYNONYM_GROUPS) {
      const members = group.map(tokenize);
      const named = members.filter((m) => m.length > 0 && indexOfSequence(tokens, m) !== -1);
      if (!named.length) continue;
      for (const m of named) m.forEach((t) => covered.add(t));
      concepts.push(members.map((m) => ({ tokens: m, weight: named.includes(m) ? 1 : SYNONYM_WEIGHT })));
    }
  }
  for (const word of new Set(words)) {
    if (!covered.has(word)) concepts.push([{ tokens: [word], weight: 1 }]);
  }
  return concepts;
}

/** How well a term matches a token list: 1 for the exact word or phrase, less for a word prefix. */
function matchWeight(term: Term, tokens: readonly string[]): number {
  if (indexOfSequence(tokens, term.tokens) !== -1) return term.weight;
  const [only] = term.tokens;
  if (term.tokens.length === 1 && only && only.length >= 3 && tokens.some((t) => t.startsWith(only))) return term.weight * PREFIX_WEIGHT;
  return 0;
}

function occurrences(concepts: Concept[], tokens: readonly string[]): number {
  let n = 0;
  for (const concept of concepts) {
    for (const term of concept) {
      for (let i = indexOfSequence(tokens, term.tokens); i !== -1; i = indexOfSequence(tokens, term.tokens, i + 1)) n++;
    }
  }
  return n;
}

/** A relevance score of 0 to 5 turned into whole stars, never below 1 for a hit. */
export function toRating(score: number): number {
  return Math.min(MAX_RATING, Math.max(1, Math.round(score)));
}

/**
 * The entries that match the query, best first. An entry matches when it contains at least one
 * of the query's concepts; entries that cover more of them, and in their title, rank higher.
 */
export function searchHelp<T extends SearchDoc>(docs: readonly T[], query: string, mode: SearchMode): SearchHit<T>[] {
  const concepts = expandQuery(query, mode);
  if (!concepts.length) return [];
  const phrase = tokenize(query);
  const ranked: Array<SearchHit<T> & { order: number; exact: number; count: number }> = [];
  docs.forEach((doc, order) => {
    const title = tokenize(doc.title);
    const body = tokenize(doc.body);
    let coverage = 0;
    let inTitle = 0;
    for (const concept of concepts) {
      const titleBest = Math.max(...concept.map((term) => matchWeight(term, title)));
      const bodyBest = Math.max(...concept.map((term) => matchWeight(term, body)));
      coverage += Math.max(titleBest, bodyBest);
      inTitle += titleBest;
    }
    if (coverage === 0) return;
    // Rounded to hundredths so float noise (0.7 * 5 = 3.4999…) does not cost a star.
    const score = Math.round(((3 * coverage + 2 * inTitle) / concepts.length) * 100) / 100;
    ranked.push({
      doc,
      score,
      rating: toRating(score),
      order,
      // Ties go first to a title holding the query word for word, then to more mentions.
      exact: indexOfSequence(title, phrase) === -1 ? 0 : 1,
      count: occurrences(concepts, title) + occurrences(concepts, body),
    });
  });
  ranked.sort((a, b) => b.score - a.score || b.exact - a.exact || b.count - a.count || a.order - b.order);
  return ranked.map(({ doc, score, rating }) => ({ doc, score, rating }));
}
