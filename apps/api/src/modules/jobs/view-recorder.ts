import type { Db } from '../../db/client.ts';
import { recordViews, type View } from './jobs.repository.ts';

/**
 * Writes counted job views. NOTE: a first view of a job writes a job_views row and moves the
 * job's counter; written one by one, each costs PGlite's one thread a statement and a commit of
 * its own, and PostgreSQL a commit each. With `batchMs` above 0 the views of that
 * many milliseconds go in one statement. Until then this process adds the waiting views to the
 * counts it shows; a crash loses at most those. With 0 (the tests) each view is written before
 * its request is answered.
 */
export function createViewRecorder(db: Db, batchMs: number, onError: (error: unknown) => void) {
  let waiting: View[] = [];
  const waitingByJob = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const views = waiting;
    waiting = [];
    if (!views.length) return writing;
    // One batch at a time: the next waits for the last, so the counts never run ahead.
    writing = writing
      .then(() => recordViews(db, views))
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => {
        for (const view of views) {
          const left = (waitingByJob.get(view.jobId) ?? 1) - 1;
          if (left > 0) waitingByJob.set(view.jobId, left);
          else waitingByJob.delete(view.jobId);
        }
      });
    return writing;
  }

  return {
    /** Counts a view; true when the job's count in the database rose by it already (not batched). */
    async record(view: View): Promise<boolean> {
      if (batchMs <= 0) return (await recordViews(db, [view])).length > 0;
      waiting.push(view);
      waitingByJob.set(view.jobId, (waitingByJob.get(view.jobId) ?? 0) + 1);
      timer ??= setTimeout(() => void flush(), batchMs);
      return false;
    },
    /** Views of the job counted here but not written yet. */
    waitingFor: (jobId: string) => waitingByJob.get(jobId) ?? 0,
    /** Writes the waiting views now (on shutdown, and in tests). */
    flush,
  };
}
export type ViewRecorder = ReturnType<typeof createViewRecorder>;
