import { createHash } from 'node:crypto';
import { LANGUAGE_CHECK_FIELDS, type LanguageCheckField, type LanguageFinding } from '@jobboard/contracts/language-check';
import type { EqualityMatch, equalityMatches } from './equality-engine.ts';
import { JOB_WORDING_RULES } from './job-wording-rules.ts';

/** A job's texts as the form sends them or the job holds them (absent or null: nothing to check). */
export type JobTexts = Partial<Record<LanguageCheckField, string | null | undefined>>;

type Match = Omit<LanguageFinding, 'field'>;

const FALLBACK_MESSAGE = 'Some readers may find this word hurtful, or feel that the job is not meant for them.';
/** Some of the library's words have ten suggestions; the first few are the closest. */
const MAX_SUGGESTIONS = 5;
/** Counts kept for the employers' job lists, by the texts they were counted from. */
const COUNT_CACHE_SIZE = 5000;

/**
 * The library's notes name their sources by address and quote words in backticks: the employer
 * reads them as plain sentences.
 */
function plainNote(note: string | undefined): string {
  const text = (note ?? '')
    .replace(/\s*\(source:[^)]*\)/gi, '')
    .replace(/^\s*source:.*$/i, '')
    .replace(/`([^`]*)`/g, '“$1”')
    .trim();
  return text || FALLBACK_MESSAGE;
}

/** Without repeats, without "it" (the library offers it for "he"; never a word for a person), at most MAX_SUGGESTIONS. */
function tidySuggestions(list: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const suggestion of list) {
    const key = suggestion.toLowerCase();
    if (key === 'it' || seen.has(key)) continue;
    seen.add(key);
    out.push(suggestion);
  }
  return out.slice(0, MAX_SUGGESTIONS);
}

function fromLibrary(match: EqualityMatch): Match {
  return { text: match.text, start: match.start, end: match.end, message: plainNote(match.note), suggestions: tidySuggestions(match.suggestions) };
}

function fromOurRules(text: string): Match[] {
  const matches: Match[] = [];
  for (const rule of JOB_WORDING_RULES) {
    for (const m of text.matchAll(rule.pattern)) {
      const group = m[1]?.replace(/\s+/g, ' ') ?? '';
      matches.push({
        text: m[0],
        start: m.index,
        end: m.index + m[0].length,
        message: rule.message,
        suggestions: rule.suggestions.map((s) => s.replace('$1', group)),
      });
    }
  }
  return matches;
}

/**
 * One finding per phrase: where two overlap ("deaf and dumb" and "dumb"), the one that starts
 * first and is longest stays, and those inside it go.
 */
function withoutNested(matches: Match[]): Match[] {
  const sorted = [...matches].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Match[] = [];
  for (const match of sorted) {
    const last = kept.at(-1);
    if (last && match.start >= last.start && match.end <= last.end) continue;
    kept.push(match);
  }
  return kept;
}

const textsKey = (texts: JobTexts) => createHash('sha256').update(LANGUAGE_CHECK_FIELDS.map((f) => texts[f] ?? '').join('\u0000')).digest('base64');

/** Gives way to other requests between two jobs of a list, so that a long list does not hold the server. */
const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The wording check of job posts: retext-equality plus our rules for job posts (job-wording-rules.ts).
 * Advice for the employer; nothing here refuses a job (docs/decisions/018-inclusive-language.md).
 */
export function createJobLanguageService({ onError = console.error }: { onError?: (error: unknown) => void } = {}) {
  // Loaded on the first check, not at start: importing it is a noticeable part of the start-up
  // budget (docs/decisions/018-inclusive-language.md).
  let engine: Promise<{ equalityMatches: typeof equalityMatches }> | undefined;
  // Findings counts by the texts they came from, for the employers' job lists: a job saved or
  // checked since the server started is not checked again there, and an edited job has new texts.
  const counts = new Map<string, number>();
  const remember = (key: string, n: number) => {
    counts.delete(key);
    counts.set(key, n);
    if (counts.size > COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value!);
  };

  async function check(texts: JobTexts): Promise<LanguageFinding[]> {
    const { equalityMatches } = await (engine ??= import('./equality-engine.ts'));
    const findings: LanguageFinding[] = [];
    for (const field of LANGUAGE_CHECK_FIELDS) {
      const text = texts[field];
      if (!text) continue;
      const matches = withoutNested([...equalityMatches(text).map(fromLibrary), ...fromOurRules(text)]);
      findings.push(...matches.map((m) => ({ field, ...m })));
    }
    remember(textsKey(texts), findings.length);
    return findings;
  }

  return {
    check,

    /** The findings of a job just saved; none if the check fails, since they are only advice (the failure is logged). */
    adviceOn: (texts: JobTexts) =>
      check(texts).catch((error: unknown) => {
        onError(error);
        return [];
      }),

    /**
     * The findings count of each job of a list, in its order, or none if the check fails (logged).
     * Between two jobs it checks, it gives way to other requests (its cost per job:
     * docs/decisions/018-inclusive-language.md).
     */
    async countEach(list: JobTexts[]): Promise<number[] | null> {
      const out: number[] = [];
      try {
        for (const texts of list) {
          const key = textsKey(texts);
          const known = counts.get(key);
          if (known !== undefined) {
            remember(key, known);
            out.push(known);
            continue;
          }
          out.push((await check(texts)).length);
          await giveWay();
        }
      } catch (error) {
        onError(error);
        return null;
      }
      return out;
    },
  };
}
export type JobLanguageService = ReturnType<typeof createJobLanguageService>;
