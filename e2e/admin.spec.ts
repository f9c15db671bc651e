import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, signInAs, uniqueEmail, VARIANTS, waitForPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ADMIN_PAGES = ['/admin/users', '/admin/jobs', '/admin/applications', '/admin/audit'];
const seeText = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** A throwaway account through the API (demo accounts other journeys use are never touched). */
async function register(context: BrowserContext, role: 'applicant' | 'employer', firstName: string) {
  const email = uniqueEmail(`admin-e2e-${role}`);
  const res = await context.request.post('/v1/auth/register', {
    data: { email, password: 'Lantern-Quartz-Meadow-41', firstName, lastName: 'Throwaway', role, termsAccepted: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { data } = (await res.json()) as { data: { token: string; user: { id: string } } };
  return { email, token: data.token, id: data.user.id };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Confirms the open dialog with its named button. */
async function confirmDialog(page: Page, title: string | RegExp, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function searchFor(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await page.getByRole('search', { name: label }).getByRole('button', { name: 'Search' }).click();
}

describe('administration', () => {
  it('deactivates a user (signed out at once), changes a role, deletes an application and a job, filters and exports the audit log', async () => {
    const admin = await newContext(browser);
    await signInAs(admin, 'admin');
    const page = await admin.newPage();

    // Throwaway people and records, made through the API.
    const victimContext = await newContext(browser);
    const victim = await register(victimContext, 'applicant', 'Victor');
    await victimContext.addInitScript((token) => localStorage.setItem('token', token), victim.token);
    const roleUser = await register(admin, 'applicant', 'Rolf');
    const employer = await register(admin, 'employer', 'Emil');
    const title = `Admin e2e job ${Date.now()}`;
    const job = await admin.request.post('/v1/jobs', {
      headers: auth(employer.token),
      data: { title, description: 'A job posted only for the administration journey; it is deleted again by the admin.', location: 'Remote', jobType: 'contract' },
    });
    expect(job.status(), await job.text()).toBe(201);
    const jobId = ((await job.json()) as { data: { job: { id: string } } }).data.job.id;
    const applied = await admin.request.post('/v1/applications', { headers: auth(roleUser.token), data: { job_id: jobId } });
    expect(applied.status(), await applied.text()).toBe(201);

    // The victim is signed in elsewhere.
    const victimPage = await victimContext.newPage();
    await victimPage.goto('/profile');
    await waitForPage(victimPage);

    // Deactivate, behind a confirmation.
    await page.goto('/admin/users');
    await waitForPage(page);
    await searchFor(page, 'Search users', victim.email);
    await page.getByRole('cell', { name: victim.email, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Deactivate Victor Throwaway' }).click();
    await confirmDialog(page, 'Deactivate Victor Throwaway?', 'Deactivate');
    await seeText(page, 'User status updated successfully!');
    await page.getByRole('button', { name: 'Activate Victor Throwaway' }).waitFor();
    // Signed out at once: the next page load finds the session gone.
    await victimPage.goto('/profile');
    await victimPage.waitForURL('**/login');
    await victimContext.close();

    // Change a role.
    await searchFor(page, 'Search users', roleUser.email);
    await page.getByRole('combobox', { name: 'Role for Rolf Throwaway' }).selectOption('employer');
    await page.getByRole('button', { name: 'Change role of Rolf Throwaway' }).click();
    await confirmDialog(page, 'Change the role of Rolf Throwaway?', 'Change Role');
    await seeText(page, 'User role updated successfully!');
    await page.getByRole('cell', { name: 'Employer', exact: true }).waitFor();

    // The admin's own row says why its controls are off.
    await searchFor(page, 'Search users', 'admin@example.com');
    await seeText(page, 'This is your own account: you cannot change, deactivate or delete it.');
    expect(await page.getByRole('button', { name: /^Delete / }).first().isDisabled()).toBe(true);

    // Delete the application.
    await page.goto('/admin/applications');
    await waitForPage(page);
    await searchFor(page, 'Search applications', roleUser.email);
    await page.getByRole('button', { name: `Delete the application of Rolf Throwaway for ${title}` }).click();
    await confirmDialog(page, 'Delete this application?', 'Delete Application');
    await seeText(page, 'Application deleted successfully!');
    await seeText(page, 'No applications match these filters.');

    // Delete the job.
    await page.goto('/admin/jobs');
    await waitForPage(page);
    await searchFor(page, 'Search jobs', title);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await confirmDialog(page, `Delete “${title}”?`, 'Delete Job');
    await seeText(page, 'Job deleted successfully!');
    await seeText(page, 'No jobs match these filters.');

    // Filter the audit log and export it.
    await page.goto('/admin/audit');
    await waitForPage(page);
    await page.getByRole('combobox', { name: 'Action Type' }).selectOption('USER_STATUS_CHANGED');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**actionType=USER_STATUS_CHANGED');
    await page.getByRole('cell', { name: new RegExp(`Deactivated user Victor Throwaway <${victim.email.replace(/[.]/g, '\\.')}>`) }).waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^audit_logs_\d{4}-\d{2}-\d{2}\.csv$/);
    await seeText(page, 'Audit logs exported successfully!');
    await admin.close();
  });

  it('the audit page answers visitors and other roles itself', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/admin/audit');
    await page.getByRole('heading', { level: 1, name: 'Authentication Required' }).waitFor();
    await expectNoAxeViolations(page, 'audit page, visitor');
    await signInAs(context, 'applicant');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Access Denied – Only administrators can access the Audit page.' }).waitFor();
    await expectNoAxeViolations(page, 'audit page, job seeker');
    await context.close();
  });

  it.each(VARIANTS)('every admin page passes axe ($name)', async (variant) => {
    const context = await newContext(browser, variant);
    await signInAs(context, 'admin');
    const page = await context.newPage();
    for (const path of ADMIN_PAGES) {
      await page.goto(path);
      await waitForPage(page);
      await page.locator('table, .alert').first().waitFor();
      const label = `${path} (${variant.name})`;
      await expectNoAxeViolations(page, label);
      if (variant.width <= 320 || variant.fontSize) await expectNoHorizontalScroll(page, label);
    }
    await context.close();
  });
});
