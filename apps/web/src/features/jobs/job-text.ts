import { APPLICANT_STATUS_LABELS, type ApplicationStatus } from '@jobboard/contracts/job-options';

/** Job detail says 'Offer Made' where the applications page says 'Offer Received' (spec part 1 §4). */
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

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
/** A date for people, e.g. "12 Mar 2026"; '' when absent or unreadable. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00` : iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** 1 job / 3 jobs. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
