/**
 * Prints what a failure test measured on one line ("[figures] …"), so a run's log carries the
 * evidence: instances started, requests sent, refusals, writes acknowledged and found, recovery
 * times. Assertions decide pass or fail; these lines only report.
 */
export function reportFigures(test: string, figures: Record<string, number | string>): void {
  console.log(`[figures] ${test}: ${Object.entries(figures).map(([name, value]) => `${name} ${value}`).join(', ')}`);
}

/** Milliseconds since `start`, rounded. */
export const since = (start: number) => Math.round(performance.now() - start);
