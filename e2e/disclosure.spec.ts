import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_PROMISES } from '@jobboard/contracts/disclosure-rules';
import { DEMO, DEMO_JOB, expectNoAxeViolations, expectNoHorizontalScroll, jobIdByTitle, launchBrowser, newContext, postJob, registerAs, tabTo, tokenFor, VARIANTS, waitForPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const NOTES = 'Wheelchair-accessible workstation';

async function moveTo(page: Page, entry: ReturnType<Page['getByRole']>, button: string, question: string) {
  await tabTo(page, entry.getByRole('button', { name: `${button} (` }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.waitFor();
  await dialog.getByText('The candidate sees this note in their application history').first().waitFor();
  await tabTo(page, dialog.getByRole('button', { name: button, exact: true }));
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

describe('disclosure by stage', () => {
  it('a seeker shares from "interviewed": the employer sees "Not shared yet" until then, and the seeker sees who looked', async () => {
    const title = `Disclosure Desk ${Date.now()}`;
    const seeker = await newContext(browser);
    await registerAs(seeker, 'applicant', 'Nia');
    const page = await seeker.newPage();

    // Profile: accommodation notes, then the stage, chosen on the Privacy tab by keyboard.
    await page.goto('/profile?tab=accessibility');
    await waitForPage(page);
    const needs = page.getByRole('textbox', { name: 'Accessibility needs' });
    await tabTo(page, needs);
    await page.keyboard.type('Step-free access');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Save Accessibility Needs' }));
    await page.keyboard.press('Enter');
    await page.getByText('Profile updated successfully!').first().waitFor();
    const seekerToken = await page.evaluate(() => localStorage.getItem('token'));
    const saved = await seeker.request.put('/v1/users/profile', {
      headers: { authorization: `Bearer ${seekerToken}` },
      data: { first_name: 'Nia', last_name: 'Tester', accommodations: NOTES },
    });
    expect(saved.status()).toBe(200);

    await page.goto('/profile?tab=privacy');
    await waitForPage(page);
    const interviewed = page.getByRole('radio', { name: 'When I am invited to interview (Interviewed)' });
    await tabTo(page, page.getByRole('radio', { name: 'When I apply (default)' }));
    // Never, applied, shortlisted, interviewed, offered: two steps down from the default.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await interviewed.isChecked()).toBe(true);
    const preview = page.getByRole('region', { name: 'Preview: what an employer sees' });
    await preview.getByText('Your accessibility information shows as "Not shared yet"').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Save accessibility sharing' }));
    await page.keyboard.press('Enter');
    await page.getByText('Disclosure settings saved').first().waitFor();

    // Apply: the box is unticked, as the stage is later than applying.
    const employer = await newContext(browser);
    const employerToken = await tokenFor(employer, DEMO.employer.email, DEMO.employer.password);
    // A job of the demo employer's own, so this journey's applicant is the only one on it.
    const jobId = await postJob(employer, employerToken, { title, isRemote: true, accommodations: 'Flexible hours' });
    await page.goto(`/jobs/${jobId}`);
    await waitForPage(page);
    const share = page.getByRole('checkbox', { name: 'Share my accessibility information with this employer now' });
    await share.waitFor();
    expect(await share.isChecked()).toBe(false);
    await tabTo(page, page.getByRole('button', { name: 'Apply Now' }));
    await page.keyboard.press('Enter');
    await page.getByText('Application submitted successfully!').first().waitFor();

    // The employer: "Not shared yet", then the information once the application is interviewed.
    await employer.addInitScript((token) => localStorage.setItem('token', token), employerToken);
    const review = await employer.newPage();
    await review.goto(`/my-applicants?jobId=${jobId}`);
    await waitForPage(review);
    const entry = review.getByRole('article', { name: `Nia Tester applied for ${title}` });
    await entry.getByText('Details and cover letter').click();
    await entry.getByText(/Not shared yet/).waitFor();
    expect(await entry.textContent()).not.toContain(NOTES);
    await expectNoAxeViolations(review, 'an applicant whose accessibility information is not shared yet');
    await moveTo(review, entry, 'Mark as Under Review', 'Move this application to review?');
    await entry.getByText(/^Status: Under Review/).waitFor();
    await moveTo(review, entry, 'Mark as Interviewed', 'Mark this applicant as interviewed?');
    await entry.getByText(NOTES).waitFor();
    await entry.getByText('Step-free access').waitFor();
    await employer.close();

    // The seeker sees the view, and the application says it has been seen.
    await page.goto('/profile?tab=privacy');
    await waitForPage(page);
    const seen = page.getByRole('listitem').filter({ hasText: `on your application for ${title}` });
    await seen.waitFor();
    expect(await seen.textContent()).toContain('Jonas');
    await page.goto('/applications');
    await waitForPage(page);
    await page.getByRole('article', { name: title }).getByText('Shared with this employer, who has seen it.').waitFor();
    await seeker.close();
  }, 180_000);
});

describe('the served pages make the promises the server keeps', () => {
  it.each([
    ['/', ['applications', 'finderDisability']],
    ['/privacy', ['applications', 'finderDisability', 'finder', 'contact']],
    ['/help', ['applications', 'finderDisability', 'finder', 'contact', 'views']],
    ['/register', []],
  ] as const)('%s', async (path, promises) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(path);
    await waitForPage(page);
    if (path === '/help') await page.getByRole('button', { name: /Who can see my profile/ }).click();
    if (path === '/help') await page.getByRole('button', { name: /Do I have to tell employers/ }).click();
    const text = (await page.locator('main').textContent()) ?? '';
    for (const key of promises) expect(text, `${path}: ${key}`).toContain(PRIVACY_PROMISES[key]);
    for (const untrue of ['Your profile stays private until you choose to let employers find it', 'Shared only with employers you apply to']) {
      expect(text, path).not.toContain(untrue);
    }
    await context.close();
  });
});

describe('axe, disclosure parts', () => {
  for (const variant of VARIANTS) {
    it(`Privacy tab, registration's privacy choices and the apply choice: ${variant.name}`, async () => {
      const narrow = variant.width < 400;
      const context = await newContext(browser, variant);
      await registerAs(context, 'applicant', 'Axel');
      const page = await context.newPage();
      await page.goto(`/jobs/${await jobIdByTitle(context, DEMO_JOB)}`);
      await waitForPage(page);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const saved = await context.request.put('/v1/users/profile', {
        headers: { authorization: `Bearer ${token}` },
        data: { first_name: 'Axel', last_name: 'Tester', accommodations: NOTES },
      });
      expect(saved.status()).toBe(200);
      await page.reload();
      await page.getByRole('checkbox', { name: 'Share my accessibility information with this employer now' }).waitFor();
      await expectNoAxeViolations(page, `the apply area's sharing choice, ${variant.name}`);
      if (narrow) await expectNoHorizontalScroll(page, `the apply area's sharing choice, ${variant.name}`);

      await page.goto('/profile?tab=privacy');
      await waitForPage(page);
      await page.getByRole('heading', { name: 'Who has seen my accessibility information' }).waitFor();
      await page.getByText('No employer has seen your accessibility information yet.').waitFor();
      await expectNoAxeViolations(page, `Privacy tab, ${variant.name}`);
      if (narrow) await expectNoHorizontalScroll(page, `Privacy tab, ${variant.name}`);
      await context.close();

      const visitor = await newContext(browser, variant);
      const form = await visitor.newPage();
      await form.goto('/register');
      await waitForPage(form);
      await form.getByLabel(/Job Seeker/).check();
      await form.getByRole('group', { name: 'Privacy' }).waitFor();
      await expectNoAxeViolations(form, `registration with privacy choices, ${variant.name}`);
      if (narrow) await expectNoHorizontalScroll(form, `registration with privacy choices, ${variant.name}`);
      await visitor.close();
    }, 120_000);
  }
});
