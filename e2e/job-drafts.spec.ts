import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, signInAs, waitForPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DESCRIPTION = 'Proofread braille documents for our customers and help the team keep every letter accessible.';

describe('job drafts on the server', () => {
  it('a draft saved on one device is listed under My Jobs on another, stays hidden from visitors, and is published after the full check', async () => {
    const first = await newContext(browser);
    await signInAs(first, 'employer');
    const page = await first.newPage();
    await page.goto('/jobs/post');
    await waitForPage(page);
    // Preview asks for what posting asks for, in the summary at the top, and not for Requirements.
    await page.getByLabel(/^Job title/).fill('Braille Proofreader');
    await page.getByRole('button', { name: 'Preview' }).click();
    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await summary.waitFor();
    expect(await summary.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))).toBe(true);
    expect(await summary.textContent()).not.toMatch(/Requirements|Responsibilities/);

    await page.getByLabel(/^Job type/).selectOption('part-time');
    await page.getByRole('button', { name: 'Save to My Jobs as draft' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Draft' }).waitFor();
    const draftId = new URL(page.url()).pathname.split('/')[2]!;
    await first.close();

    const visitor = await newContext(browser);
    expect((await visitor.request.get(`/v1/jobs/${draftId}`)).status()).toBe(404);
    expect(await (await visitor.request.get('/v1/jobs?search=Braille%20Proofreader')).text()).not.toContain(draftId);
    await visitor.close();

    const second = await newContext(browser);
    await signInAs(second, 'employer');
    const other = await second.newPage();
    await other.goto('/jobs/my-jobs');
    await waitForPage(other);
    const card = other.getByRole('article', { name: 'Braille Proofreader' });
    expect(await card.textContent()).toContain('Status: Draft');
    await card.getByRole('link', { name: 'Edit Braille Proofreader' }).click();
    await other.getByRole('heading', { level: 1, name: 'Edit Draft' }).waitFor();
    await other.getByLabel(/^Location/).fill('Leeds');
    await other.getByLabel(/^Job description/).fill(DESCRIPTION);
    await other.getByRole('button', { name: 'Publish Job' }).click();
    await other.getByRole('heading', { level: 1, name: 'Braille Proofreader' }).waitFor();
    expect(new URL(other.url()).pathname).toBe(`/jobs/${draftId}`);
    await second.close();

    const after = await newContext(browser);
    expect((await after.request.get(`/v1/jobs/${draftId}`)).status()).toBe(200);
    await after.close();
  });
});
