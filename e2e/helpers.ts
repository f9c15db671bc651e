import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const baseURL = () => inject('baseURL');

export const DEMO = {
  applicant: { email: 'seeker@example.com', password: 'Seeker2026', firstName: 'Amara' },
  employer: { email: 'employer@example.com', password: 'Employer2026', firstName: 'Jonas' },
  admin: { email: 'admin@example.com', password: 'Admin2026', firstName: 'Priya' },
} as const;
export type DemoRole = keyof typeof DEMO;

/** A demo job (posted by the demo employer) that every role can open. */
export const DEMO_JOB = 'Data Analyst';
/** The pages a visitor can open, with one that does not exist. */
export const PUBLIC_PAGES = ['/', '/about', '/contact', '/help', '/accessibility', '/terms', '/privacy', '/login', '/register', '/unauthorized', '/no-such-page'];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
  });
}

export type Variant = { name: string; width: number; height: number; fontSize?: number; highContrast?: boolean };

/** The conditions every page is checked in (docs/architecture.md#accessibility). */
export const VARIANTS: Variant[] = [
  { name: 'default', width: 1280, height: 900 },
  { name: 'font size 36', width: 1280, height: 900, fontSize: 36 },
  { name: 'high contrast', width: 1280, height: 900, highContrast: true },
  { name: '320 px wide', width: 320, height: 640 },
];

/** A context whose display settings are stored before any page script runs. */
export async function newContext(browser: Browser, variant: Variant = VARIANTS[0]!): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: variant.width, height: variant.height } });
  await context.addInitScript(
    ({ fontSize, highContrast }) => {
      if (sessionStorage.getItem('__e2e_init')) return;
      sessionStorage.setItem('__e2e_init', '1');
      if (fontSize) localStorage.setItem('fontSize', String(fontSize));
      if (highContrast) localStorage.setItem('highContrast', 'true');
    },
    { fontSize: variant.fontSize ?? 0, highContrast: variant.highContrast ?? false },
  );
  return context;
}

/** A token for API calls, from signing in through the API. */
export async function tokenFor(context: BrowserContext, email: string, password: string): Promise<string> {
  const res = await context.request.post('/v1/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** What postJob sends besides the title, unless the caller says otherwise. */
const JOB_DEFAULTS = {
  description: 'Answer questions from customers by phone and chat; training and screen reader licences from day one.',
  location: 'Leeds, UK',
  jobType: 'full-time',
  salaryCurrency: 'GBP',
};

/** Posts a job through the API with the employer's token; answers its id. */
export async function postJob(context: BrowserContext, token: string, job: { title: string } & Record<string, unknown>): Promise<string> {
  const res = await context.request.post('/v1/jobs', { headers: { authorization: `Bearer ${token}` }, data: { ...JOB_DEFAULTS, ...job } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { job: { id: string } } }).data.job.id;
}

/** Signs in through the API and stores the token the way the client does. */
export async function signInAs(context: BrowserContext, role: DemoRole): Promise<void> {
  const token = await tokenFor(context, DEMO[role].email, DEMO[role].password);
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
}

/** axe with the WCAG 2.0, 2.1 and 2.2 A and AA rules; fails with the list of violations. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** The page does not scroll sideways (WCAG 1.4.10 reflow). */
export async function expectNoHorizontalScroll(page: Page, label: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `horizontal scroll on ${label}`).toBeLessThanOrEqual(clientWidth);
}

/**
 * The words of up to `longest` letters in the selected elements that break inside themselves
 * across lines (text for screen readers only is left out). At 36 px on 320 px (7.9 rem across)
 * a longer word cannot fit a box and may break there.
 */
export function wordsBrokenInside(page: Page, selector: string, longest = 10): Promise<string[]> {
  return page.evaluate(
    ({ selector, longest }) => {
      const broken: string[] = [];
      for (const el of Array.from(document.querySelectorAll(selector))) {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
          if (n.parentElement?.closest('.visually-hidden')) continue;
          for (const m of n.data.matchAll(/[\p{L}'’]+/gu)) {
            if (m[0].length < 2 || m[0].length > longest) continue;
            const range = document.createRange();
            range.setStart(n, m.index);
            range.setEnd(n, m.index + m[0].length);
            if (new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size > 1) broken.push(m[0]);
          }
        }
      }
      return broken;
    },
    { selector, longest },
  );
}

/** Waits until the page's main heading is on screen. */
export async function waitForPage(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible' });
}

/** Presses Tab until the target has focus: proves it is reachable by keyboard alone. */
export async function tabTo(page: Page, target: Locator, maxPresses = 120): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target} with the Tab key`);
}

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Registers a fresh account through the API and signs the context in with it. */
export async function registerAs(context: BrowserContext, role: 'applicant' | 'employer', firstName: string): Promise<{ email: string; id: string }> {
  const email = uniqueEmail(role);
  const res = await context.request.post('/v1/auth/register', {
    data: { email, password: 'Lantern-Quartz-Meadow-41', firstName, lastName: 'Tester', role, termsAccepted: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { data } = (await res.json()) as { data: { token: string; user: { id: string } } };
  await context.addInitScript((token) => localStorage.setItem('token', token), data.token);
  return { email, id: data.user.id };
}

/** The id of a public job found by its title, through the API. */
export async function jobIdByTitle(context: BrowserContext, title: string): Promise<string> {
  const res = await context.request.get(`/v1/jobs?search=${encodeURIComponent(title)}&limit=10`);
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { jobs: Array<{ id: string; title: string }> } };
  const job = data.jobs.find((j) => j.title === title);
  if (!job) throw new Error(`no public job titled ${title}`);
  return job.id;
}

/** Whether focus is on the element. */
export const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);
