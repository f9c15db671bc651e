// A toast never covers the element that has keyboard focus (WCAG 2.4.11): it moves to the other
// corner instead.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_JOB, jobIdByTitle, launchBrowser, newContext, registerAs, waitForPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const box = async (target: Locator) => (await target.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;

describe('toasts and keyboard focus', () => {
  it('move out of the way of the focused element', async () => {
    const context = await newContext(browser);
    const jobId = await jobIdByTitle(context, DEMO_JOB);
    await registerAs(context, 'applicant', 'Tess');
    const page = await context.newPage();
    await page.goto(`/jobs/${jobId}`);
    await waitForPage(page);
    // A control in the bottom right corner, where toasts appear (a page's own control could sit there).
    await page.evaluate(() => {
      const corner = document.createElement('button');
      corner.textContent = 'Corner';
      corner.style.cssText = 'position: fixed; right: 1.5rem; bottom: 1.5rem; z-index: 1;';
      document.querySelector('main')!.append(corner);
    });
    await page.getByRole('button', { name: /^Save/ }).first().click();
    const toasts = page.getByRole('status', { name: 'Notifications' });
    await toasts.getByText(/saved/i).first().waitFor();

    const corner = page.getByRole('button', { name: 'Corner' });
    await corner.focus();
    await expect.poll(async () => overlaps(await box(corner), await box(toasts))).toBe(false);
    expect((await box(toasts)).y).toBeLessThan(200);
    // Focus elsewhere: the toasts stay where they are until they would cover it again.
    await page.getByRole('main').locator('h1').focus();
    expect(overlaps(await box(page.getByRole('main').locator('h1')), await box(toasts))).toBe(false);
    await context.close();
  });
});
