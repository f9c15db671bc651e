// Made on first use: a page's first date formatter loads the browser's date data (90–170 ms on a
// slow phone), and the bundle puts this module in a chunk the job pages load without using it.
let formatters: { absolute: Intl.DateTimeFormat; dateOnly: Intl.DateTimeFormat; relative: Intl.RelativeTimeFormat } | undefined;
const format = () =>
  (formatters ??= {
    absolute: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    dateOnly: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }),
    relative: new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }),
  });

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
    if (Math.abs(value) < size) return format().relative.format(Math.round(value), unit);
    value /= size;
  }
  return format().absolute.format(new Date(iso));
}

/** "23 Nov 2026, 11:35" in the reader's locale. */
export const dateTimeText = (iso: string) => format().absolute.format(new Date(iso));
/** "23 Nov 2026" in the reader's locale. */
export const dateText = (iso: string) => format().dateOnly.format(new Date(iso));
