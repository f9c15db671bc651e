import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, signInAs, VARIANTS, waitForPage, wordsBrokenInside, type DemoRole } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** 1280 px, 320 px, and 36 px text on 1280 px (35 rem across): the last two show each row as a card. */
const TABLE_VARIANTS = VARIANTS.filter((v) => v.name !== 'high contrast');
const narrowIn = (name: string) => name !== 'default';

/** Each list, by who sees it, with what to wait for: a table (data-table.css) or the cards. */
const LISTS: Record<'admin' | 'employer', Array<{ path: string; rows: string }>> = {
  admin: [
    { path: '/admin/users', rows: '.data-table tbody tr' },
    { path: '/admin/jobs', rows: '.data-table tbody tr' },
    { path: '/admin/applications', rows: '.data-table tbody tr' },
    { path: '/admin/audit', rows: '.data-table tbody tr' },
  ],
  employer: [
    { path: '/jobs/my-jobs', rows: '.my-job' },
    { path: '/my-applicants?view=table', rows: '.data-table tbody tr' },
    { path: '/candidate-finder', rows: '.candidate-card' },
  ],
};

const WHOLE_WORDS = 'main .data-table, main .words-whole, main .status-badge, main .button, .toast';

async function checkList(page: Page, path: string, rows: string, variant: (typeof VARIANTS)[number]) {
  const label = `${path} (${variant.name})`;
  await page.goto(path);
  await waitForPage(page);
  await page.locator(rows).first().waitFor();
  expect(await wordsBrokenInside(page, WHOLE_WORDS), label).toEqual([]);
  await expectNoHorizontalScroll(page, label);
  if (rows.startsWith('.data-table')) {
    // Narrow, each row is a card whose cells say their column; wide, a table row with headers.
    const row = page.locator(rows).first();
    expect(await row.evaluate((tr) => getComputedStyle(tr).display), label).toBe(narrowIn(variant.name) ? 'block' : 'table-row');
    if (narrowIn(variant.name)) {
      const labels = await row.locator('[data-label]').evaluateAll((cells) => cells.map((c) => getComputedStyle(c, '::before').content));
      expect(labels.length, label).toBeGreaterThan(2);
      for (const content of labels) expect(content, label).toMatch(/^".+: "/);
    }
    // Ids show their first 8 characters and a button that copies the whole one.
    const id = page.locator('main .short-id code').first();
    if (await id.count()) {
      expect(await id.textContent(), label).toMatch(/^[0-9a-f]{8}$/);
      expect(await page.locator('main .short-id').first().getByRole('button').textContent(), label).toMatch(/^Copy full ID of .+ [0-9a-f]{8}…$/);
    }
  }
  await expectNoAxeViolations(page, label);
}

for (const variant of TABLE_VARIANTS) {
  describe(`tables and lists, ${variant.name}`, () => {
    for (const role of ['admin', 'employer'] as Array<'admin' | 'employer'>) {
      it(`never break a word and reflow as ${role}`, async () => {
        const context = await newContext(browser, variant);
        await signInAs(context, role as DemoRole);
        const page = await context.newPage();
        for (const { path, rows } of LISTS[role]) await checkList(page, path, rows, variant);
        await context.close();
      }, 240_000);
    }
  });
}

describe('copying a short id', () => {
  it('copies the full id and announces it', async () => {
    const context = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(context, 'admin');
    const page = await context.newPage();
    await page.goto('/admin/applications');
    await waitForPage(page);
    const first = page.locator('main .short-id').first();
    const short = (await first.locator('code').textContent())!;
    await first.getByRole('button', { name: `Copy full ID of application ${short}…` }).click();
    await page.getByRole('status', { name: 'Notifications' }).getByText(`Copied the full ID of application ${short}…`).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${short}-[0-9a-f-]{27}$`));
    await context.close();
  });
});
