import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO, DEMO_JOB, expectNoHorizontalScroll, jobIdByTitle, launchBrowser, newContext, postJob, PUBLIC_PAGES, signInAs, tokenFor, waitForPage, type DemoRole, type Variant } from './helpers.ts';

let browser: Browser;
/** A real title with one word longer than the screen is wide at this size (German compounds are). */
const LONG_WORD_JOB = 'Kundenbetreuungsmitarbeiterin (remote)';
beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser);
  const token = await tokenFor(context, DEMO.employer.email, DEMO.employer.password);
  const description = 'Answer customers by chat and e-mail; screen reader users welcome, training provided.';
  await postJob(context, token, { title: LONG_WORD_JOB, description, location: 'Berlin, Germany', salaryCurrency: 'EUR', isRemote: true });
  await context.close();
});
afterAll(() => browser?.close());

/**
 * 320 px and 36 px text at once leave 7.9 rem across, where accessibility.spec.ts's variants (each
 * alone) leave 20 rem or more. A sweep of every route without axe (the variants run it): status
 * badges that never wrapped and a button that never shrank made five pages scroll sideways there.
 * Kept out of accessibility.spec.ts, which runs beside the journeys and is the longer of the two.
 */
describe('no sideways scrolling on a phone with the largest text', () => {
  const phone: Variant = { name: 'phone, largest text', width: 320, height: 640, fontSize: 36 };
  const PAGES: Record<DemoRole | 'visitor', (jobId: string, longId: string) => string[]> = {
    visitor: (jobId, longId) => [...PUBLIC_PAGES, '/forgot-password', '/jobs', `/jobs/${jobId}`, `/jobs/${longId}`],
    applicant: (jobId) => ['/dashboard', '/jobs', `/jobs/${jobId}`, '/applications', '/applications?tab=saved', '/profile', '/notifications'],
    employer: (jobId, longId) => ['/dashboard', '/jobs/post', `/jobs/${jobId}/edit`, `/jobs/${longId}/edit`, '/jobs/my-jobs', '/my-applicants', '/candidate-finder', '/employer-profile', '/notifications'],
    admin: () => ['/admin', '/admin/users', '/admin/jobs', '/admin/applications', '/admin/audit', '/admin/analytics', '/profile'],
  };
  for (const who of ['visitor', 'applicant', 'employer', 'admin'] as const) {
    it(`every page as ${who === 'visitor' ? 'a visitor' : who}`, async () => {
      const context = await newContext(browser, phone);
      if (who !== 'visitor') await signInAs(context, who);
      const page = await context.newPage();
      const jobId = await jobIdByTitle(context, DEMO_JOB);
      const longId = await jobIdByTitle(context, LONG_WORD_JOB);
      for (const path of PAGES[who](jobId, longId)) {
        await page.goto(path);
        await waitForPage(page);
        // Lists and figures arrive after the heading.
        await page.waitForLoadState('networkidle');
        await expectNoHorizontalScroll(page, `${path} (${who}, ${phone.name})`);
      }
      await context.close();
    }, 180_000);
  }
});
