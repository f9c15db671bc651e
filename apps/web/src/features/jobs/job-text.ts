import { APPLICANT_STATUS_LABELS, wholeNumber, type ApplicationStatus } from '@jobboard/contracts/job-options';

/** Job detail says 'Offer Made' where the applications page says 'Offer Received' (the product's fixed wording). */
export function detailStatusLabel(status: ApplicationStatus): string {
  return status === 'offered' ? 'Offer Made' : APPLICANT_STATUS_LABELS[status];
}

/** Benefits are multi-line text shown as a list, one line each (bullet marks dropped). */
export function textLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•·]\s+)/, '').trim())
    .filter(Boolean);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/**
 * A date for people, e.g. "Mar 12, 2026" (the month named, so no reader mistakes day for month);
 * '' when absent or unreadable. Written out rather than through Intl.DateTimeFormat: a page's first
 * date formatter loads the browser's date data, 90–170 ms on a slow phone, in the middle of showing
 * the jobs.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00` : iso);
  return Number.isNaN(date.getTime()) ? '' : `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** 1 job / 3 jobs. */
export const plural = (n: number, one: string, many = `${one}s`) => `${wholeNumber(n)} ${n === 1 ? one : many}`;
