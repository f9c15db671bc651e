const absolute = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Infinity],
];

/** "3 hours ago", "yesterday", "2 weeks ago": how long ago an ISO time was, in words. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return absolute.format(new Date(iso));
}

/** "23 Nov 2026, 11:35" in the reader's locale. */
export const dateTimeText = (iso: string) => absolute.format(new Date(iso));
/** "23 Nov 2026" in the reader's locale. */
export const dateText = (iso: string) => dateOnly.format(new Date(iso));
