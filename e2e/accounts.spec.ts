import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newContext, signInAs, tabTo, uniqueEmail, waitForPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('accounts', () => {
  it('register → dashboard → logout → login returns to the remembered page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = uniqueEmail('journey');
    await page.goto('/register');
    await waitForPage(page);
    await page.getByLabel('First name').fill('Noor');
    await page.getByLabel('Last name').fill('Haddad');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Lantern-Quartz-Meadow-41');
    await page.getByLabel('Confirm password').fill('Lantern-Quartz-Meadow-41');
    await page.getByLabel(/Job Seeker/).check();
    await page.getByLabel('I accept the Terms of Service and Privacy Policy').check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome, Noor!');
    await page.getByText('Registration successful! Welcome to Inclusive Jobs.').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await page.getByRole('banner').getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // A guarded page sends the visitor to sign in, then back to where they were going.
    await page.goto('/dashboard?view=summary');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Lantern-Quartz-Meadow-41');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard?view=summary');
    await page.getByText('Login successful! Welcome back.').waitFor();
    await context.close();
  });

  it('registers with the keyboard alone', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/register');
    await waitForPage(page);
    const type = async (name: string, text: string) => {
      const field = page.getByRole('textbox', { name, exact: true });
      await tabTo(page, field);
      await page.keyboard.type(text);
    };
    // Submitting empty first: the error summary takes focus and lists the problems.
    await tabTo(page, page.getByRole('button', { name: 'Create account' }));
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await summary.textContent()).toContain('First name must be at least 2 characters');
    expect(await summary.textContent()).toContain('Please select your account type');
    expect(await summary.textContent()).toContain('You must accept the Terms of Service and Privacy Policy to register');
    // Beside the field, a screen reader is given the message alone, not the drawn warning sign before it.
    const firstNameError = page.locator('#register-first-name-error');
    expect(await firstNameError.ariaSnapshot()).toBe('- text: First name must be at least 2 characters');

    await type('First name', 'Kai');
    await type('Last name', 'Moreno');
    await type('Email', uniqueEmail('keyboard'));
    await type('Password', 'Keyboard-Tundra-Orbit-58');
    await type('Confirm password', 'Keyboard-Tundra-Orbit-58');
    // A radio group is one Tab stop; the arrow keys choose within it.
    await tabTo(page, page.getByRole('radio', { name: /Job Seeker/ }));
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /Employer/ }).isChecked()).toBe(true);
    await tabTo(page, page.getByLabel('I accept the Terms of Service and Privacy Policy'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Create account' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome, Kai!');
    await context.close();
  });

  it('shows the server message when the password is wrong', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await waitForPage(page);
    await page.getByLabel('Email').fill(DEMO.applicant.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('main').getByText('Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});

describe('shell', () => {
  it('moves focus to the heading, sets the title and announces it on navigation', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await waitForPage(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    const title = await page.title();
    expect(title).toMatch(/\| Inclusive Jobs$/);
    await expect.poll(() => page.getByTestId('route-announcer').textContent()).toBe(title);
    await context.close();
  });

  it('works from the keyboard: skip link, panels that close with Escape, the sidebar on a phone', async () => {
    const context = await newContext(browser, { name: 'phone', width: 320, height: 640 });
    await signInAs(context, 'applicant');
    const page = await context.newPage();
    await page.goto('/dashboard');
    await waitForPage(page);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? document.activeElement?.id);

    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    const settings = page.getByRole('button', { name: 'Accessibility settings' });
    await tabTo(page, settings);
    await page.keyboard.press('Enter');
    expect(await settings.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await settings.getAttribute('aria-expanded')).toBe('false');
    expect(await focused()).toBe('Accessibility settings');

    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    const sidebar = page.getByRole('complementary', { name: 'Account navigation' });
    const sidebarLink = sidebar.getByRole('link', { name: 'My Applications' });
    await sidebarLink.waitFor({ state: 'visible' });
    // The open sidebar covers the page: focus goes into it (it stayed on Menu, and Tab went on
    // through the header hidden under the sidebar).
    expect(await focused()).toBe('Jobs');
    await page.keyboard.press('Escape');
    await sidebarLink.waitFor({ state: 'hidden' });
    expect(await focused()).toBe('Menu');
    // Leaving it closes it: Tab past its end goes on to the page, Shift+Tab back to the header.
    await page.keyboard.press('Enter');
    await sidebarLink.waitFor({ state: 'visible' });
    // On a phone the header's links, notifications (its name carries the count) and account are in the sidebar, each once.
    for (const name of ['Dashboard', 'My Applications', 'Saved Searches', /^Notifications/, 'Profile', 'Logout']) {
      await page.keyboard.press('Tab');
      if (typeof name === 'string') expect(await focused()).toBe(name);
      else expect(await focused()).toMatch(name);
    }
    await page.keyboard.press('Tab');
    await sidebarLink.waitFor({ state: 'hidden' });
    expect(await focused()).toBe('Refresh');
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await sidebarLink.waitFor({ state: 'visible' });
    await page.keyboard.press('Shift+Tab');
    await sidebarLink.waitFor({ state: 'hidden' });
    // The compact header keeps Menu, the name and the accessibility settings, the last of them.
    expect(await page.getByRole('banner').getByRole('button', { name: 'Accessibility settings' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it("folds a visitor's header on a phone into a Menu that the keyboard opens and closes", async () => {
    const context = await newContext(browser, { name: 'phone, largest text', width: 320, height: 640, fontSize: 36 });
    const page = await context.newPage();
    await page.goto('/');
    await waitForPage(page);
    const banner = page.getByRole('banner');
    // The page's heading starts on the first screen (under a header of 655 px, every link and
    // button a line of its own, it did not).
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.y).toBeLessThan(640 - 36);
    expect(await banner.getByRole('link', { name: 'Login' }).count()).toBe(0);
    const menu = banner.getByRole('button', { name: 'Menu', exact: true });
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    // The list comes next both in focus order and on screen: below Menu, above the settings.
    const jobs = banner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' });
    await page.keyboard.press('Tab');
    expect(await jobs.evaluate((el) => el === document.activeElement)).toBe(true);
    const [menuBox, jobsBox, settingsBox] = await Promise.all([menu, jobs, banner.getByRole('button', { name: 'Accessibility settings' })].map((l) => l.boundingBox()));
    expect(jobsBox!.y).toBeGreaterThanOrEqual(menuBox!.y + menuBox!.height);
    expect(settingsBox!.y).toBeGreaterThan(jobsBox!.y);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/jobs');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await tabTo(page, banner.getByRole('link', { name: 'Register' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/register');
    await context.close();
  });

  it("follows the browser's own text size until the person chooses one", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The size a person set in the browser's settings (Chromium's "Font size"), 24 px here.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24, fixed: 20 } });
    const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    await page.goto('/');
    await waitForPage(page);
    expect(await rootSize()).toBe('24px');
    await page.getByRole('button', { name: 'Accessibility settings' }).click();
    await page.getByText('Text size: 24 px').waitFor();
    await page.getByRole('button', { name: 'Increase text size' }).click();
    await page.getByText('Text size: 26 px').waitFor();
    expect(await rootSize()).toBe('26px');
    expect(await page.evaluate(() => localStorage.getItem('fontSize'))).toBe('26');
    // Reset gives the browser's size back, not 16.
    await page.getByRole('button', { name: 'Reset text size' }).click();
    await page.getByText('Text size: 24 px').waitFor();
    expect(await rootSize()).toBe('24px');
    expect(await page.evaluate(() => localStorage.getItem('fontSize'))).toBeNull();
    await page.reload();
    await waitForPage(page);
    expect(await rootSize()).toBe('24px');
    await context.close();
  });

  it('keeps display settings across reloads and applies them before the first paint', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Accessibility settings' }).click();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Increase text size' }).click();
    await page.getByRole('radio', { name: 'High contrast' }).check();
    await page.getByRole('checkbox', { name: 'Reduced motion' }).check();
    expect(await page.evaluate(() => localStorage.getItem('fontSize'))).toBe('22');
    // Read the root element as soon as the document is parsed, before the app runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.documentElement;
        (window as unknown as { firstPaint: unknown }).firstPaint = {
          size: root.style.fontSize,
          theme: root.dataset.theme,
          motion: root.dataset.reducedMotion,
        };
      });
    });
    await page.reload();
    await waitForPage(page);
    expect(await page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint)).toEqual({
      size: '22px',
      theme: 'high-contrast',
      motion: 'true',
    });
    await context.close();
  });

  it('sends a visitor from a guarded page to sign in, and shows Page Not Found for unknown paths', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.goto('/jobs/preview-this-does-not-exist/nothing');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
