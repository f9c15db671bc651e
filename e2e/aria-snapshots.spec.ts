// What a screen reader hears on the key pages, kept as accessibility-tree snapshots (Playwright's
// ariaSnapshot) under e2e/aria/: a change to a role, a name or the order of what is announced shows
// up in review as a change to those files. Update them on purpose with `npx vitest run --config
// e2e/vitest.config.ts aria-snapshots -u`. Parts that change with the data are left out: the pages
// are a new account's, the job lists are not taken, and dates are written <date>.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_JOB, jobIdByTitle, launchBrowser, newContext, registerAs, waitForPage } from './helpers.ts';

const MONTH_DATE = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}\b/g;

/** The snapshot with dates written the same whatever the day. */
async function heard(target: Locator): Promise<string> {
  return `${(await target.ariaSnapshot()).replace(MONTH_DATE, '<date>')}\n`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function open(path: string, role?: 'applicant' | 'employer'): Promise<Page> {
  const context = await newContext(browser);
  if (role) await registerAs(context, role, role === 'applicant' ? 'Amara' : 'Jonas');
  const page = await context.newPage();
  await page.goto(path);
  await waitForPage(page);
  return page;
}

describe('what a screen reader hears', () => {
  it('home: the header, then the job search and the newest jobs heading, as a visitor', async () => {
    const page = await open('/');
    await expect(await heard(page.getByRole('banner'))).toMatchFileSnapshot('aria/home-header.yml');
    // The newest jobs themselves change with the data; their heading and the search do not.
    const search = await heard(page.getByRole('search', { name: 'Search jobs' }));
    const newest = await heard(page.getByRole('heading', { level: 2, name: 'Newest jobs' }));
    await expect(`${search}${newest}`).toMatchFileSnapshot('aria/home-search.yml');
    await page.context().close();
  });

  it('job list: the search and the filters', async () => {
    const page = await open('/jobs');
    await expect(await heard(page.getByRole('search', { name: 'Search jobs' }))).toMatchFileSnapshot('aria/job-list-search.yml');
    await expect(await heard(page.locator('form[aria-labelledby="job-filters-title"]'))).toMatchFileSnapshot('aria/job-list-filters.yml');
    await page.context().close();
  });

  it('job page and its apply form, for a job seeker', async () => {
    const context = await newContext(browser);
    const jobId = await jobIdByTitle(context, DEMO_JOB);
    await context.close();
    const page = await open(`/jobs/${jobId}`, 'applicant');
    const apply = page.getByRole('region', { name: 'Apply for this job' });
    await apply.getByRole('textbox', { name: 'Cover letter' }).waitFor();
    await expect(await heard(page.getByRole('main').locator('h1'))).toMatchFileSnapshot('aria/job-page-title.yml');
    await expect(await heard(apply)).toMatchFileSnapshot('aria/job-page-apply.yml');
    await page.context().close();
  });

  it('my applications, before the first one', async () => {
    const page = await open('/applications', 'applicant');
    await page.getByRole('main').getByText(/applications? yet/i).first().waitFor();
    // The count is spoken a moment after the list arrives: the snapshot waits for it.
    await page.getByRole('main').getByText('0 applications found').waitFor({ state: 'attached' });
    await expect(await heard(page.getByRole('main'))).toMatchFileSnapshot('aria/my-applications-empty.yml');
    await page.context().close();
  });

  it('my applicants, before the first one', async () => {
    const page = await open('/my-applicants', 'employer');
    await page.waitForLoadState('networkidle');
    await page.locator('.applicants-summary [aria-live="polite"]', { hasText: '0 applicants found' }).waitFor({ state: 'attached' });
    await expect(await heard(page.getByRole('main'))).toMatchFileSnapshot('aria/my-applicants-empty.yml');
    await page.context().close();
  });

  it('the job form', async () => {
    const page = await open('/jobs/post', 'employer');
    await page.getByRole('textbox', { name: /Job title/ }).waitFor();
    await expect(await heard(page.getByRole('main'))).toMatchFileSnapshot('aria/job-form.yml');
    await page.context().close();
  });
});
