import { Feed } from 'feed';
import { JOB_TYPE_LABELS, salaryText, truncate } from '@jobboard/contracts/job-options';
import type { Job, JobListQuery } from '@jobboard/contracts/jobs';
import { escapeHtml } from '../../platform/html.ts';
import { SITE_NAME } from '../jobs/job-page.ts';

/** Characters of a job's description in its feed item: enough to decide whether to open it. */
const DESCRIPTION_CHARS = 500;

/** A job-list search as URL parameters, as the job list writes them: its filters, not its paging. */
function searchParams(query: JobListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === 'page' || name === 'limit' || name === 'exact' || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one));
  }
  return params;
}

/** What a feed item says, as HTML (feed readers show it so): a card's facts, then the description's start. */
function itemHtml(job: Job): string {
  const facts = [job.company_name, job.is_remote ? `${job.location} (remote)` : job.location, JOB_TYPE_LABELS[job.job_type], salaryText(job.salary_min, job.salary_max, job.salary_currency, job.salary_period)];
  return `<p>${escapeHtml(facts.filter(Boolean).join(' · '))}</p><p>${escapeHtml(truncate(job.description, DESCRIPTION_CHARS))}</p>`;
}

/** The feed's title: what was searched for, in the words of the job list. */
function feedTitle(query: JobListQuery): string {
  const parts = [query.search ? `matching “${query.search}”` : '', query.location ? `in ${query.location}` : ''].filter(Boolean);
  return `Jobs${parts.length ? ` ${parts.join(' ')}` : ''} | ${SITE_NAME}`;
}

/** An RSS 2.0 document of a job-list search's jobs, each linking to its job page. */
export function renderJobsFeed(siteUrl: string, query: JobListQuery, jobs: Job[]): string {
  const params = searchParams(query);
  const listUrl = `${siteUrl}/jobs${params.size ? `?${params}` : ''}`;
  const feed = new Feed({
    title: feedTitle(query),
    description: `Accessible jobs from the ${SITE_NAME} board for this search, newest first unless the search says otherwise.`,
    id: listUrl,
    link: listUrl,
    language: 'en',
    generator: false,
    feedLinks: { rss: `${siteUrl}/feeds/jobs.xml${params.size ? `?${params}` : ''}` },
    updated: jobs.length ? new Date(Math.max(...jobs.map((job) => Date.parse(job.created_at)))) : new Date(),
  });
  for (const job of jobs) {
    const link = `${siteUrl}/jobs/${job.id}`;
    feed.addItem({ title: job.company_name ? `${job.title} at ${job.company_name}` : job.title, link, guid: job.id, date: new Date(job.created_at), description: itemHtml(job) });
  }
  return feed.rss2();
}
