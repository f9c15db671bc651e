/**
 * The views this process has already counted today, so that a visitor reloading a job page costs
 * no write: job_views (one row per job, viewer and day) stays the rule, this only skips an insert
 * it would refuse. Other instances keep their own; a restart forgets, and the table still refuses.
 */
export function createCountedViews(capacity = 100_000, today = () => new Date().toISOString().slice(0, 10)) {
  let day = today();
  const seen = new Set<string>();
  const current = () => {
    const now = today();
    if (now !== day) {
      day = now;
      seen.clear();
    }
    return seen;
  };
  return {
    has: (jobId: string, viewerKey: string) => current().has(`${jobId} ${viewerKey}`),
    add(jobId: string, viewerKey: string) {
      const set = current();
      // A Set iterates in insertion order: past capacity the oldest entry goes first.
      if (set.size >= capacity) set.delete(set.values().next().value!);
      set.add(`${jobId} ${viewerKey}`);
    },
  };
}
