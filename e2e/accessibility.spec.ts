import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_JOB, expectNoAxeViolations, expectNoHorizontalScroll, jobIdByTitle, launchBrowser, newContext, PUBLIC_PAGES, signInAs, VARIANTS, waitForPage, type DemoRole } from './helpers.ts';

/**
 * Signed in, the public pages differ from the visitor's only by the shell (header, user menu,
 * sidebar, notifications link), which the dashboard and the access-denied page cover; the other
 * public pages are checked once, as a visitor.
 */
const SIGNED_IN_PAGES = ['/dashboard', '/unauthorized'];
const JOB_PAGES = (jobId: string) => ['/jobs', '/jobs?search=analyst&jobType=full-time&disabilityTypes=visual', '/jobs?search=acessibility', `/jobs/${jobId}`, DEMO_COMPANY_PAGE];
/** Signed in, a search result list is the visitor's list plus badges that /jobs already shows. */
const SIGNED_IN_JOB_PAGES = (jobId: string) => ['/jobs', `/jobs/${jobId}`];
/** The demo employer's public company page (seeded). */
const DEMO_COMPANY_PAGE = '/companies/northwind-accessible-tech';
/** Each role's profile page, whose every tab is checked in place (no reload per tab). */
const PROFILE_PAGE: Record<DemoRole, string> = { applicant: '/profile', employer: '/employer-profile', admin: '/profile' };
/** Each role's own pages, beside the ones everyone sees. */
const ROLE_PAGES: Record<DemoRole, (jobId: string) => string[]> = {
  applicant: () => ['/applications', '/applications?tab=saved', '/saved-searches', '/jobs?offersNeeds=any'],
  employer: (jobId) => ['/jobs/post', `/jobs/${jobId}/edit`, '/jobs/preview', '/jobs/my-jobs'],
  // The company page with the administrator's Hide control.
  admin: () => [DEMO_COMPANY_PAGE],
};

/**
 * Each test walks fifteen pages or so with axe: 6 to 18 s alone, but CI once ran them on a
 * machine four times slower than usual and the suite's 60 s cut them off half-way.
 */
const SWEEP_TIMEOUT = 180_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function checkPage(page: Page, path: string, label: string, narrow: boolean) {
  await page.goto(path);
  await waitForPage(page);
  await expectNoAxeViolations(page, label);
  if (narrow) await expectNoHorizontalScroll(page, label);
}

/** Opens the header's panels (and its Menu where the header is compact) and checks them too. */
async function checkOpenPanels(page: Page, label: string, narrow: boolean) {
  await page.getByRole('button', { name: 'Accessibility settings' }).click();
  await expectNoAxeViolations(page, `${label} with accessibility settings open`);
  if (narrow) await expectNoHorizontalScroll(page, `${label} with accessibility settings open`);
  await page.keyboard.press('Escape');
  const menu = page.getByRole('button', { name: /account menu/ });
  if (await menu.count()) {
    await menu.click();
    await expectNoAxeViolations(page, `${label} with the user menu open`);
    if (narrow) await expectNoHorizontalScroll(page, `${label} with the user menu open`);
    await page.keyboard.press('Escape');
  }
  // On a narrow screen or with large text the header folds its links into a Menu: the sidebar
  // for signed-in users, a list under the header for visitors.
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await expectNoAxeViolations(page, `${label} with the menu open`);
    if (narrow) await expectNoHorizontalScroll(page, `${label} with the menu open`);
    await page.keyboard.press('Escape');
  }
}

/** On a phone the job filters fold away behind a button; open, they must pass too. */
async function checkJobFilters(page: Page, label: string) {
  await page.goto('/jobs');
  await waitForPage(page);
  await page.getByRole('button', { name: 'Show filters' }).click();
  await page.getByRole('group', { name: 'Disability types welcomed' }).waitFor();
  await expectNoAxeViolations(page, `/jobs with filters open, ${label}`);
  await expectNoHorizontalScroll(page, `/jobs with filters open, ${label}`);
}

/** The job form after a failed submit, and the Clear All confirmation dialog. */
async function checkJobFormStates(page: Page, label: string, narrow: boolean) {
  await page.goto('/jobs/post');
  await waitForPage(page);
  await page.getByRole('button', { name: 'Post Job' }).click();
  await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
  await expectNoAxeViolations(page, `/jobs/post with errors, ${label}`);
  if (narrow) await expectNoHorizontalScroll(page, `/jobs/post with errors, ${label}`);
  await page.getByLabel(/^Job title/).fill('Draft for the dialog check');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await page.getByRole('button', { name: 'Clear All drafts' }).click();
  await page.getByRole('dialog', { name: 'Clear all drafts?' }).waitFor();
  await expectNoAxeViolations(page, `Clear All dialog, ${label}`);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.evaluate(() => localStorage.removeItem('job-drafts'));
  // A draft kept on the server: its form, and its card on My Jobs; deleted again afterwards.
  await page.getByLabel(/^Job title/).fill('Draft for the axe check');
  await page.getByLabel(/^Job type/).selectOption('contract');
  await page.getByRole('button', { name: 'Save to My Jobs as draft' }).click();
  await page.getByRole('heading', { level: 1, name: 'Edit Draft' }).waitFor();
  await expectNoAxeViolations(page, `a draft's form, ${label}`);
  if (narrow) await expectNoHorizontalScroll(page, `a draft's form, ${label}`);
  const draftId = new URL(page.url()).pathname.split('/')[2]!;
  await page.goto('/jobs/my-jobs');
  await page.getByRole('article', { name: 'Draft for the axe check' }).waitFor();
  await expectNoAxeViolations(page, `/jobs/my-jobs with a draft, ${label}`);
  if (narrow) await expectNoHorizontalScroll(page, `/jobs/my-jobs with a draft, ${label}`);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect((await page.request.delete(`/v1/jobs/${draftId}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
}

/** Every tab of a profile page, and the first section in edit mode. */
async function checkProfileTabs(page: Page, path: string, label: string, narrow: boolean) {
  await page.goto(path);
  await waitForPage(page);
  const tabs = page.getByRole('tab');
  const names = await tabs.allTextContents();
  for (const name of names) {
    await page.getByRole('tab', { name, exact: true }).click();
    await page.locator('[role="tabpanel"] h2').first().waitFor();
    // The company tab's page settings load apart: the sweep waits for the logo upload controls.
    if (name === 'Company Information') await page.getByLabel(/^(Choose a company logo file|Replace your company logo)$/).waitFor();
    await expectNoAxeViolations(page, `${path} tab ${name}, ${label}`);
    if (narrow) await expectNoHorizontalScroll(page, `${path} tab ${name}, ${label}`);
  }
  await page.getByRole('tab', { name: names[0]!, exact: true }).click();
  await page.getByRole('button', { name: /^Edit / }).first().click();
  await page.getByRole('button', { name: 'Save Changes' }).waitFor();
  await expectNoAxeViolations(page, `${path} editing, ${label}`);
  if (narrow) await expectNoHorizontalScroll(page, `${path} editing, ${label}`);
}

for (const variant of VARIANTS) {
  const narrow = variant.width <= 320;
  describe(`axe, WCAG 2.2 A/AA, ${variant.name}`, () => {
    it('every page as a visitor', async () => {
      const context = await newContext(browser, variant);
      const page = await context.newPage();
      const jobId = await jobIdByTitle(context, DEMO_JOB);
      for (const path of [...PUBLIC_PAGES, ...JOB_PAGES(jobId)]) await checkPage(page, path, `${path} (visitor, ${variant.name})`, narrow);
      if (narrow) await checkJobFilters(page, `visitor (${variant.name})`);
      await page.goto('/register');
      await waitForPage(page);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
      await expectNoAxeViolations(page, `/register with errors (${variant.name})`);
      if (narrow) await expectNoHorizontalScroll(page, `/register with errors (${variant.name})`);
      await checkOpenPanels(page, `visitor (${variant.name})`, narrow);
      await context.close();
    }, SWEEP_TIMEOUT);

    for (const role of ['applicant', 'employer', 'admin'] as DemoRole[]) {
      it(`every page as ${role}`, async () => {
        const context = await newContext(browser, variant);
        await signInAs(context, role);
        const page = await context.newPage();
        const jobId = await jobIdByTitle(context, DEMO_JOB);
        const paths = [...SIGNED_IN_PAGES, ...SIGNED_IN_JOB_PAGES(jobId), ...ROLE_PAGES[role](jobId)];
        for (const path of paths) await checkPage(page, path, `${path} (${role}, ${variant.name})`, narrow);
        if (role === 'employer') await checkJobFormStates(page, `employer (${variant.name})`, narrow);
        await checkProfileTabs(page, PROFILE_PAGE[role], `${role}, ${variant.name}`, narrow);
        await page.goto('/dashboard');
        await waitForPage(page);
        await checkOpenPanels(page, `${role} dashboard (${variant.name})`, narrow);
        await context.close();
      }, SWEEP_TIMEOUT);
    }
  });
}
