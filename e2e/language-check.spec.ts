import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, registerAs, VARIANTS, waitForPage, wordsBrokenInside, type Variant } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DESCRIPTION = 'We are looking for able-bodied people to join our friendly warehouse team and keep our stock in order.';

/** Counts the wording checks the page sends. */
function countChecks(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/jobs/language-check')) sent.push(request.postData() ?? '');
  });
  return sent;
}

async function openPostJob(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/jobs/post');
  await waitForPage(page);
  return page;
}

/** The description's findings, once the check has answered. */
const findingsOfDescription = (page: Page) => page.locator('#jobform-description-wording');

describe('wording check on the job form', () => {
  it('an employer writes "able-bodied" and sees the finding, announced politely once; it never stops the job being posted', async () => {
    const context = await newContext(browser);
    await registerAs(context, 'employer', 'Wren');
    const page = await openPostJob(context);
    const checks = countChecks(page);
    const description = page.getByLabel(/^Job description/);

    // Typed key by key: checked after the pause, not once per key.
    await description.click();
    await page.keyboard.type(DESCRIPTION, { delay: 20 });
    await findingsOfDescription(page).waitFor();
    expect(checks.length).toBeLessThanOrEqual(2);
    expect(await findingsOfDescription(page).textContent()).toBe('Wording to review: “able-bodied”. These are suggestions; you can still save the job.');
    expect(await description.getAttribute('aria-describedby')).toContain('jobform-description-wording');
    const details = page.locator('.language-findings');
    await expect.poll(() => details.getByRole('listitem').allTextContents()).toContain('non-disabled');

    const region = page.locator('p[aria-live="polite"]', { hasText: 'wording suggestion' });
    await expect.poll(() => region.textContent()).toBe('1 wording suggestion in Job description.');

    // Leaving the field with the same text sends nothing new and says nothing new.
    const before = checks.length;
    await page.keyboard.press('Tab');
    await page.waitForTimeout(1500);
    expect(checks.length).toBe(before);

    const title = `Stock Assistant ${Date.now()}`;
    await page.getByLabel(/^Job title/).fill(title);
    await page.getByLabel(/^Location/).fill('Leeds');
    await page.getByLabel(/^Job type/).selectOption('part-time');
    await page.getByRole('button', { name: 'Post Job' }).click();
    await page.getByText('Job posted successfully!').first().waitFor();

    // My Jobs says which jobs have wording to review, and links to where it is shown.
    await page.goto('/jobs/my-jobs');
    await waitForPage(page);
    const link = page.getByRole('link', { name: `Wording to review: 1 suggestion for ${title}` });
    await link.waitFor();
    await expectNoAxeViolations(page, '/jobs/my-jobs with wording to review');
    await link.click();
    await page.waitForURL(/\/jobs\/[0-9a-f-]{36}\/edit$/);
    await findingsOfDescription(page).waitFor();
    await context.close();
  });

  const PHONE_LARGEST_TEXT: Variant = { name: '320 px wide at font size 36', width: 320, height: 640, fontSize: 36 };
  for (const variant of [...VARIANTS, PHONE_LARGEST_TEXT]) {
    it(`passes axe with a finding shown, ${variant.name}`, async () => {
      const context = await newContext(browser, variant);
      await registerAs(context, 'employer', 'Wren');
      const page = await openPostJob(context);
      await page.getByLabel(/^Job description/).fill(DESCRIPTION);
      await page.getByLabel(/^Requirements/).fill('Must be able to stand for long periods. In good health.');
      await page.getByLabel(/^Requirements/).blur();
      await page.locator('#jobform-requirements-wording').waitFor();
      await findingsOfDescription(page).waitFor();
      const label = `/jobs/post with wording findings, ${variant.name}`;
      await expectNoAxeViolations(page, label);
      if (variant.width <= 320) {
        await expectNoHorizontalScroll(page, label);
        expect(await wordsBrokenInside(page, '.language-findings')).toEqual([]);
      }
      await context.close();
    });
  }
});
