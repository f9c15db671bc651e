// Control characters (C0, DEL, C1) and the Unicode bidirectional marks, embeddings, overrides and
// isolates: invisible, they make text read differently from what it holds ("exe.pdf" shown for
// "fdp.exe") or break the lines of whatever shows it.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// The same, but for line feed and tab, which multi-line text keeps (a carriage return goes, so
// CRLF becomes LF).
// eslint-disable-next-line no-control-regex
const UNSAFE_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text typed by someone with those characters removed; `multiline` keeps line feeds and tabs.
 * The one rule for file names and job postings.
 */
export function withoutUnsafeCharacters(text: string, options: { multiline?: boolean } = {}): string {
  return text.replace(options.multiline ? UNSAFE_BUT_LINES : UNSAFE, '');
}
