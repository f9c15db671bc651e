import { describe, expect, it } from 'vitest';
import { FAQS, HELP_INDEX } from './help-content.ts';
import { expandQuery, searchHelp, stem, toRating, tokenize, type SearchDoc } from './help-search.ts';

const ids = (query: string, mode: 'text' | 'smart') => searchHelp(HELP_INDEX, query, mode).map((h) => h.doc.id);

const docs: SearchDoc[] = [
  { id: 'resume', title: 'Uploading your resume', body: 'Files of up to 5 MB.' },
  { id: 'jobs', title: 'Finding a position', body: 'Filter open vacancies by location.' },
  { id: 'login', title: 'Trouble signing in', body: 'Reset your password from the sign in page.' },
];

describe('tokenize', () => {
  it('lower-cases, drops punctuation and accents and reduces plurals', () => {
    expect(tokenize('Jobs, Vacancies & Résumés!')).toEqual(['job', 'vacancy', 'resume']);
    expect(tokenize('  ')).toEqual([]);
    expect(tokenize('24-48 hours')).toEqual(['24', '48', 'hour']);
  });

  it('leaves words that only look plural alone', () => {
    expect(['access', 'status', 'this', 'addresses', 'matches'].map(stem)).toEqual(['access', 'status', 'this', 'address', 'match']);
  });
});

describe('expandQuery', () => {
  it('keeps the meaningful words of the query in text mode', () => {
    expect(expandQuery('How do I upload my CV?', 'text')).toEqual([[{ tokens: ['upload'], weight: 1 }], [{ tokens: ['cv'], weight: 1 }]]);
  });

  it('expands a word to its synonym group in smart mode, the typed word weighing most', () => {
    const [group] = expandQuery('cv', 'smart');
    expect(group).toContainEqual({ tokens: ['cv'], weight: 1 });
    expect(group).toContainEqual({ tokens: ['resume'], weight: 0.7 });
    expect(group).toContainEqual({ tokens: ['curriculum', 'vitae'], weight: 0.7 });
  });

  it('recognises a phrase such as "sign in" as one synonym', () => {
    const concepts = expandQuery('sign in', 'smart');
    expect(concepts).toHaveLength(1);
    expect(concepts[0]).toContainEqual({ tokens: ['password'], weight: 0.7 });
  });
});

describe('searchHelp', () => {
  it('finds nothing for an empty query or one with no match', () => {
    expect(searchHelp(docs, '', 'smart')).toEqual([]);
    expect(searchHelp(docs, '?!', 'text')).toEqual([]);
    expect(searchHelp(docs, 'zzzz', 'smart')).toEqual([]);
  });

  it('matches whole words and word beginnings in text mode only', () => {
    expect(searchHelp(docs, 'resume', 'text').map((h) => h.doc.id)).toEqual(['resume']);
    expect(searchHelp(docs, 'pass', 'text').map((h) => h.doc.id)).toEqual(['login']);
    expect(searchHelp(docs, 'cv', 'text')).toEqual([]);
  });

  it('finds synonyms in smart mode: job/position/role/vacancy, resume/cv, password/login/sign in', () => {
    expect(searchHelp(docs, 'cv', 'smart').map((h) => h.doc.id)).toEqual(['resume']);
    expect(searchHelp(docs, 'job', 'smart').map((h) => h.doc.id)).toEqual(['jobs']);
    expect(searchHelp(docs, 'login', 'smart').map((h) => h.doc.id)).toEqual(['login']);
  });

  it('rates a title match higher than a body match, and an exact word higher than a synonym', () => {
    const [title] = searchHelp(docs, 'position', 'text');
    const [body] = searchHelp(docs, 'location', 'text');
    const [synonym] = searchHelp(docs, 'role', 'smart');
    expect(title!.rating).toBe(5);
    expect(body!.rating).toBe(3);
    expect(synonym!.rating).toBe(4);
  });

  it('ranks entries that cover more of the query first', () => {
    const hits = searchHelp(docs, 'reset password location', 'text');
    expect(hits.map((h) => h.doc.id)).toEqual(['login', 'jobs']);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
  });

  it('gives every hit a whole rating from 1 to 5, best first', () => {
    for (const query of ['password', 'how do I apply', 'disability', 'vacancy', 'high contrast', 'employer resume phone']) {
      for (const mode of ['text', 'smart'] as const) {
        const hits = searchHelp(HELP_INDEX, query, mode);
        for (const hit of hits) {
          expect(Number.isInteger(hit.rating)).toBe(true);
          expect(hit.rating).toBeGreaterThanOrEqual(1);
          expect(hit.rating).toBeLessThanOrEqual(5);
        }
        const scores = hits.map((h) => h.score);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }
    }
  });

  it('answers real questions from the help content', () => {
    expect(ids('forgot password', 'text')[0]).toBe('faq-reset-password');
    expect(ids('how do I apply', 'text')[0]).toBe('faq-apply');
    expect(ids('cv', 'text')).toEqual([]);
    expect(ids('cv', 'smart')[0]).toBe('faq-resume-files');
    expect(ids('sign in', 'smart')[0]).toBe('faq-reset-password');
    expect(ids('accommodation', 'smart')).toContain('faq-disclose');
    expect(ids('wheelchair', 'text')).toEqual([]);
    expect(ids('wheelchair', 'smart').slice(0, 3)).toContain('faq-find-accommodations');
    expect(ids('screen reader', 'smart')).toContain('faq-resume-files');
    expect(ids('cv', 'smart')).toEqual(expect.arrayContaining(['faq-resume-files', 'help-start-seekers']));
  });

  it('indexes all ten FAQ entries', () => {
    expect(FAQS).toHaveLength(10);
    for (const faq of FAQS) expect(ids(faq.question, 'text')[0]).toBe(faq.id);
  });
});

describe('toRating', () => {
  it('rounds to whole stars between 1 and 5', () => {
    expect([0.1, 1.4, 2.5, 3.49, 5, 9].map(toRating)).toEqual([1, 1, 3, 3, 5, 5]);
  });
});
