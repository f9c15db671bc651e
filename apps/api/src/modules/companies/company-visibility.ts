import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether the employer in the users row `u` has a public company page: an active employer with a
 * slug whose page an administrator has not hidden. One rule for the company page itself, the
 * sitemap and every job's `company` link, which the jobs' own statements compute with it.
 */
export const companyPageVisible = (u: SQL): SQL =>
  sql`(${u}.role = 'employer' and ${u}.is_active and not ${u}.company_page_hidden and ${u}.company_slug is not null)`;
