import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobIdByTitle, launchBrowser, newContext, VARIANTS, waitForPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a first visit to a public page', () => {
  it.each([
    ['job detail', true],
    ['job list', false],
  ])('%s: the large scripts arrive compressed, the route chunk is asked for with the page, its data is asked for once, and nothing shifts in view', async (_name, detail) => {
    const context = await newContext(browser, VARIANTS[3]!);
    try {
      const path = detail ? `/jobs/${await jobIdByTitle(context, 'Data Analyst')}` : '/jobs';
      const page = await context.newPage();
      const scripts: Response[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js') && response.url().includes('/assets/')) scripts.push(response);
      });
      // On a job page the entry script asks for the job (app/landing-data.ts) and the page must not ask again.
      const dataRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === `/v1${path}`) dataRequests.push(request.url());
      });
      // Layout shifts not caused by input add up to the page's CLS.
      await page.addInitScript(() => {
        (window as unknown as { shift: number }).shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await waitForPage(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      if (detail) await page.getByRole('heading', { level: 1, name: 'Data Analyst' }).waitFor();
      else await page.getByRole('heading', { level: 3 }).first().waitFor();

      const chunk = detail ? 'job-detail-page-' : 'job-list-page-';
      expect(await page.locator(`head link[rel="modulepreload"][href*="/assets/${chunk}"]`).count()).toBe(1);
      expect(scripts.some((r) => r.url().includes(`/assets/${chunk}`))).toBe(true);
      // The build compresses every file of 1 KB or more: each such script arrives as Brotli, the
      // route chunk among them.
      const large = [];
      for (const response of scripts) if ((await response.body()).length >= 1024) large.push(response);
      expect(large.some((r) => r.url().includes(`/assets/${chunk}`))).toBe(true);
      expect(large.length).toBeGreaterThanOrEqual(2);
      for (const response of large) expect(await response.headerValue('content-encoding'), response.url()).toBe('br');
      expect(dataRequests).toHaveLength(1);
      const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
      expect(shift).toBeLessThan(0.1);
    } finally {
      await context.close();
    }
  });
});

describe('the console on a full page load', () => {
  // React Router warned on every full load when the first route had no HydrateFallback (app/router.tsx).
  it.each(['/', '/jobs'])('%s logs no warning and no error', async (path) => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') logged.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
      await page.goto(path);
      await waitForPage(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(logged).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
