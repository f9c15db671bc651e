/** Display formats of the analytics page; null means "not measured yet" and never becomes a made-up figure. */

export const percentText = (n: number | null) => (n === null ? 'N/A' : `${n.toFixed(1)}%`);
export const decimalText = (n: number | null) => (n === null ? 'N/A' : n.toFixed(1));
export const daysText = (n: number | null) => (n === null ? 'N/A' : `${n.toFixed(1)} ${n === 1 ? 'day' : 'days'}`);
export const minutesText = (n: number | null) => (n === null ? 'N/A' : `${n.toFixed(1)} min`);
export const msText = (n: number | null) => (n === null ? 'Not measured yet' : `${n.toFixed(1)} ms`);

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Seconds since start as days and hours ("3 days, 4 hours"), or hours and minutes when under a day. */
export function uptimeText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days) return `${plural(days, 'day')}, ${plural(hours, 'hour')}`;
  if (hours) return `${plural(hours, 'hour')}, ${plural(minutes, 'minute')}`;
  return plural(minutes, 'minute');
}
