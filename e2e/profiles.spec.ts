import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, hasFocus, launchBrowser, newContext, registerAs, signInAs, tabTo, waitForPage } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const seeText = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** Small real files: the server checks the first bytes, not only the name. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Opens a section's edit form by keyboard, changes one field and saves it by keyboard. */
async function editAndSave(page: Page, section: string, firstField: RegExp, field: RegExp, value: string) {
  await tabTo(page, page.getByRole('button', { name: `Edit ${section}` }));
  await page.keyboard.press('Enter');
  await expect.poll(() => hasFocus(page.getByRole('textbox', { name: firstField }))).toBe(true);
  await tabTo(page, page.getByRole('textbox', { name: field }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
  await tabTo(page, page.getByRole('button', { name: 'Save Changes' }));
  await page.keyboard.press('Enter');
  await seeText(page, 'Profile updated successfully!');
  // Back in view mode, focus on the section's heading.
  await expect.poll(() => hasFocus(page.getByRole('heading', { level: 2, name: section }))).toBe(true);
  await page.getByRole('definition').filter({ hasText: value }).first().waitFor();
}

describe('profiles, keyboard only', () => {
  it('job seeker: edits the profile, switches tabs by arrow keys, uploads, downloads and deletes a resume and a picture', async () => {
    const context = await newContext(browser);
    await registerAs(context, 'applicant', 'Noor');
    const page = await context.newPage();
    await page.goto('/profile');
    await waitForPage(page);
    await editAndSave(page, 'Personal Information', /^First Name/, /^Phone/, '+44 20 7946 0958');

    // Arrow keys move between tabs; the tab is kept in the URL.
    await tabTo(page, page.getByRole('tab', { name: 'Personal Information' }));
    await page.keyboard.press('ArrowRight');
    await page.waitForURL('**/profile?tab=resume');
    expect(await hasFocus(page.getByRole('tab', { name: 'Resume' }))).toBe(true);

    // Client-side check first: nothing is sent for a wrong type.
    const resumeInput = page.getByLabel('Choose a resume file');
    await resumeInput.setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: PDF });
    await seeText(page, 'virus.exe has an invalid file type.');
    await resumeInput.setInputFiles({ name: 'my-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await seeText(page, 'Resume uploaded successfully!');
    await page.getByText('my-cv.pdf', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'profile resume tab with a file');

    const downloading = page.waitForEvent('download');
    await tabTo(page, page.getByRole('button', { name: 'Download resume' }));
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('my-cv.pdf');
    await seeText(page, 'Resume download started');

    // Delete behind the confirmation: Escape keeps the file, then confirm by keyboard.
    await tabTo(page, page.getByRole('button', { name: 'Delete resume' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete your resume?' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await hasFocus(page.getByRole('button', { name: 'Delete resume' }))).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await seeText(page, 'Resume deleted successfully!');
    await page.getByText('You have not uploaded a resume yet.').waitFor();

    await page.keyboard.press('Shift+Tab');
    await tabTo(page, page.getByRole('tab', { name: 'Resume' }));
    await page.keyboard.press('ArrowRight');
    await page.waitForURL('**/profile?tab=picture');
    await page.getByLabel('Choose a profile picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await seeText(page, 'Profile picture uploaded successfully!');
    const preview = page.getByRole('img', { name: 'Your current avatar' });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    await page.getByRole('button', { name: 'Delete profile picture' }).click();
    await page.getByRole('dialog', { name: 'Delete your profile picture?' }).getByRole('button', { name: 'Delete Profile picture' }).click();
    await seeText(page, 'Profile picture deleted successfully!');

    // A reload keeps the tab.
    await page.reload();
    await waitForPage(page);
    expect(await page.getByRole('tab', { name: 'Profile Picture' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('employer: /profile leads to the employer profile; company and contact edited by keyboard', async () => {
    const context = await newContext(browser);
    await registerAs(context, 'employer', 'Oskar');
    const page = await context.newPage();
    await page.goto('/profile');
    await page.waitForURL('**/employer-profile');
    await waitForPage(page);
    await editAndSave(page, 'Company Information', /^Company Name/, /^Company Name/, 'Access Works Ltd');
    await page.getByRole('tab', { name: 'Contact Information' }).click();
    await editAndSave(page, 'Contact Information', /^First Name/, /^Job Title/, 'Head of Hiring');
    await context.close();
  });

  it("admin: edits the profile by keyboard; mismatched passwords say 'New passwords do not match!'", async () => {
    const context = await newContext(browser);
    await signInAs(context, 'admin');
    const page = await context.newPage();
    await page.goto('/profile');
    await waitForPage(page);
    await editAndSave(page, 'Personal Information', /^First Name/, /^Department/, 'Platform Operations');

    await tabTo(page, page.getByRole('tab', { name: 'Personal Information' }));
    await page.keyboard.press('End');
    await page.waitForURL('**/profile?tab=security');
    await tabTo(page, page.getByRole('button', { name: 'Change Password' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(page.getByLabel(/^Current Password/))).toBe(true);
    await page.keyboard.type('Admin2026');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Another-Pebble-Signal-27');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Different-Harbor-Cactus-39');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'New passwords do not match!' }).waitFor();
    await context.close();
  });
});
