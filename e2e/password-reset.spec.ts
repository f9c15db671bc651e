import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, tabTo, uniqueEmail, VARIANTS, waitForPage, type Variant } from './helpers.ts';

// The server has no SMTP_URL, so every mail is an .eml file in DATA_DIR/mail.
const outbox = () => path.join(inject('dataDir'), 'mail');

/** The 4-digit code of the newest reset mail sent to `email`. */
async function codeFor(email: string): Promise<string> {
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'im');
  let code: string | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox()) ? fs.readdirSync(outbox()).filter((f) => f.endsWith('.eml')).sort().reverse() : [];
      const mail = files.map((f) => fs.readFileSync(path.join(outbox(), f), 'utf8')).find((raw) => to.test(raw) && /Your code:/.test(raw));
      code = mail ? /Your code:\s+(\d{4})\b/.exec(mail)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code!;
}

/** An account made through the API; the browser stays signed out. */
async function freshAccount(context: BrowserContext, password = 'Copper-Lichen-Walrus-83'): Promise<string> {
  const email = uniqueEmail('reset');
  const res = await context.request.post('/v1/auth/register', {
    data: { email, password, firstName: 'Rosa', lastName: 'Tester', role: 'applicant', termsAccepted: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

async function check(page: Page, label: string, narrow: boolean) {
  await expectNoAxeViolations(page, label);
  if (narrow) await expectNoHorizontalScroll(page, label);
}

/** The contact form refused empty, then sent; the Thank You card; each state checked. */
async function contactJourney(page: Page, label: (what: string) => string, narrow: boolean) {
  await page.goto('/contact');
  await waitForPage(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await summary.waitFor();
  for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
    expect(await summary.getByRole('link', { name: message }).count()).toBe(1);
  }
  await check(page, label('/contact with errors'), narrow);
  const name = page.getByRole('textbox', { name: /^Full name/ });
  await name.fill('Sam Rivera');
  // Editing a field clears its own error and no other.
  expect(await name.getAttribute('aria-invalid')).toBeNull();
  expect(await page.getByRole('textbox', { name: /^Subject/ }).getAttribute('aria-invalid')).toBe('true');
  await page.getByRole('textbox', { name: /^Email/ }).fill('sam.rivera@example.com');
  await page.getByRole('textbox', { name: /^Subject/ }).fill('Captions');
  await page.getByRole('textbox', { name: /^Message/ }).fill('short');
  await page.getByRole('button', { name: 'Send message' }).click();
  await summary.filter({ hasText: 'Message must be at least 10 characters long' }).waitFor();
  await page.getByRole('textbox', { name: /^Message/ }).fill('Could the help videos have captions, please?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByRole('heading', { level: 2, name: 'Thank you' }).waitFor();
  await page.getByText(/within 2 business days/).first().waitFor();
  await check(page, label('/contact thank you'), narrow);
}

/** The search finds "cv" as resume answers (no mode switch, no stars); a result opens its FAQ entry; one entry open at a time. */
async function helpJourney(page: Page, label: (what: string) => string, narrow: boolean) {
  await page.goto('/help');
  await waitForPage(page);
  const search = page.getByRole('searchbox', { name: 'Search help topics' });
  await search.fill('cv');
  expect(await page.getByRole('radio').count()).toBe(0);
  const results = page.getByRole('list', { name: 'Search results' });
  await results.waitFor();
  expect(await results.getByRole('listitem').first().textContent()).toMatch(/^Which resume files can I upload\?\s*Question$/);
  await results.getByRole('link', { name: 'Which resume files can I upload?' }).click();
  const resume = page.getByRole('button', { name: 'Which resume files can I upload?' });
  expect(await resume.getAttribute('aria-expanded')).toBe('true');
  const apply = page.getByRole('button', { name: 'How do I apply for a job?' });
  await apply.click();
  expect(await apply.getAttribute('aria-expanded')).toBe('true');
  expect(await resume.getAttribute('aria-expanded')).toBe('false');
  // One check covers both states: the results stay listed above the opened answer.
  await check(page, label('/help with results and an answer open'), narrow);
  await apply.click();
  expect(await apply.getAttribute('aria-expanded')).toBe('false');
}

const step = (page: Page, n: number) => page.getByRole('heading', { level: 2, name: new RegExp(`^Step ${n} of 4`) });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('password reset', () => {
  it('the whole forgot-password journey by keyboard, reading the code from the outbox', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = await freshAccount(context);

    await page.goto('/login');
    await waitForPage(page);
    await tabTo(page, page.getByRole('link', { name: 'Forgot password?' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();

    // Step 1, sent empty first: the error summary has the product's words.
    await tabTo(page, page.getByRole('button', { name: 'Send OTP' }));
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Email address is required' }).waitFor();
    await tabTo(page, page.getByRole('textbox', { name: /^Email address/ }));
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');

    // Step 2: its heading takes focus; the code comes from the mail.
    await step(page, 2).waitFor();
    expect(await step(page, 2).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByText('Password reset OTP sent successfully!').waitFor();
    const otp = page.getByRole('textbox', { name: /^OTP/ });
    expect(await otp.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await otp.getAttribute('inputmode')).toBe('numeric');
    await tabTo(page, otp);
    await page.keyboard.type(await codeFor(email));
    await page.keyboard.press('Enter');

    // Step 3: a new password.
    await step(page, 3).waitFor();
    await page.getByText('OTP verified successfully!').waitFor();
    await tabTo(page, page.getByRole('textbox', { name: /^New password/ }));
    await page.keyboard.type('Maple-Orbit-Tundra-65');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Maple-Orbit-Tundra-65');
    await page.keyboard.press('Enter');

    // Step 4: done; the countdown sends the browser to sign in with a full page load.
    await step(page, 4).waitFor();
    await page.getByText('Password reset successfully!').waitFor();
    await page.waitForURL('**/login', { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('reset-email'))).toBeNull();

    await waitForPage(page);
    await tabTo(page, page.getByRole('textbox', { name: /^Email/ }));
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Maple-Orbit-Tundra-65');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  // Each state once per variant, reached by the quickest means (the journey above is the keyboard proof).
  describe.each(VARIANTS)('every step in the $name variant', (variant: Variant) => {
    it('passes axe and reflows: forgot and reset password, contact, help', async () => {
      const narrow = variant.width <= 320;
      const context = await newContext(browser, variant);
      const page = await context.newPage();
      const email = await freshAccount(context);
      const label = (what: string) => `${what}, ${variant.name}`;

      await page.goto('/forgot-password');
      await waitForPage(page);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByRole('alert').filter({ hasText: 'Email address is required' }).waitFor();
      await check(page, label('/forgot-password step 1 with errors'), narrow);
      await page.getByRole('textbox', { name: /^Email address/ }).fill(email);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await step(page, 2).waitFor();
      await page.getByRole('textbox', { name: /^OTP/ }).fill('12');
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await page.getByRole('alert').filter({ hasText: 'OTP must be a 4-digit number' }).waitFor();
      await check(page, label('/forgot-password step 2 with errors'), narrow);
      await page.getByRole('textbox', { name: /^OTP/ }).fill(await codeFor(email));
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await step(page, 3).waitFor();
      await check(page, label('/forgot-password step 3'), narrow);
      await page.getByRole('textbox', { name: /^New password/ }).fill('Maple-Orbit-Tundra-65');
      await page.getByRole('textbox', { name: /^Confirm new password/ }).fill('Maple-Orbit-Tundra-65');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await step(page, 4).waitFor();
      // Turned off at once, so the check is not cut short by the 3-second redirect.
      await page.getByRole('button', { name: 'Stay on this page' }).click();
      await check(page, label('/forgot-password step 4'), narrow);
      await page.getByRole('button', { name: 'Go to Login Now' }).click();
      await page.waitForURL('**/login');

      // The page the mail links to is the code step checked above; without an address it says so.
      await page.goto('/reset-password');
      await page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' }).waitFor();
      await check(page, label('/reset-password without an address'), narrow);
      await contactJourney(page, label, narrow);
      await helpJourney(page, label, narrow);
      await context.close();
    });
  });
});
