import { SALARY_MAX } from '@jobboard/contracts/job-options';

// NOTE: salary fields are text fields with a numeric keyboard, not `type="number"`: a number
// field drops what it cannot read ("50e", "45,000" pasted) and submits nothing in its place, is
// read as a spin button ("0.0" when empty, by Orca), and changes its value on a stray arrow key
// or scroll. A text field keeps what was typed, so a mistake gets a message instead.

/** Thousands separators people type or paste: commas, spaces, no-break and thin spaces. */
const SEPARATORS = /[,\s\u00a0\u202f\u2009]/g;

/**
 * A typed amount: null when empty, else the number it spells once thousands separators are
 * removed ("45,000" is 45000), NaN when it spells none, for the caller's rules to judge.
 */
export function amountFromText(text: string): number | null {
  const digits = text.replace(SEPARATORS, '');
  return digits === '' ? null : /^[+-]?(\d+\.?\d*|\.\d+)$/.test(digits) ? Number(digits) : NaN;
}

/** A bound of the salary filter, or undefined when it is not a whole amount the search takes. */
export function salaryBound(text: string): number | null | undefined {
  const amount = amountFromText(text);
  return amount === null || (Number.isInteger(amount) && amount >= 0 && amount <= SALARY_MAX) ? amount : undefined;
}
