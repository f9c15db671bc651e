import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, hasFocus, launchBrowser, newContext, signInAs, tabTo, uniqueEmail, waitForPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A square PNG of one colour, made here: the server decodes and resizes it, so it must be a real image. */
function solidPng(size: number, rgba: [number, number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const row = Buffer.concat([Buffer.from([0]), ...Array.from({ length: size }, () => Buffer.from(rgba))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
const PNG = solidPng(48, [30, 90, 160, 255]);
const STATEMENT = 'Step-free offices, captioned meetings and flexible hours. Ask for any adjustment by email.';
const seeText = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('company pages, keyboard only', () => {
  it('an employer writes the statement and uploads a logo, opens the page from a job card; an admin hides it', async () => {
    const suffix = Math.floor(Math.random() * 1e6);
    const company = `Lumen Access ${suffix}`;
    const slug = `lumen-access-${suffix}`;
    const title = `Access Coordinator ${suffix}`;

    // The employer, their company name and one job, through the API.
    const employer = await newContext(browser);
    const registered = await employer.request.post('/v1/auth/register', {
      data: { email: uniqueEmail('company'), password: 'Lantern-Quartz-Meadow-41', firstName: 'Ines', lastName: 'Tester', role: 'employer', termsAccepted: true },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const { token } = ((await registered.json()) as { data: { token: string } }).data;
    await employer.addInitScript((t) => localStorage.setItem('token', t), token);
    const headers = { authorization: `Bearer ${token}` };
    expect((await employer.request.put('/v1/users/profile', { headers, data: { company_name: company } })).status()).toBe(200);
    const job = await employer.request.post('/v1/jobs', {
      headers,
      data: { title, description: 'Coordinate accommodations for new colleagues and keep our offices accessible to everyone.', location: 'Manchester, UK', jobType: 'full-time', salaryCurrency: 'GBP' },
    });
    expect(job.status(), await job.text()).toBe(201);

    // The statement and the logo, from the employer profile's company tab.
    const page = await employer.newPage();
    await page.goto('/employer-profile');
    await waitForPage(page);
    const statement = page.getByRole('textbox', { name: /Accessibility and inclusion statement/ });
    await tabTo(page, statement);
    await page.keyboard.type(STATEMENT);
    await tabTo(page, page.getByRole('textbox', { name: /^Locations/ }));
    await page.keyboard.type('Manchester, UK');
    await tabTo(page, page.getByRole('button', { name: 'Save Company Page' }));
    await page.keyboard.press('Enter');
    await seeText(page, 'Company page saved');
    const logoInput = page.getByLabel('Choose a company logo file');
    await tabTo(page, logoInput);
    await logoInput.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: PNG });
    await seeText(page, 'logo.gif has an invalid file type.');
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await seeText(page, 'Company logo uploaded successfully!');
    await page.getByRole('img', { name: 'Your current company logo' }).waitFor();
    await expectNoAxeViolations(page, 'employer profile with a company logo');

    // From a job card's company link to the public page.
    await page.goto(`/jobs?search=${encodeURIComponent(title)}`);
    await waitForPage(page);
    const link = page.getByRole('link', { name: company, exact: true }).first();
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/companies/${slug}`);
    await expect.poll(() => hasFocus(page.getByRole('heading', { level: 1, name: company }))).toBe(true);
    await seeText(page, STATEMENT);
    await page.getByRole('link', { name: title }).waitFor();
    expect(await page.title()).toBe(`${company} | Inclusive Jobs`);

    // A visitor sees the page.
    const visitor = await newContext(browser);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/companies/${slug}`);
    await waitForPage(visitorPage);
    await visitorPage.getByRole('heading', { level: 2, name: 'Accessibility and inclusion' }).waitFor();
    await seeText(visitorPage, STATEMENT);
    await expectNoAxeViolations(visitorPage, 'company page (visitor)');

    // An administrator hides it, confirming in the dialog by keyboard.
    const admin = await newContext(browser);
    await signInAs(admin, 'admin');
    const adminPage = await admin.newPage();
    await adminPage.goto(`/companies/${slug}`);
    await waitForPage(adminPage);
    await tabTo(adminPage, adminPage.getByRole('button', { name: 'Hide Company Page' }));
    await adminPage.keyboard.press('Enter');
    const dialog = adminPage.getByRole('dialog');
    await dialog.waitFor();
    await tabTo(adminPage, dialog.getByRole('button', { name: 'Hide Company Page' }));
    await adminPage.keyboard.press('Enter');
    await seeText(adminPage, 'This company page is hidden: only administrators can see it.');

    // The visitor now gets the not-found page.
    await visitorPage.reload();
    await waitForPage(visitorPage);
    await visitorPage.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();

    await Promise.all([employer.close(), visitor.close(), admin.close()]);
  }, 120_000);
});
