import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, postJob, registerAs, signInAs, tabTo, tokenFor, VARIANTS, waitForPage } from './helpers.ts';

// The server has no SMTP_URL: alerts are .eml files in DATA_DIR/mail. Its runner looks for due
// saved searches every minute, so an instant alert takes up to about a minute and a half.
const outbox = () => path.join(inject('dataDir'), 'mail');

/** The newest mail to `email` whose text contains `marker`, quoted-printable undone. */
function mailTo(email: string, marker: string): string | undefined {
  if (!fs.existsSync(outbox())) return undefined;
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'im');
  return fs
    .readdirSync(outbox())
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()
    .map((f) => fs.readFileSync(path.join(outbox(), f), 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))))
    .find((raw) => to.test(raw) && raw.includes(marker));
}

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('job alerts', () => {
  it('the open "save this search" form passes axe in every display mode', { timeout: 120_000 }, async () => {
    for (const variant of VARIANTS) {
      const signedIn = await newContext(browser, variant);
      await signInAs(signedIn, 'applicant');
      const page = await signedIn.newPage();
      await page.goto('/jobs?search=developer&isRemote=true');
      await waitForPage(page);
      await page.getByRole('button', { name: 'Save this search and get alerts' }).click();
      await page.getByRole('form', { name: 'Save this search' }).waitFor();
      await expectNoAxeViolations(page, `save this search form (${variant.name})`);
      await expectNoHorizontalScroll(page, `save this search form (${variant.name})`);
      await signedIn.close();
    }
  });

  it('a seeker saves a search by keyboard, an employer posts a matching job, and the alert’s link opens it', { timeout: 180_000 }, async () => {
    // Unique to this run, and letters only: digits would cut it into short runs of letters that
    // the phone-sized heading checks (jobs.spec.ts) count as words broken across lines.
    const word = `sonar${Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    const seeker = await registerAs(context, 'applicant', 'Noor');
    const page = await context.newPage();
    await page.goto(`/jobs?search=${word}&isRemote=true`);
    await waitForPage(page);

    await tabTo(page, page.getByRole('button', { name: 'Save this search and get alerts' }));
    await page.keyboard.press('Enter');
    const name = page.getByRole('textbox', { name: /^Name of this search/ });
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Sonar testing');
    // A radio group is one Tab stop, on the chosen option; the arrow keys choose another.
    await tabTo(page, page.getByRole('radio', { name: 'Once a day' }));
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getByRole('radio', { name: 'As soon as a job is posted' }).isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Save search' }));
    await page.keyboard.press('Enter');
    await page.getByText('Search saved. We will email you new jobs that match it.').first().waitFor();

    // The demo employer posts a job that matches, and one that does not.
    const token = await tokenFor(context, DEMO.employer.email, DEMO.employer.password);
    const description = 'Test accessible apps with screen readers and switch access; training and equipment provided.';
    const post = (title: string, isRemote: boolean) => postJob(context, token, { title, description, isRemote, accommodations: 'Flexible hours' });
    await post(`Remote ${word} tester`, true);
    await post(`Office ${word} tester`, false);

    let mail: string | undefined;
    await expect.poll(() => (mail = mailTo(seeker.email, `Remote ${word} tester`)), { timeout: 150_000, interval: 2000 }).toBeDefined();
    expect(mail).not.toContain(`Office ${word} tester`);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const link = /https?:\/\/[^\s"<>]+\/jobs\/[0-9a-f-]{36}/.exec(mail!)![0];

    const opened = await context.newPage();
    await opened.goto(new URL(link).pathname);
    await waitForPage(opened);
    await expect.poll(() => opened.locator('main h1').first().textContent()).toBe(`Remote ${word} tester`);
    await page.goto('/saved-searches');
    await waitForPage(page);
    await page.getByRole('heading', { level: 2, name: 'Sonar testing' }).waitFor();

    // The alert's stop link: a page of its own, signed out, that asks, then stops the alerts.
    const stop = new URL(/Stop alerts for "Sonar testing": (\S+)/.exec(mail!)![1]!);
    for (const variant of VARIANTS) {
      const visitor = await newContext(browser, variant);
      const unsubscribe = await visitor.newPage();
      await unsubscribe.goto(stop.pathname + stop.search);
      await unsubscribe.getByRole('heading', { level: 1, name: 'Stop alerts for "Sonar testing"?' }).waitFor();
      await expectNoAxeViolations(unsubscribe, `alert unsubscribe page (${variant.name})`);
      await expectNoHorizontalScroll(unsubscribe, `alert unsubscribe page (${variant.name})`);
      await visitor.close();
    }
    const visitor = await newContext(browser);
    const unsubscribe = await visitor.newPage();
    await unsubscribe.goto(stop.pathname + stop.search);
    await tabTo(unsubscribe, unsubscribe.getByRole('button', { name: 'Stop these alerts' }));
    await unsubscribe.keyboard.press('Enter');
    await unsubscribe.getByRole('heading', { level: 1, name: 'Alerts for "Sonar testing" are stopped' }).waitFor();
    await visitor.close();
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Sonar testing' }).waitFor();
    await page.getByText('Paused', { exact: true }).waitFor();
  });
});
