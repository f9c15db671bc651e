const DAY_MS = 24 * 60 * 60 * 1000;

/** How long something has waited, in whole days: "less than a day", "1 day", "3 days". */
export function waitedText(since: string, now: number = Date.now()): string {
  const days = Math.floor((now - new Date(since).getTime()) / DAY_MS);
  if (days < 1) return 'less than a day';
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** "1 request", "3 requests". */
export const requestsText = (n: number) => `${n} accommodation ${n === 1 ? 'request' : 'requests'}`;
