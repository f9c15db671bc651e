import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoHorizontalScroll, hasFocus, launchBrowser, newContext, registerAs, tabTo, waitForPage, wordsBrokenInside } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A toast (or any text) on screen. */
const seeText = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const headingHasFocus = (page: Page) => page.evaluate(() => document.activeElement?.tagName === 'H1');

describe('jobs, keyboard only', () => {
  it('applicant: search → open a job → apply → My Applications → withdraw → re-apply', async () => {
    const context = await newContext(browser);
    await registerAs(context, 'applicant', 'Rosa');
    const page = await context.newPage();
    await page.goto('/jobs');
    await waitForPage(page);

    // Search with the keyboard; the result count is announced in a polite live region.
    await tabTo(page, page.getByRole('searchbox', { name: 'Keywords' }));
    await page.keyboard.type('Data Analyst');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/jobs?search=Data+Analyst');
    await expect.poll(() => page.locator('p[aria-live="polite"]').first().textContent()).toMatch(/^\d+ jobs? found$/);
    expect(await hasFocus(page.getByRole('searchbox', { name: 'Keywords' }))).toBe(true);
    // Read in place as a paragraph: Orca read a role="status" count only as "statusbar" when reading the page.
    await expect.poll(() => page.getByRole('region', { name: 'Results' }).ariaSnapshot()).toMatch(/\n {2}- paragraph: \d+ jobs? found\n/);

    const jobLink = page.getByRole('link', { name: 'Data Analyst', exact: true });
    await tabTo(page, jobLink);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/jobs\/[0-9a-f-]{36}$/);
    const jobUrl = page.url();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Data Analyst');
    await expect.poll(() => headingHasFocus(page)).toBe(true);
    expect(await page.title()).toBe('Data Analyst at Northwind Accessible Tech | Inclusive Jobs');
    // What a screen reader reads of the breadcrumb: the drawn '›' between its items is not read out.
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).ariaSnapshot()).toBe(
      ['- navigation "Breadcrumb":', '  - list:', '    - listitem:', '      - link "Jobs":', '        - /url: /jobs', '    - listitem: Data Analyst'].join('\n'),
    );

    // Apply with the suggested cover letter.
    const applyArea = page.getByRole('region', { name: 'Apply for this job' });
    await applyArea.getByRole('textbox', { name: 'Cover letter' }).waitFor();
    await expectNoAxeViolations(page, 'job detail with the apply form');
    await tabTo(page, applyArea.getByRole('button', { name: 'Apply Now' }));
    await page.keyboard.press('Enter');
    await seeText(page, 'Application submitted successfully!');
    await applyArea.getByRole('button', { name: 'Withdraw Application' }).waitFor();
    expect(await applyArea.textContent()).toContain('Applied');

    // My Applications, from the sidebar.
    await tabTo(page, page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'My Applications' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/applications');
    await expect.poll(() => headingHasFocus(page)).toBe(true);
    const card = page.getByRole('article', { name: 'Data Analyst' });
    await card.waitFor();
    await expectNoAxeViolations(page, 'My Applications');

    // Withdraw through the confirmation dialog: focus starts on the safe choice.
    await tabTo(page, card.getByRole('button', { name: /^Withdraw application for Data Analyst/ }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Withdraw application?' });
    await dialog.waitFor();
    expect(await hasFocus(dialog.getByRole('button', { name: 'Keep Application' }))).toBe(true);
    await expectNoAxeViolations(page, 'withdraw confirmation dialog');
    await page.keyboard.press('Tab');
    expect(await hasFocus(dialog.getByRole('button', { name: 'Withdraw', exact: true }))).toBe(true);
    await page.keyboard.press('Enter');
    await seeText(page, 'Application withdrawn successfully!');
    await card.getByText('Withdrawn', { exact: true }).waitFor();

    // Back to the job, and apply again.
    await tabTo(page, card.getByRole('link', { name: /^View Job/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL(jobUrl);
    const reapply = page.getByRole('region', { name: 'Apply for this job' }).getByRole('button', { name: 'Re-apply' });
    // The form is loaded on demand for a job seeker who may apply.
    await reapply.waitFor();
    await tabTo(page, reapply);
    await page.keyboard.press('Enter');
    await seeText(page, 'Application submitted successfully!');
    await page.getByRole('region', { name: 'Apply for this job' }).getByRole('button', { name: 'Withdraw Application' }).waitFor();
    await context.close();
  });

  it('employer: draft → preview → publish → edit → deactivate in My Jobs', async () => {
    const context = await newContext(browser);
    await registerAs(context, 'employer', 'Ines');
    const page = await context.newPage();
    const title = `Screen Reader Tester ${Date.now()}`;
    await page.goto('/jobs/post');
    await waitForPage(page);
    const type = async (label: string | RegExp, text: string) => {
      await tabTo(page, page.getByLabel(label).first());
      await page.keyboard.type(text);
    };

    // Submitting empty: the error summary takes focus.
    await tabTo(page, page.getByRole('button', { name: 'Post Job' }));
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    await expect.poll(() => hasFocus(summary)).toBe(true);
    expect(await summary.textContent()).toContain('Job title is required');
    await expectNoAxeViolations(page, 'job form with errors');

    await type(/^Job title/, title);
    await type(/^Location/, 'Remote (EU)');
    await tabTo(page, page.getByLabel(/^Job type/));
    await page.keyboard.type('Part');
    await expect.poll(() => page.getByLabel(/^Job type/).inputValue()).toBe('part-time');
    await type(/^Job description/, 'Test our web products with screen readers and report what blocks people, with clear steps to reproduce.');

    // A draft survives a reload and comes back by itself.
    await tabTo(page, page.getByRole('button', { name: 'Save Draft' }));
    await page.keyboard.press('Enter');
    await seeText(page, 'Draft saved successfully!');
    await page.reload();
    await waitForPage(page);
    await expect.poll(() => page.getByLabel(/^Job title/).inputValue()).toBe(title);
    await page.getByRole('region', { name: /Saved drafts \(1\)/ }).waitFor();

    await type(/^Requirements/, 'Daily use of NVDA, JAWS or VoiceOver.');
    await type(/^Responsibilities/, 'Test releases and write bug reports.');
    await type('Minimum salary', '900');
    await type('Maximum salary', '50');
    await page.getByText('Minimum salary cannot be greater than maximum salary').waitFor();
    await tabTo(page, page.getByLabel('Maximum salary'));
    await page.keyboard.type('000');
    await page.getByText('Minimum salary cannot be greater than maximum salary').waitFor({ state: 'detached' });

    // Preview, back to edit (the form comes back), preview again, publish.
    await tabTo(page, page.getByRole('button', { name: 'Preview' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/jobs/preview');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await expectNoAxeViolations(page, 'job preview');
    await tabTo(page, page.getByRole('link', { name: 'Back to Edit' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/jobs/post');
    await expect.poll(() => page.getByLabel(/^Responsibilities/).inputValue()).toBe('Test releases and write bug reports.');
    await tabTo(page, page.getByRole('button', { name: 'Preview' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/jobs/preview');
    await tabTo(page, page.getByRole('button', { name: 'Publish' }));
    await page.keyboard.press('Enter');
    await seeText(page, 'Job posted successfully!');
    await page.waitForURL(/\/jobs\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.evaluate(() => localStorage.getItem('job-drafts'))).toBeNull();

    // Edit it.
    await tabTo(page, page.getByRole('link', { name: 'Edit Job' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/edit$/);
    const titleField = page.getByLabel(/^Job title/);
    await expect.poll(() => titleField.inputValue()).toBe(title);
    await tabTo(page, titleField);
    await page.keyboard.press('End');
    await page.keyboard.type(' (Senior)');
    await tabTo(page, page.getByRole('button', { name: 'Update Job' }));
    await page.keyboard.press('Enter');
    await seeText(page, 'Job updated successfully!');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`${title} (Senior)`);

    // Deactivate it from My Jobs, reached through the sidebar.
    await page.setViewportSize({ width: 1280, height: 900 });
    await tabTo(page, page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'My Jobs' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/jobs/my-jobs');
    const card = page.getByRole('article', { name: `${title} (Senior)` });
    await card.waitFor();
    await expectNoAxeViolations(page, 'My Jobs');
    const status = card.getByRole('combobox', { name: /^Status/ });
    await tabTo(page, status);
    await page.keyboard.type('Deac');
    await seeText(page, 'Job status updated successfully!');
    await card.locator('.badge', { hasText: 'Deactivated' }).waitFor();
    await context.close();
  });
});

describe('the job list on a phone with the largest text', () => {
  // The sort select took the width of its longest option: at 36 px text that was 416 px on a
  // 320 px screen, and the whole page scrolled sideways.
  it('fits 320 px at font size 36, and sorts by keyboard', async () => {
    const context = await newContext(browser, { name: 'phone, largest text', width: 320, height: 640, fontSize: 36 });
    const page = await context.newPage();
    await page.goto('/jobs?search=analyst');
    await waitForPage(page);
    await expect.poll(() => page.locator('p[aria-live="polite"]').first().textContent()).toMatch(/^\d+ jobs? found$/);
    await expectNoHorizontalScroll(page, 'the job list at 320 px and font size 36');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await tabTo(page, sort);
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/sort=/);
    await expectNoHorizontalScroll(page, 'the sorted job list at 320 px and font size 36');
    await context.close();
  });
});

describe('forms on a phone with the largest text', () => {
  // Words that broke inside themselves, on one line each would fit: the nested boxes of the job
  // form and the filters left 150 to 168 px of a 320 px screen at 36 px text ("Locatio/n"), and
  // headings at twice the text size broke a job title's "Researche/r".
  it('keep the words of the job form, the salary filter, the headings, the header and the menu whole', async () => {
    const context = await newContext(browser, { name: 'phone, largest text', width: 320, height: 640, fontSize: 36 });
    await registerAs(context, 'employer', 'Noor');
    const page = await context.newPage();
    const brokenWords = (selector = 'main label, main legend, main .field__hint, main button', longest = 10, on = page) =>
      wordsBrokenInside(on, selector, longest);
    await page.goto('/jobs/post');
    await waitForPage(page);
    expect(await brokenWords()).toEqual([]);
    await page.goto('/jobs');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Show filters' }).click();
    await page.getByRole('group', { name: 'Salary' }).waitFor();
    expect(await brokenWords()).toEqual([]);
    // Headings come closer to the text size there: a job title's words fit too.
    expect(await brokenWords('main h1, main h2, main h3')).toEqual([]);
    await page.locator('main article h3 a').first().click();
    await page.waitForURL(/\/jobs\/[0-9a-f-]{36}$/);
    await waitForPage(page);
    expect(await brokenWords('main h1, main h2, main h3, header .button')).toEqual([]);
    // The header and the menu keep even their longest words whole: "Accessibility" (254 px),
    // "Notifications", and an applicant's "Applications" ("Dashbo/ard" with the menu's side
    // paddings sized in rem left 164 px; "Notificat/ions" beside its count).
    const header = '.main-nav a, .sidebar a, .site-header .button, .notifications-link';
    const openMenu = async (on: Page) => {
      await on.getByRole('button', { name: 'Menu', exact: true }).click();
      await on.getByRole('complementary', { name: 'Account navigation' }).getByRole('link', { name: 'Dashboard' }).waitFor({ state: 'visible' });
    };
    await openMenu(page);
    expect(await brokenWords(header, Infinity)).toEqual([]);
    await context.close();
    const applicantContext = await newContext(browser, { name: 'phone, largest text', width: 320, height: 640, fontSize: 36 });
    await registerAs(applicantContext, 'applicant', 'Ines');
    const applicantPage = await applicantContext.newPage();
    await applicantPage.goto('/jobs');
    await waitForPage(applicantPage);
    await openMenu(applicantPage);
    expect(await brokenWords(header, Infinity, applicantPage)).toEqual([]);
    await applicantContext.close();
  });
});

describe('the job list as a screen reader is given it', () => {
  // Orca read "Location:Remote" and "View JobCustomer Support…": text hidden for screen readers lost
  // the spaces at its edges. Chromium's tree of text runs is what Orca reads.
  it("gives each card's facts with their labels and the spaces after them", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/jobs');
    await waitForPage(page);
    await page.getByRole('list', { name: 'Key facts' }).first().waitFor();
    const cdp = await context.newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: Array<{ nodeId: string; role?: { value: string }; name?: { value: string }; childIds?: string[] }>;
    };
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const textOf = (id: string): string => {
      const node = byId.get(id)!;
      return node.role?.value === 'StaticText' ? (node.name?.value ?? '') : (node.childIds ?? []).map(textOf).join('');
    };
    const facts = nodes.filter((n) => n.role?.value === 'list' && n.name?.value === 'Key facts').flatMap((list) => (list.childIds ?? []).map(textOf));
    expect(facts.length).toBeGreaterThan(5);
    for (const fact of facts) expect(fact).toMatch(/^(Location: |Job type: |Salary: )\S|^Remote$/);
    await context.close();
  });

  // A number field was read as a spin button ("0.0" when empty, by Orca) and dropped what it could
  // not read: "40k" applied no filter and said nothing.
  it('gives the salary filter as text boxes that say what they cannot read', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/jobs');
    await waitForPage(page);
    const salary = page.getByRole('group', { name: 'Salary' });
    expect(await salary.getByRole('textbox').evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).labels?.[0]?.textContent))).toEqual(['Minimum', 'Maximum']);
    const min = salary.getByRole('textbox', { name: 'Minimum' });
    await tabTo(page, min);
    await page.keyboard.type('40k');
    await page.keyboard.press('Enter');
    await expect.poll(() => min.getAttribute('aria-invalid')).toBe('true');
    expect(await hasFocus(min)).toBe(true);
    expect(await min.ariaSnapshot()).toBe('- textbox "Minimum" [invalid]: 40k');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-describedby'))).toBe('filter-salary-min-error');
    expect(await page.locator('#filter-salary-min-error').textContent()).toBe('Enter the minimum salary as a whole amount, such as 40000');
    expect(new URL(page.url()).search).toBe('');
    await expectNoAxeViolations(page, 'job list with a salary it cannot read');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('45,000');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/jobs?salaryMin=45000');
    await expect.poll(() => min.inputValue()).toBe('45000');
    await context.close();
  });
});

describe('the job list’s typo note, date and pay period, by keyboard', () => {
  it('runs a corrected search, offers the words as typed, and filters by date posted and hourly pay', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const results = page.getByRole('region', { name: 'Results' });
    // A misspelt word finds nothing as typed: the corrected words' jobs come with a note that says so.
    await page.goto('/jobs?search=acessibility');
    await waitForPage(page);
    await expect.poll(() => results.locator('.job-results__suggestion').textContent()).toBe('Showing results for accessibility. Search instead for acessibility');
    await results.getByRole('link', { name: 'Accessibility Engineer (React)' }).waitFor();
    await expectNoAxeViolations(page, 'job list showing a corrected search');
    // The words as typed, by keyboard: nothing found, and the correction is offered as a link.
    const asTyped = results.getByRole('link', { name: 'acessibility', exact: true });
    await tabTo(page, asTyped);
    await page.keyboard.press('Enter');
    await page.waitForURL(/exact=true/);
    await expect.poll(() => results.locator('.job-results__suggestion').textContent()).toBe('Did you mean accessibility?');
    // The live region says both, so that the correction is heard with the count.
    await expect.poll(() => page.locator('p[aria-live="polite"]').first().textContent()).toBe('0 jobs found. Did you mean accessibility?');
    const corrected = results.getByRole('link', { name: 'accessibility', exact: true });
    await tabTo(page, corrected);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'accessibility' && !url.searchParams.has('exact'));
    await results.getByRole('link', { name: 'Accessibility Engineer (React)' }).waitFor();

    // Date posted, from the keyboard, goes into the URL like the other filters.
    await page.goto('/jobs');
    await waitForPage(page);
    const posted = page.getByRole('combobox', { name: 'Date posted' });
    await tabTo(page, posted);
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/postedWithin=1(&|$)/);
    await expect.poll(() => posted.inputValue()).toBe('1');

    // Hourly pay reads as such on its card, and an hourly minimum above its range leaves it out.
    await page.goto('/jobs?search=customer+support');
    await waitForPage(page);
    await results.getByText('CAD 24 - 30 an hour').waitFor();
    await page.goto('/jobs?search=customer+support&salaryMin=25&salaryPeriod=hour');
    await waitForPage(page);
    expect(await page.getByRole('combobox', { name: 'Pay period' }).inputValue()).toBe('hour');
    await results.getByRole('link', { name: 'Customer Support Specialist (Chat and Email)' }).waitFor();
    await page.goto('/jobs?search=customer+support&salaryMin=31&salaryPeriod=hour');
    await waitForPage(page);
    await expect.poll(() => page.locator('p[aria-live="polite"]').first().textContent()).toMatch(/^0 jobs found/);
    await context.close();
  });
});
