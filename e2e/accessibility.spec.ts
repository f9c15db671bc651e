import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, signInAs, VARIANTS, waitForPage, type DemoRole } from './helpers.ts';

const PUBLIC_PAGES = ['/', '/about', '/contact', '/help', '/accessibility', '/terms', '/privacy', '/login', '/register', '/unauthorized', '/no-such-page'];
const SIGNED_IN_PAGES = ['/dashboard', ...PUBLIC_PAGES.filter((p) => p !== '/login' && p !== '/register')];

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

/** Opens the header's panels (and the sidebar on narrow screens) and checks them too. */
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
  const sidebarToggle = page.getByRole('button', { name: 'Menu', exact: true });
  if (narrow && (await sidebarToggle.isVisible())) {
    await sidebarToggle.click();
    await expectNoAxeViolations(page, `${label} with the sidebar open`);
    await page.keyboard.press('Escape');
  }
}

for (const variant of VARIANTS) {
  const narrow = variant.width <= 320;
  describe(`axe, WCAG 2.1 A/AA, ${variant.name}`, () => {
    it('every page as a visitor', async () => {
      const context = await newContext(browser, variant);
      const page = await context.newPage();
      for (const path of PUBLIC_PAGES) await checkPage(page, path, `${path} (visitor, ${variant.name})`, narrow);
      await page.goto('/register');
      await waitForPage(page);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
      await expectNoAxeViolations(page, `/register with errors (${variant.name})`);
      if (narrow) await expectNoHorizontalScroll(page, `/register with errors (${variant.name})`);
      await checkOpenPanels(page, `visitor (${variant.name})`, narrow);
      await context.close();
    });

    for (const role of ['applicant', 'employer', 'admin'] as DemoRole[]) {
      it(`every page as ${role}`, async () => {
        const context = await newContext(browser, variant);
        await signInAs(context, role);
        const page = await context.newPage();
        for (const path of SIGNED_IN_PAGES) await checkPage(page, path, `${path} (${role}, ${variant.name})`, narrow);
        await page.goto('/dashboard');
        await waitForPage(page);
        await checkOpenPanels(page, `${role} dashboard (${variant.name})`, narrow);
        await context.close();
      });
    }
  });
}
