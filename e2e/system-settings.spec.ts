// The system's settings until the person chooses (dark scheme, more contrast, forced colours),
// printing a job page, and the signed-in shell at 1280 px: one header row, each link once.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DEMO_JOB, expectNoAxeViolations, jobIdByTitle, launchBrowser, newContext, signInAs, tabTo, waitForPage, type DemoRole } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The page's background (on <html>, as base.css paints it) and text colour. */
const colours = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return { background: style.backgroundColor, text: style.color };
  });
const storedTheme = (page: Page) => page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('highContrast')]);

async function openColours(page: Page) {
  await page.getByRole('button', { name: 'Accessibility settings' }).click();
  return page.getByRole('group', { name: 'Colours' });
}

describe('the system’s display settings, until a choice is made', () => {
  it('uses the dark theme for a dark system, stores nothing, and lets a choice and Match my system take turns', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await waitForPage(page);
    expect(await colours(page)).toEqual({ background: 'rgb(15, 23, 42)', text: 'rgb(241, 245, 249)' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-theme'))).toBe(false);
    expect(await storedTheme(page)).toEqual([null, null]);
    await page.reload();
    await waitForPage(page);
    expect(await storedTheme(page)).toEqual([null, null]);

    const group = await openColours(page);
    expect(await group.getByRole('radio', { name: 'Match my system' }).isChecked()).toBe(true);
    await group.getByRole('radio', { name: 'Light' }).check();
    expect(await colours(page)).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(26, 31, 44)' });
    expect(await storedTheme(page)).toEqual(['default', null]);
    await page.reload();
    await waitForPage(page);
    expect((await colours(page)).background).toBe('rgb(255, 255, 255)');

    await (await openColours(page)).getByRole('radio', { name: 'Match my system' }).check();
    expect(await storedTheme(page)).toEqual([null, null]);
    expect((await colours(page)).background).toBe('rgb(15, 23, 42)');
    await context.close();
  });

  it('uses high contrast for a system asking for more contrast (Playwright emulates prefers-contrast)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.emulateMedia({ contrast: 'more' });
    await page.goto('/jobs');
    await waitForPage(page);
    expect(await colours(page)).toEqual({ background: 'rgb(0, 0, 0)', text: 'rgb(255, 255, 255)' });
    expect(await page.getByRole('banner').getByRole('link', { name: 'Jobs', exact: true }).evaluate((a) => getComputedStyle(a).color)).toBe('rgb(255, 255, 0)');
    expect(await storedTheme(page)).toEqual([null, null]);
    await expectNoAxeViolations(page, '/jobs with more contrast');
    // A choice wins over the system.
    await (await openColours(page)).getByRole('radio', { name: 'Dark' }).check();
    expect((await colours(page)).background).toBe('rgb(15, 23, 42)');
    await context.close();
  });

  it('passes axe with forced colours and keeps the focus outline, in the system’s focus colour', async () => {
    const context = await newContext(browser);
    await signInAs(context, 'applicant');
    const jobId = await jobIdByTitle(context, DEMO_JOB);
    const page = await context.newPage();
    await page.emulateMedia({ forcedColors: 'active' });
    for (const path of ['/dashboard', `/jobs/${jobId}`]) {
      await page.goto(path);
      await waitForPage(page);
      await page.getByRole('link', { name: /^Notifications/ }).waitFor();
      await expectNoAxeViolations(page, `${path} with forced colours`);
    }
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Inclusive Jobs' }));
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      const highlight = document.createElement('i');
      highlight.style.color = 'Highlight';
      document.body.append(highlight);
      const expected = getComputedStyle(highlight).color;
      highlight.remove();
      return { name: el.textContent?.trim(), style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), colour: style.outlineColor, expected };
    });
    expect(ring.name).toContain('Inclusive Jobs');
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.colour).toBe(ring.expected);
    await context.close();
  });
});

describe('printing a job page', () => {
  it('prints the job alone on one sheet, black on white, with its address and no site around it', async () => {
    const context = await newContext(browser);
    await signInAs(context, 'applicant');
    const jobId = await jobIdByTitle(context, DEMO_JOB);
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`/jobs/${jobId}`);
    await waitForPage(page);
    const applyArea = page.getByRole('region', { name: 'Apply for this job' });
    await applyArea.waitFor();
    await page.getByRole('region', { name: 'Your accommodation needs' }).waitFor();
    await page.getByRole('link', { name: /^Notifications/ }).waitFor();
    const address = page.getByText(`${baseURL()}/jobs/${jobId}`);
    expect(await address.isVisible()).toBe(false);

    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    for (const part of [
      page.getByRole('banner'),
      page.getByRole('complementary', { name: 'Account navigation' }),
      page.getByRole('contentinfo'),
      page.getByRole('navigation', { name: 'Breadcrumb' }),
      applyArea,
      page.getByRole('button', { name: /^Share/ }),
      page.getByRole('button', { name: /^Save/ }),
      // The seeker's own needs, private to them, stay off paper.
      page.getByRole('region', { name: 'Your accommodation needs' }),
    ]) {
      expect(await part.isVisible(), String(part)).toBe(false);
    }
    expect(await page.locator('nav').evaluateAll((navs) => navs.filter((n) => n.getClientRects().length > 0).length)).toBe(0);
    expect(await page.getByRole('heading', { level: 1, name: DEMO_JOB }).isVisible()).toBe(true);
    expect(await address.isVisible()).toBe(true);
    expect(await colours(page)).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' });
    // Links keep their words: no address is written out after them.
    expect(await page.locator('main a').evaluateAll((links) => links.filter((a) => getComputedStyle(a, '::after').content.includes('http')).length)).toBe(0);
    // A typical posting fits one sheet of A4.
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await context.close();
  });
});

describe('the signed-in shell at 1280 × 900', () => {
  it.each<DemoRole>(['applicant', 'employer', 'admin'])('gives the %s a header on one row and each navigation link once', async (role) => {
    const context = await newContext(browser);
    await signInAs(context, role);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await waitForPage(page);
    const unread = await page.evaluate(async () => {
      const res = await fetch('/v1/notifications', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
      return ((await res.json()) as { data: { unreadCount: number } }).data.unreadCount;
    });
    // The count is in the link's name, as the badge shows it.
    await page.getByRole('banner').getByRole('link', { name: unread ? `Notifications, ${unread} unread` : 'Notifications', exact: true }).waitFor();

    const tops = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.site-header__inner > *, .site-header__actions > *'))
        .filter((el) => el.getClientRects().length > 0 && !el.classList.contains('visually-hidden') && !el.classList.contains('site-header__actions'))
        .map((el) => ({ item: el.textContent?.trim(), top: Math.round(el.getBoundingClientRect().top) })),
    );
    expect(tops.length).toBeGreaterThanOrEqual(4);
    const first = tops[0]!.top;
    for (const { item, top } of tops) expect(Math.abs(top - first), `${item} is not on the header's row`).toBeLessThanOrEqual(4);

    // The user menu open, so that its links count too.
    await page.getByRole('button', { name: /account menu/ }).click();
    const names = await page.evaluate(() =>
      Array.from(document.querySelectorAll('nav a, .user-menu__panel a'))
        .filter((a) => a.getClientRects().length > 0)
        .map((a) => a.textContent?.trim()),
    );
    expect(names.length).toBeGreaterThan(3);
    expect(names.filter((name, i) => names.indexOf(name) !== i), 'link names listed twice').toEqual([]);
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(1);
    await context.close();
  });
});
