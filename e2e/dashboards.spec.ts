import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_RANGES } from '@jobboard/contracts/analytics';
import { DEMO, DEMO_JOB, expectNoAxeViolations, expectNoHorizontalScroll, hasFocus, jobIdByTitle, launchBrowser, newContext, registerAs, tabTo, uniqueEmail, VARIANTS, waitForPage, wordsBrokenInside, type DemoRole, type Variant } from './helpers.ts';

let browser: Browser;
/** One sign-in per demo role for the whole file (argon2 is slow); every context reuses the token. */
const tokens = new Map<DemoRole, string>();
beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser);
  for (const role of ['applicant', 'employer', 'admin'] as DemoRole[]) {
    const res = await context.request.post('/v1/auth/login', { data: { email: DEMO[role].email, password: DEMO[role].password } });
    expect(res.status()).toBe(200);
    tokens.set(role, ((await res.json()) as { data: { token: string } }).data.token);
  }
  await context.close();
});
afterAll(() => browser?.close());

async function signedIn(role: DemoRole, variant?: Variant): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, variant);
  await context.addInitScript((token) => localStorage.setItem('token', token), tokens.get(role)!);
  return { context, page: await context.newPage() };
}

const seeText = (page: Page, text: string | RegExp) => page.getByText(text, typeof text === 'string' ? { exact: true } : {}).first().waitFor();
/** The page's figures have arrived (the heading is there from the first render). */
const ROLE_CONTENT: Record<DemoRole, string> = { applicant: 'Recommended Jobs', employer: 'Recent Applications', admin: 'Recent Activity' };
/** The dashboard figures that link to the page of what they count. */
const FIGURE_LINKS: Record<DemoRole, Array<[string, string]>> = {
  applicant: [['Total Applications', '/applications'], ['Saved Jobs', '/applications?tab=saved']],
  employer: [['Posted Jobs', '/jobs/my-jobs'], ['Total Applications', '/my-applicants'], ['Waiting for your answer', '/my-applicants']],
  admin: [['Total Users', '/admin/users'], ['Active Jobs', '/admin/jobs?status=active'], ['Total Applications', '/admin/applications'], ['Total Companies', '/admin/users?role=employer']],
};
const dashboardLoaded = (page: Page, role: DemoRole) => page.getByRole('heading', { level: 2, name: ROLE_CONTENT[role] }).waitFor();

describe('dashboards', () => {
  it('each demo role: greeting, its own figures from the API, Refresh announced', async () => {
    for (const role of ['applicant', 'employer', 'admin'] as DemoRole[]) {
      const { context, page } = await signedIn(role);
      const analytics = page.waitForResponse((r) => r.url().includes(`/v1/analytics/${role}`) && r.status() === 200);
      await page.goto('/dashboard');
      await waitForPage(page);
      await analytics;
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Welcome back, ${DEMO[role].firstName}!`);
      await dashboardLoaded(page, role);
      const summary = page.getByRole('region', { name: 'Account Summary' });
      expect(await summary.textContent()).toContain('StatusActive');
      await page.getByRole('region', { name: 'Recent Notifications' }).waitFor();

      if (role === 'applicant') {
        // The demo seeker has skills, needs and a remote preference: real matches with reasons.
        const first = page.getByRole('region', { name: 'Recommended Jobs' }).getByRole('article').first();
        await first.waitFor();
        expect(await first.textContent()).toMatch(/Match score\d+%/);
      } else if (role === 'employer') {
        // Changes against the previous 30 days (N/A when those held nothing, as on fresh demo data).
        await seeText(page, /previous 30 days/);
        await page.getByRole('link', { name: /^View applicants for / }).first().waitFor();
      }
      // Each figure with a page links to it, named with the figure and its label ("3 Saved Jobs");
      // for the administrator, that includes Total Companies (the employers).
      for (const [label, href] of FIGURE_LINKS[role]) {
        expect(await page.getByRole('link', { name: new RegExp(`^\\d[\\d,]* ${label}$`) }).getAttribute('href')).toBe(href);
      }

      // Refresh asks the server again and says so politely.
      const again = page.waitForRequest((r) => r.url().includes(`/v1/analytics/${role}`));
      await tabTo(page, page.getByRole('button', { name: 'Refresh' }));
      await page.keyboard.press('Enter');
      await again;
      await expect.poll(() => page.locator('p[aria-live="polite"]').filter({ hasText: 'Dashboard refreshed' }).count()).toBe(1);
      await expectNoAxeViolations(page, `/dashboard (${role})`);
      await context.close();
    }
  });

  it('applicant: Quick Apply by keyboard from a recommendation', async () => {
    // A fresh seeker, so the demo accounts' applications other journeys count on stay as they are.
    const context = await newContext(browser);
    await registerAs(context, 'applicant', 'Quinn');
    const page = await context.newPage();
    await page.goto('/dashboard');
    await waitForPage(page);
    await seeText(page, /^Add your /);
    const status = await page.evaluate(async () => {
      const res = await fetch('/v1/users/profile', {
        method: 'PUT',
        headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: 'Quinn', last_name: 'Tester', skills: ['React', 'TypeScript', 'Accessibility testing'], accessibility_needs: ['Screen reader'], remote_preference: 'true' }),
      });
      return `${res.status} ${await res.text()}`;
    });
    expect(status).toMatch(/^200 /);
    await page.reload();
    await waitForPage(page);
    const button = page.getByRole('button', { name: /^Quick Apply for / }).first();
    await button.waitFor();
    const title = (await button.textContent())!.replace(/^Quick Apply for /, '');
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await seeText(page, 'Application submitted successfully!');
    const card = page.getByRole('article', { name: title });
    await expect.poll(() => card.getByRole('button').count()).toBe(0);
    expect(await card.textContent()).toContain('Applied');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Applied');
    await context.close();
  });

  it('admin dashboard: weekly figures, live system status, recent activities and a CSV report by keyboard', async () => {
    const { context, page } = await signedIn('admin');
    await page.goto('/admin');
    await waitForPage(page);
    expect(await page.getByText(/^Welcome back, /).textContent()).toContain(`Welcome back, ${DEMO.admin.firstName}!`);
    for (const label of ['Total Users', 'Active Jobs', 'Applications', 'Employers']) {
      const card = page.locator('.stat-card').filter({ has: page.getByText(label, { exact: true }) });
      await expect.poll(() => card.textContent()).toMatch(/\+\d[\d,]* this week/);
    }
    const system = page.getByRole('region', { name: 'System Status' });
    await system.getByText('Database', { exact: true }).waitFor();
    expect(await system.textContent()).toMatch(/Database\s*Online/);
    await system.locator('time').waitFor();
    const activities = page.getByRole('region', { name: 'Recent Activities' });
    await expect.poll(async () => (await activities.locator('li').count()) > 0 || (await activities.textContent())!.includes('No recent activities to display')).toBe(true);

    await tabTo(page, page.getByRole('combobox', { name: 'Report period' }));
    await page.getByRole('combobox', { name: 'Report period' }).selectOption('7d');
    const downloading = page.waitForEvent('download');
    await tabTo(page, page.getByRole('button', { name: 'Generate Report' }));
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^analytics_report_7d_\d{4}-\d{2}-\d{2}\.csv$/);
    await seeText(page, `Report generated successfully! Saved as ${download.suggestedFilename()}.`);
    await expectNoAxeViolations(page, '/admin');
    await context.close();
  });

  it('admin analytics: every range asks the API for it, keeps it in the URL, and a chart reads as a table', async () => {
    const { context, page } = await signedIn('admin');
    const first = page.waitForRequest((r) => r.url().includes('/v1/analytics/admin?time_range=30d'));
    await page.goto('/admin/analytics');
    await waitForPage(page);
    await first;
    await page.getByRole('heading', { name: 'Key metrics' }).waitFor();
    const select = page.getByRole('combobox', { name: 'Time range' });
    const previous: Record<string, string> = { '7d': 'previous 7 days', '30d': 'previous 30 days', '90d': 'previous 90 days', '1y': 'previous year' };
    // 30 days came first; each other range is asked for, then 30 days again (from the cache).
    for (const range of [...ANALYTICS_RANGES.filter((r) => r !== '30d'), '30d'] as const) {
      const calls =
        range === '30d'
          ? []
          : ['admin', 'user-growth', 'job-stats', 'application-metrics'].map((name) =>
              page.waitForResponse((r) => r.url().includes(`/v1/analytics/${name}?time_range=${range}`) && r.status() === 200),
            );
      await select.focus();
      await select.selectOption(range);
      await Promise.all(calls);
      await expect.poll(() => new URL(page.url()).searchParams.get('range')).toBe(range === '30d' ? null : range);
      // A change figure, or N/A when the previous period held nothing.
      await seeText(page, new RegExp(previous[range]!));
      expect(await hasFocus(select)).toBe(true);
    }
    const chart = page.getByRole('figure', { name: 'New users' });
    await tabTo(page, chart.getByRole('button', { name: /^Show as table/ }));
    await page.keyboard.press('Enter');
    await chart.getByRole('table').waitFor();
    // At most the first 7 points, plus the header row; the button now offers the chart back.
    expect(await chart.getByRole('row').count()).toBeLessThanOrEqual(8);
    expect(await chart.getByRole('button', { name: /^Show as chart/ }).getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(page, '/admin/analytics with a table');
    await context.close();
  });
});

/**
 * The default variant is checked inside the journeys above. In the others: the applicant's
 * dashboard (the richest), /admin and /admin/analytics with a chart as a table; the employer's and
 * admin's dashboards get axe in every variant from accessibility.spec.ts and the reflow check here.
 */
for (const variant of VARIANTS.slice(1)) {
  const narrow = variant.width <= 320;
  it(`axe, WCAG 2.2 A/AA: dashboards and admin pages, ${variant.name}`, async () => {
    for (const role of narrow ? (['applicant', 'employer', 'admin'] as DemoRole[]) : (['applicant'] as DemoRole[])) {
      const { context, page } = await signedIn(role, variant);
      await page.goto('/dashboard');
      await waitForPage(page);
      await dashboardLoaded(page, role);
      if (role === 'applicant') await expectNoAxeViolations(page, `/dashboard (${role}, ${variant.name})`);
      if (narrow) await expectNoHorizontalScroll(page, `/dashboard (${role}, ${variant.name})`);
      await context.close();
    }
    const { context, page } = await signedIn('admin', variant);
    await page.goto('/admin');
    await waitForPage(page);
    await page.getByRole('region', { name: 'System Status' }).getByText('Database', { exact: true }).waitFor();
    await expectNoAxeViolations(page, `/admin (${variant.name})`);
    if (narrow) await expectNoHorizontalScroll(page, `/admin (${variant.name})`);
    await page.goto('/admin/analytics');
    await waitForPage(page);
    await page.getByRole('heading', { name: 'Recent activity' }).waitFor();
    const chart = page.getByRole('figure', { name: 'Job postings' });
    await chart.getByRole('button', { name: /^Show as table/ }).click();
    await chart.getByRole('table').waitFor();
    await expectNoAxeViolations(page, `/admin/analytics with a table (${variant.name})`);
    if (narrow) await expectNoHorizontalScroll(page, `/admin/analytics with a table (${variant.name})`);
    await context.close();
  });
}

describe('dashboards on a phone with the largest text', () => {
  // 36 px text on 320 px leaves 7.9 rem across. A two-word status ("Remote Available", 350 px)
  // and the Mark as read button beside a notification made these pages scroll sideways, and a
  // notification's words broke inside themselves ("applica/tion") in a column of 150 px.
  it('the employer dashboard, notifications, applicants and candidates neither scroll sideways nor break short words', async () => {
    const phone: Variant = { name: 'phone, largest text', width: 320, height: 640, fontSize: 36 };
    // A new application leaves the demo employer an unread notification with its Mark as read button.
    const setup = await newContext(browser);
    const registered = await setup.request.post('/v1/auth/register', {
      data: { email: uniqueEmail('applicant'), password: 'Lantern-Quartz-Meadow-41', firstName: 'Wen', lastName: 'Tester', role: 'applicant', termsAccepted: true },
    });
    expect(registered.status()).toBe(201);
    const { token } = ((await registered.json()) as { data: { token: string } }).data;
    const applied = await setup.request.post('/v1/applications', {
      headers: { authorization: `Bearer ${token}` },
      data: { job_id: await jobIdByTitle(setup, DEMO_JOB) },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    await setup.close();

    const { context, page } = await signedIn('employer', phone);
    // As in jobs.spec.ts, longer words may break: "Mark as Interviewed" leaves 240 px to its 252.
    const brokenWords = () => wordsBrokenInside(page, 'main .notification, main .status-badge, main .button');
    await page.goto('/dashboard');
    await waitForPage(page);
    await page.getByRole('button', { name: /^Mark as read \(New application from Wen Tester/ }).first().waitFor();
    await expectNoHorizontalScroll(page, '/dashboard (employer, phone, largest text)');
    expect(await brokenWords(), '/dashboard').toEqual([]);
    for (const [path, ready] of [
      ['/notifications', () => page.getByRole('button', { name: /^Mark as read/ }).first().waitFor()],
      ['/my-applicants', () => page.getByRole('heading', { level: 3, name: 'Wen Tester' }).first().waitFor()],
      ['/candidate-finder', () => page.getByText('Remote Available', { exact: true }).first().waitFor()],
    ] as const) {
      await page.goto(path);
      await waitForPage(page);
      await ready();
      await expectNoHorizontalScroll(page, `${path} (employer, phone, largest text)`);
      expect(await brokenWords(), path).toEqual([]);
    }
    await context.close();
  });
});
