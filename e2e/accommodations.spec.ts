import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, registerAs, tabTo, waitForPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('accommodations', () => {
  it('a seeker lists their needs by keyboard, sees which jobs offer them and keeps only those that offer all', { timeout: 120_000 }, async () => {
    const context = await newContext(browser);
    await registerAs(context, 'applicant', 'Ines');
    const page = await context.newPage();
    await page.goto('/profile?tab=accessibility');
    await waitForPage(page);
    for (const name of ['Flexible hours', 'Captioning']) {
      await tabTo(page, page.getByRole('checkbox', { name }));
      await page.keyboard.press('Space');
    }
    await tabTo(page, page.getByRole('button', { name: 'Save Accommodations' }));
    await page.keyboard.press('Enter');
    await page.getByText('Profile updated successfully!').first().waitFor();

    // The demo's internship offers both; its customer support job neither.
    await page.goto('/jobs?search=researcher');
    await waitForPage(page);
    const internship = page.getByRole('article', { name: 'Junior UX Researcher (Internship)' });
    await expect.poll(() => internship.textContent()).toContain('Offers all 2 of your accommodation needs');
    await page.goto('/jobs?search=support%20specialist');
    await waitForPage(page);
    const support = page.getByRole('article', { name: 'Customer Support Specialist (Chat and Email)' });
    await expect.poll(() => support.textContent()).toContain('Offers 0 of your 2 accommodation needs. Not listed: Flexible hours, Captioning');

    await page.goto('/jobs');
    await waitForPage(page);
    // check() fails unless the radio reads checked at once after the click, as a screen reader hears it.
    // The filter's state lives in the URL: on a loaded machine the radio reads as chosen a moment
    // after the click, which check() does not wait for.
    const all = page.getByRole('radio', { name: 'Offers all my needs' });
    await all.click();
    await expect.poll(() => all.isChecked()).toBe(true);
    await page.waitForURL(/offersNeeds=all/);
    await internship.waitFor();
    await expect.poll(() => support.count()).toBe(0);

    await internship.getByRole('link', { name: 'Junior UX Researcher (Internship)' }).click();
    await page.getByRole('heading', { level: 2, name: 'Your accommodation needs' }).waitFor();
    expect(await page.getByRole('region', { name: 'Your accommodation needs' }).textContent()).toContain('employers do not see it');
    await context.close();
  });

  it('an employer offers accommodations and states a requirement that is not essential; the job page says so', { timeout: 120_000 }, async () => {
    const context = await newContext(browser);
    await registerAs(context, 'employer', 'Noor');
    const page = await context.newPage();
    await page.goto('/jobs/post');
    await waitForPage(page);
    const blank = page.getByRole('button', { name: 'Start with a blank form' });
    if (await blank.count()) await blank.click();
    const title = `Warehouse coordinator ${Date.now().toString(36)}`;
    await page.getByLabel(/^Job title/).fill(title);
    await page.getByLabel(/^Location/).fill('Leeds, UK');
    await page.getByLabel(/^Job type/).selectOption('full-time');
    await page.getByLabel(/^Job description/).fill('Coordinate deliveries and stock with a friendly team; training, equipment and support provided.');
    await page.getByRole('checkbox', { name: 'Captioning' }).check();
    await page.getByRole('checkbox', { name: 'Step-free access' }).check();
    await page.getByRole('combobox', { name: 'Lifting and carrying' }).selectOption('not-essential');
    await page.getByRole('button', { name: 'Post Job' }).click();
    await page.waitForURL(/\/jobs\/[0-9a-f-]{36}$/);
    await waitForPage(page);
    const offered = page.getByRole('region', { name: 'Accommodations' });
    await expect.poll(async () => (await offered.getByRole('listitem').allTextContents()).join(' | ')).toBe('Step-free access | Captioning');
    const requirements = page.getByRole('region', { name: 'Physical and sensory requirements' });
    expect(await requirements.textContent()).toContain('Lifting and carrying: not essential, and can be discussed or adjusted');
    await context.close();
  });
});
