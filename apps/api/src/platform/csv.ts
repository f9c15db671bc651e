// A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP "CSV injection"):
// one starting with =, +, -, @, a tab or a carriage return, or with the full-width forms of the
// first four (＝ ＋ － ＠), which spreadsheet programs also take as formula signs.
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/** One CSV cell (RFC 4180): text people typed is defused, and quoted when it needs it. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, ended with CRLF. */
export const csvLine = (cells: ReadonlyArray<string | number | boolean | null | undefined>) => `${cells.map(csvCell).join(',')}\r\n`;
