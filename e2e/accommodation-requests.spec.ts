import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYER_DUTY_REMINDER, REQUEST_MESSAGES } from '@jobboard/contracts/accommodation-request-options';
import { expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, postJob, registerAs, VARIANTS, waitForPage, wordsBrokenInside, type Variant } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const tokenIn = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** An employer with a fresh job, signed in on their own page. */
async function employerWithJob(title: string) {
  const context = await newContext(browser);
  await registerAs(context, 'employer', 'Jonas');
  const page = await context.newPage();
  await page.goto('/dashboard');
  await waitForPage(page);
  // A job of this employer's own, so the journey's applicant is the only one on it.
  const jobId = await postJob(context, (await tokenIn(page))!, { title, isRemote: true });
  return { context, page, jobId };
}

/** Applies from job detail, asking for interview questions in advance in the apply form. */
async function applyAsking(page: Page, jobId: string) {
  await page.goto(`/jobs/${jobId}`);
  await waitForPage(page);
  await page.getByText('Ask for accommodations (optional)').click();
  await page.getByRole('combobox', { name: /Stage of the process/ }).selectOption({ label: 'Interview' });
  await page.getByRole('checkbox', { name: 'Interview questions in advance' }).check();
  await page.getByRole('textbox', { name: 'Details (optional)' }).fill('I read questions better than I hear them.');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await page.getByText('Application submitted successfully!').first().waitFor();
}

describe('accommodation requests', () => {
  it('an applicant asks for interview questions in advance while applying, the employer answers, the applicant reads the answer', async () => {
    const title = `Request Desk ${Date.now()}`;
    const employer = await employerWithJob(title);
    const seeker = await newContext(browser);
    await registerAs(seeker, 'applicant', 'Amara');
    const page = await seeker.newPage();
    await applyAsking(page, employer.jobId);

    // The employer sees what waits, the request on the card, and the duty to consider it.
    const review = employer.page;
    await review.goto(`/my-applicants?jobId=${employer.jobId}`);
    await waitForPage(review);
    await review.getByText('1 accommodation request is waiting for your answer.').waitFor();
    const request = review.getByRole('article', { name: 'Accommodations for the interview' });
    await request.getByText('Waiting for your answer', { exact: true }).waitFor();
    expect(await request.getByText('I read questions better than I hear them.').first().isVisible()).toBe(true);
    await request.getByRole('button', { name: /^Answer Amara Tester's/ }).click();
    await request.getByText(EMPLOYER_DUTY_REMINDER).waitFor();
    const questions = request.getByRole('group', { name: 'Interview questions in advance' });
    await questions.getByRole('radio', { name: 'Agree' }).check();
    await request.getByRole('textbox', { name: /^Note \(optional\)/ }).fill('We will email them two days before.');
    await request.getByRole('button', { name: 'Send answer' }).click();
    await review.getByText(REQUEST_MESSAGES.answered).first().waitFor();
    await request.getByText('Answered', { exact: true }).waitFor();
    await review.getByText('No accommodation requests are waiting for your answer.').waitFor();

    // The applicant reads the answer and its history on My Applications.
    await page.goto('/applications');
    await waitForPage(page);
    const mine = page.getByRole('article', { name: 'Accommodations for the interview' });
    await mine.getByText('Answered', { exact: true }).waitFor();
    const answer = mine.locator('dd', { hasText: 'Agreed: We will email them two days before.' });
    expect(await answer.isVisible()).toBe(true);
    await mine.getByText(/^History \(2\)/).click();
    await mine.getByText(/Jonas Tester answered/).waitFor();

    await seeker.close();
    await employer.context.close();
  });
});

/** The suite's four conditions, and the hardest of the manual passes: 36 px text on a 320 px screen. */
const CONDITIONS: Variant[] = [...VARIANTS, { name: '320 px wide with 36 px text', width: 320, height: 640, fontSize: 36 }];

describe('axe, accommodation request parts', () => {
  for (const variant of CONDITIONS) {
    it(`the apply form's request, My Applications and the applicants page: ${variant.name}`, async () => {
      const narrow = variant.width <= 320;
      const check = async (page: Page, label: string) => {
        // A button whose style follows the request's state fades to its new colours: axe reads them once settled.
        await page.waitForFunction(() => document.getAnimations().length === 0);
        await expectNoAxeViolations(page, `${label}, ${variant.name}`);
        if (!narrow) return;
        await expectNoHorizontalScroll(page, `${label}, ${variant.name}`);
        // Words of ten letters or fewer never break inside at 320 px (docs/accessibility.md).
        expect(await wordsBrokenInside(page, '.requests, .apply-request, .request'), `${label}, ${variant.name}`).toEqual([]);
      };
      const employer = await employerWithJob(`Axe Desk ${variant.name} ${Date.now()}`);
      const seekerContext = await newContext(browser, variant);
      await registerAs(seekerContext, 'applicant', 'Axel');
      const page = await seekerContext.newPage();

      // The apply form's section, opened and refused (no stage), then sent.
      await page.goto(`/jobs/${employer.jobId}`);
      await waitForPage(page);
      await page.getByText('Ask for accommodations (optional)').click();
      await page.getByRole('checkbox', { name: 'Captioning' }).check();
      await page.getByRole('button', { name: 'Apply Now' }).click();
      await page.getByText(REQUEST_MESSAGES.stageRequired).waitFor();
      await check(page, 'the apply form with a request that has a problem');
      await page.getByRole('combobox', { name: /Stage of the process/ }).selectOption({ label: 'Assessment' });
      await page.getByRole('button', { name: 'Apply Now' }).click();
      await page.getByText('Application submitted successfully!').first().waitFor();

      // The employer's card with the request, and the answer form refused (nothing chosen).
      const employerPage = await (await newContext(browser, variant)).newPage();
      await employerPage.context().addInitScript((token) => localStorage.setItem('token', token), (await tokenIn(employer.page))!);
      await employerPage.goto(`/my-applicants?jobId=${employer.jobId}`);
      await waitForPage(employerPage);
      const request = employerPage.getByRole('article', { name: 'Accommodations for the assessment' });
      await request.getByRole('button', { name: /^Answer / }).click();
      await request.getByRole('button', { name: 'Send answer' }).click();
      await employerPage.getByRole('heading', { name: 'There is a problem' }).waitFor();
      await check(employerPage, 'the applicants page with the answer form refused');
      await request.getByRole('radio', { name: 'Decline' }).check();
      await request.getByRole('textbox', { name: /^Your reason for declining/ }).fill('Our videos have no speech.');
      await request.getByRole('button', { name: 'Send answer' }).click();
      await request.getByText('Answered', { exact: true }).waitFor();
      await check(employerPage, 'the applicants page with an answered request');

      // My Applications: the answer, the history, the reply form and the ask form refused.
      await page.goto('/applications');
      await waitForPage(page);
      const mine = page.getByRole('article', { name: 'Accommodations for the assessment' });
      await mine.locator('dd', { hasText: 'Declined: Our videos have no speech.' }).waitFor();
      await mine.getByText(/^History \(2\)/).click();
      await mine.getByRole('button', { name: /^Reply about/ }).click();
      await page.getByRole('button', { name: /^Ask for accommodations for/ }).click();
      await page.getByRole('button', { name: 'Send request' }).click();
      await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
      await check(page, 'My Applications with a request, a reply form and the ask form refused');

      await seekerContext.close();
      await employerPage.context().close();
      await employer.context.close();
    }, 180_000);
  }
});
