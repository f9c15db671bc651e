import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether the employer in the users row `u` has a public company page: an active employer with a
 * slug whose page an administrator has not hidden. The sitemap and every job's `company` link
 * (computed in the jobs' own statements) use it; the company page checks the same on its row.
 */
export const companyPageVisible = (u: SQL): SQL =>
  sql`(${u}.role = 'employer' and ${u}.is_active and not ${u}.company_page_hidden and ${u}.company_slug is not null)`;
