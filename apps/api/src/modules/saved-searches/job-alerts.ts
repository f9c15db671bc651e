import { JobListQuery, type Job } from '@jobboard/contracts/jobs';
import { savedSearchParams } from '@jobboard/contracts/saved-searches';
import type { Db } from '../../db/client.ts';
import type { MailOutbox } from '../../platform/mail-outbox.ts';
import type { TaskQueue } from '../../platform/tasks/task-queue.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { jobAlertMail } from './alert-mails.ts';
import * as repo from './alerts.repository.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

/** Jobs named in one alert; the mail links to the rest. */
const JOBS_PER_ALERT = 10;
/** Saved searches read at a time. */
const BATCH = 200;

type Deps = { db: Db; jobs: JobsService; outbox: MailOutbox; siteUrl: () => string; unsubscribe: UnsubscribeLinks };

/**
 * Job alerts (docs/decisions/016-job-alerts.md). Every minute the `alerts` task looks at the saved
 * searches that are due and runs each through the job list's own search, as the public sees it,
 * newest first: the jobs posted since the search's last look are its alert. One search per
 * saved search, and none at all while no job is newer than the last look.
 */
export function registerJobAlerts(tasks: TaskQueue, deps: Deps) {
  const { db, jobs, outbox } = deps;

  /** The job list's query for a saved search: newest first, its words exactly as saved. */
  const listQuery = (params: URLSearchParams) =>
    JobListQuery.parse({ ...Object.fromEntries(params), disabilityTypes: params.getAll('disabilityTypes'), sort: 'newest', page: '1', limit: String(JOBS_PER_ALERT + 1), exact: 'true' });

  async function newJobsFor(search: repo.DueSearch, newest: repo.Moment): Promise<{ fresh: Job[]; more: boolean; params: URLSearchParams }> {
    const params = savedSearchParams(search.query);
    const { jobs: page } = await jobs.list(listQuery(params), null, search.needs);
    const fresh = page.filter((job) => {
      const posted = Date.parse(job.created_at);
      return posted > search.checkedUntilMs && posted <= newest.ms;
    });
    return { fresh: fresh.slice(0, JOBS_PER_ALERT), more: fresh.length > JOBS_PER_ALERT, params };
  }

  async function alert(search: repo.DueSearch, newest: repo.Moment): Promise<boolean> {
    const { fresh, more, params } = await newJobsFor(search, newest);
    if (!fresh.length) {
      await repo.markChecked(db, search.id, newest.at, false);
      return false;
    }
    const site = deps.siteUrl();
    const unsubscribe = deps.unsubscribe.url(site, search.id);
    const mail = jobAlertMail({
      firstName: search.firstName,
      searchName: search.name,
      jobs: fresh.map((job) => ({ title: job.title, company: job.company_name ?? 'an employer', location: job.location, link: `${site}/jobs/${job.id}` })),
      more,
      searchLink: `${site}/jobs?${params}`,
      savedSearchesLink: `${site}/saved-searches`,
      unsubscribeLink: unsubscribe,
    });
    await db.transaction(async (tx) => {
      await outbox.send(
        { ...mail, to: { name: '', address: search.email }, headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } },
        tx,
      );
      await repo.markChecked(tx, search.id, newest.at, true);
    });
    return true;
  }

  /** One look at every due search; answers how many were searched in full and how many alerts were queued. */
  async function run(): Promise<{ searched: number; alerts: number }> {
    const newest = await repo.newestPublicJob(db);
    let searched = 0;
    let alerts = 0;
    if (!newest) return { searched, alerts };
    for (;;) {
      const due = await repo.dueSearches(db, newest.at, BATCH);
      // One statement tells which of the batch have any new job; only those run the full search.
      const withNews = await jobs.withNewJobs(
        due.map((s) => ({ key: s.id, query: listQuery(savedSearchParams(s.query)), after: s.checkedUntil, needs: s.needs })),
        newest.at,
      );
      await repo.markAllChecked(db, due.filter((s) => !withNews.has(s.id)).map((s) => s.id), newest.at);
      for (const search of due.filter((s) => withNews.has(s.id))) {
        searched++;
        if (await alert(search, newest)) alerts++;
      }
      if (due.length < BATCH) break;
    }
    if (alerts) outbox.flush();
    return { searched, alerts };
  }

  tasks.handle('alerts', async () => {
    await run();
  });
  return { run };
}
