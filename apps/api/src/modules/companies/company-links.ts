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
 * Job DTOs' `company` field: which employers have a visible company page. Made before the jobs
 * and companies services so both can use it (the companies service lists jobs through jobs).
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

    async linksFor(employerIds: string[]): Promise<Map<string, CompanyLink>> {
      const rows = await repo.visibleCompanies(db, [...new Set(employerIds)]);
      return new Map(rows.map((r) => [r.id, { slug: r.slug!, logo_url: r.logoKey ? logoUrl(r.slug!, r.logoKey, 64) : null }]));
    },
  };
}
export type CompanyLinks = ReturnType<typeof createCompanyLinks>;
