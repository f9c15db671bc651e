import { unified } from 'unified';
import retextEnglish from 'retext-english';
import retextEquality from 'retext-equality';
import { VFile } from 'vfile';

/** A phrase retext-equality warns about, with its offsets in the text checked. */
export type EqualityMatch = { start: number; end: number; text: string; note: string | undefined; suggestions: string[] };

/**
 * Phrases not to warn about. Condition names that retext-equality flags for their slang use ("so OCD
 * about details") are written literally on a board for disabled people ("we welcome people with
 * ADHD"); "disabled" is identity-first language many disabled people prefer, and the product's own
 * word. The words from guides on teaching texts ("easy", "just", "simply") say nothing about who is
 * welcome and would only add noise.
 */
const IGNORE = [
  'disabled',
  'special',
  'mental',
  'ADD',
  'adhd',
  'a.d.d.',
  'a.d.h.d.',
  'ocd',
  'o.c.d',
  'o.c.d.',
  'bipolar',
  'panic attack',
  'basically',
  'clearly',
  'easy',
  'easily',
  'everyone knows',
  'just',
  'obvious',
  'obviously',
  'of course',
  'simple',
  'simply',
  'hang',
  'hanged',
];

// Built once: the plugin turns its 400-odd patterns into search lists when it is attached.
const processor = unified().use(retextEnglish).use(retextEquality, { ignore: IGNORE }).freeze();

/** retext-equality's warnings for one text, with their offsets in it. */
export function equalityMatches(text: string): EqualityMatch[] {
  const file = new VFile(text);
  processor.runSync(processor.parse(file), file);
  const matches: EqualityMatch[] = [];
  for (const message of file.messages) {
    const place = message.place;
    const start = place && 'start' in place ? place.start.offset : undefined;
    const end = place && 'end' in place ? place.end.offset : undefined;
    if (start === undefined || end === undefined) continue;
    matches.push({ start, end, text: text.slice(start, end), note: message.note, suggestions: message.expected ?? [] });
  }
  return matches;
}
