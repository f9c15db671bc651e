import type { LogoSize } from '@jobboard/contracts/company-options';
import type { AppContext } from '../../platform/context.ts';
import { randomUUID } from 'node:crypto';
import * as repo from './companies.repository.ts';
import { slugCandidates, slugOf } from './slug.ts';

export type CompanyLink = { slug: string; logo_url: string | null };

/**
 * The public logo URL: the logo's own key is in it, so a new upload is a new URL and each one can
 * be cached for long.
 */
export const logoUrl = (slug: string, logoKey: string, size: LogoSize) => `/v1/companies/${slug}/logo?size=${size}&v=${logoKey.slice(0, 8)}`;

/**
 * Company page addresses: the slug an employer's page lives at. Made before the profiles and
 * companies services so both can use it.
 */
export function createCompanyLinks(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    /**
     * Gives the employer a slug from their company name if they have none (the profile calls it on
     * every save). The slug is kept when the name later changes: links to the page, shared and
     * indexed, keep working, and no other company can take the old address.
     */
    async ensureSlug(row: { id: string; role: string; companyName: string | null; companySlug: string | null }): Promise<string | null> {
      if (row.role !== 'employer' || row.companySlug || !row.companyName) return row.companySlug;
      const base = slugOf(row.companyName) || 'company';
      for (const candidate of [...slugCandidates(base), `${base}-${randomUUID().slice(0, 8)}`]) {
        if (await repo.slugTaken(db, candidate)) continue;
        if (await repo.claimSlug(db, row.id, candidate)) break;
      }
      return (await repo.employerById(db, row.id))?.companySlug ?? null;
    },
  };
}
export type CompanyLinks = ReturnType<typeof createCompanyLinks>;

/** A job's `company` field from its employer's visible page (slug and logo key), or null without one. */
export const companyLink = (page: { slug: string; logo_key: string | null } | null | undefined): CompanyLink | null =>
  page ? { slug: page.slug, logo_url: page.logo_key ? logoUrl(page.slug, page.logo_key, 64) : null } : null;
