import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, expectNoAxeViolations, expectNoHorizontalScroll, hasFocus, launchBrowser, newContext, tabTo, VARIANTS, waitForPage, type DemoRole } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const seeText = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const SEEKER_NAME = 'Amara Okafor';

const tokens = new Map<DemoRole, string>();
/**
 * Signs the context in (token stored as the client does) and answers the token for API calls.
 * One sign-in per role serves the whole file: argon2 is slow on purpose.
 */
async function signIn(context: BrowserContext, role: DemoRole): Promise<string> {
  const known = tokens.get(role);
  if (known) {
    await context.addInitScript((token) => localStorage.setItem('token', token), known);
    return known;
  }
  const res = await context.request.post('/v1/auth/login', { data: { email: DEMO[role].email, password: DEMO[role].password } });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { token: string } };
  await context.addInitScript((token) => localStorage.setItem('token', token), data.token);
  tokens.set(role, data.token);
  return data.token;
}

/**
 * The title of the job the demo seeker's 'applied' application is for. The demo data seeds one;
 * other journeys use accounts of their own, so this one is left for this file.
 */
async function appliedJobTitle(context: BrowserContext, employerToken: string): Promise<string> {
  const res = await context.request.get(`/v1/applications/my-applicants?search=${encodeURIComponent(DEMO.applicant.email)}&status=applied&limit=100`, {
    headers: { authorization: `Bearer ${employerToken}` },
  });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { applications: Array<{ job: { title: string } }> } };
  const title = data.applications[0]?.job.title;
  if (!title) throw new Error('the demo data has no applied application from the demo seeker');
  return title;
}

/** The employer's steps, each behind its confirmation question (contracts EMPLOYER_ACTIONS). */
const STEPS = [
  { button: 'Mark as Under Review', question: 'Move this application to review?', status: 'Under Review', note: 'Strong portfolio; screen reader testing experience.' },
  { button: 'Shortlist', question: 'Shortlist this application?', status: 'Shortlisted' },
  { button: 'Mark as Interviewed', question: 'Mark this applicant as interviewed?', status: 'Interviewed' },
  { button: 'Extend Offer', question: 'Extend an offer to this applicant?', status: 'Offer Extended' },
  { button: 'Mark as Hired', question: 'Mark this applicant as hired?', status: 'Hired' },
];

describe('applicant review, keyboard only', () => {
  it('employer moves the demo seeker from applied to hired; the seeker sees Hired and the notification', async () => {
    const employer = await newContext(browser);
    const token = await signIn(employer, 'employer');
    const title = await appliedJobTitle(employer, token);
    const page = await employer.newPage();
    await page.goto('/dashboard');
    await waitForPage(page);

    // My Applicants from the sidebar, then search by the seeker's email.
    await tabTo(page, page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'My Applicants' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/my-applicants');
    const search = page.getByRole('searchbox', { name: 'Search applicants' });
    await tabTo(page, search);
    await page.keyboard.type(DEMO.applicant.email);
    await page.waitForURL(/search=seeker%40example\.com/);
    await expect.poll(() => page.locator('.applicants-summary [aria-live="polite"]').textContent()).toMatch(/^\d+ applicants? found$/);
    const entry = page.getByRole('article', { name: `${SEEKER_NAME} applied for ${title}` });
    await entry.getByText(/^Status: Applied/).waitFor();

    for (const [i, step] of STEPS.entries()) {
      await tabTo(page, entry.getByRole('button', { name: `${step.button} (` }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: step.question });
      await dialog.waitFor();
      expect(await hasFocus(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
      if (step.note) {
        await page.keyboard.press('Shift+Tab');
        expect(await hasFocus(dialog.getByRole('textbox', { name: 'Note to keep with this change (optional)' }))).toBe(true);
        await page.keyboard.type(step.note);
        if (i === 0) await expectNoAxeViolations(page, 'status change dialog');
      }
      await tabTo(page, dialog.getByRole('button', { name: step.button, exact: true }));
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await entry.getByText(new RegExp(`^Status: ${step.status}`)).waitFor();
      // Focus lands on the new status, the place to continue from.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(new RegExp(`^Status: ${step.status}`));
    }
    await seeText(page, 'Application status updated successfully!');
    expect(await entry.textContent()).toContain('No further status changes: this application is Hired.');

    // The history keeps every step, with the note.
    await tabTo(page, entry.getByText('Status history'));
    await page.keyboard.press('Enter');
    const history = entry.locator('details.applicant__history').getByRole('listitem');
    await expect.poll(() => history.count()).toBe(STEPS.length + 1);
    expect(await history.nth(1).textContent()).toContain(STEPS[0]!.note);
    expect(await history.last().textContent()).toContain('Offer Extended → to Hired');
    await employer.close();

    // The seeker sees the outcome and the notification.
    const seeker = await newContext(browser);
    await signIn(seeker, 'applicant');
    const seekerPage = await seeker.newPage();
    await seekerPage.goto('/applications');
    await waitForPage(seekerPage);
    const card = seekerPage.getByRole('article', { name: title });
    await card.getByText('Hired', { exact: true }).waitFor();
    await tabTo(seekerPage, card.getByText('Status history'));
    await seekerPage.keyboard.press('Enter');
    await card.getByRole('group').getByText(/Offer Received\s*→\s*to\s*Hired/).waitFor();

    const bell = seekerPage.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    await tabTo(seekerPage, bell);
    await seekerPage.keyboard.press('Enter');
    await seekerPage.waitForURL('**/notifications');
    const hired = seekerPage.getByRole('listitem').filter({ hasText: `Your application for "${title}"` }).filter({ hasText: 'is now: Hired' });
    await hired.waitFor();
    expect(await hired.locator('p').first().textContent()).toMatch(/^Unread/);
    await tabTo(seekerPage, hired.getByRole('button', { name: /^Mark as read/ }));
    await seekerPage.keyboard.press('Enter');
    await expect.poll(() => hired.locator('p').first().textContent()).toMatch(/^Read/);
    await seeker.close();
  });
});

describe('axe, review pages', () => {
  it('tells an applicant the Candidate Finder is for employers', async () => {
    const context = await newContext(browser);
    await signIn(context, 'applicant');
    const page = await context.newPage();
    await page.goto('/candidate-finder');
    await waitForPage(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Access Denied – Only employers can access the Candidate Finder.');
    await context.close();
  });

  for (const variant of VARIANTS) {
    it(`My Applicants, Candidate Finder, a candidate and Notifications: ${variant.name}`, async () => {
      const narrow = variant.width <= 320;
      const context = await newContext(browser, variant);
      await signIn(context, 'employer');
      const page = await context.newPage();
      const check = async (label: string) => {
        await expectNoAxeViolations(page, `${label} (${variant.name})`);
        if (narrow) await expectNoHorizontalScroll(page, `${label} (${variant.name})`);
      };
      // Two entries (the demo seeker's) keep axe quick; every entry has the same structure.
      await page.goto(`/my-applicants?search=${encodeURIComponent(DEMO.applicant.email)}`);
      await waitForPage(page);
      // With one status history open: the timeline is checked in every variant too.
      await page.getByRole('article').first().getByText('Status history').click();
      await page.getByRole('article').first().locator('details.applicant__history').getByRole('listitem').first().waitFor();
      await page.getByRole('article').first().getByText('Details and cover letter').click();
      await check('/my-applicants with a status history open');
      for (const view of ['table', 'board']) {
        await page.goto(`/my-applicants?search=${encodeURIComponent(DEMO.applicant.email)}&view=${view}`);
        await waitForPage(page);
        await page.getByRole('radio', { name: view === 'table' ? 'Table' : 'Board, by status', checked: true }).waitFor();
        await page.locator(view === 'table' ? 'table.applicants-table tbody tr' : '.applicants-board__item').first().waitFor();
        await check(`/my-applicants as a ${view}`);
      }

      await page.goto('/candidate-finder?skills=React');
      await waitForPage(page);
      await page.getByRole('heading', { level: 2, name: /^Found [1-9]\d* candidate\(s\)$/ }).waitFor();
      await page.getByRole('list', { name: 'Required skills' }).waitFor();
      await check('/candidate-finder with results');

      const href = await page.getByRole('article').first().getByRole('link').getAttribute('href');
      await page.goto(href!);
      await waitForPage(page);
      await page.getByRole('heading', { level: 2, name: 'Applications to your jobs' }).waitFor();
      await check(href!);

      await page.goto('/notifications');
      await waitForPage(page);
      await page.locator('.notification-list, .notifications-empty').first().waitFor();
      await check('/notifications');
      await context.close();
    });
  }
});
