import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { CompanyLogo, CompanyPage, MyCompany, UpdateMyCompanyRequest } from '@jobboard/contracts/companies';
import { LOGO_SIZES, LOGO_TYPE_HINT, type LogoSize } from '@jobboard/contracts/company-options';
import type { COMPANY_SIZES } from '@jobboard/contracts/users';
import { extensionOf, invalidTypeMessage } from '@jobboard/contracts/uploads';
import { recordAudit, type AuditEntry } from '../../platform/audit.ts';
import type { AppContext, RequestMeta } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { AuthState } from '../../platform/guards.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { sanitizeFileName } from '../uploads/file-checks.ts';
import type { ReceivedFile } from '../uploads/multipart.ts';
import { isLogoFile, logoStorageKey, resizeLogo } from './company-logo.ts';
import { logoUrl, type CompanyLinks } from './company-links.ts';
import * as repo from './companies.repository.ts';

type Deps = { storage: ObjectStorage; jobs: JobsService; links: CompanyLinks };
type Viewer = AuthState['user'] | null;
const NO_PAGE = 'There is no company page at this address';
/** Jobs shown on a company page: the newest of its public ones. */
const PAGE_JOBS = 50;

const actorOf = (u: AuthState['user']) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role });
const logoOf = (slug: string | null, key: string | null): CompanyLogo | null =>
  slug && key ? { small: logoUrl(slug, key, 64), medium: logoUrl(slug, key, 128), large: logoUrl(slug, key, 256) } : null;

export function createCompaniesService(ctx: AppContext, { storage, jobs, links }: Deps) {
  const db = ctx.database.db;
  const ensureSlug = links.ensureSlug;
  const audit = (auth: AuthState, meta: RequestMeta, entry: Pick<AuditEntry, 'action' | 'entityType' | 'entityId' | 'description'> & { success?: boolean }) =>
    recordAudit(db, { success: true, ...entry, actor: actorOf(auth.user), ip: meta.ip, userAgent: meta.userAgent });
  const discardLogo = async (key: string | null) => {
    if (!key) return;
    await Promise.all(LOGO_SIZES.map((size) => storage.delete(logoStorageKey(key, size)).catch(() => undefined)));
  };

  async function ownRow(auth: AuthState) {
    const row = await repo.employerById(db, auth.user.id);
    if (!row) throw notFound('Only employers have a company page');
    return row;
  }

  const mine = (row: repo.CompanyRow, slug: string | null): MyCompany => ({
    slug,
    accessibility_statement: row.companyStatement,
    locations: row.companyLocations,
    logo: logoOf(slug, row.companyLogoKey),
    hidden: row.companyPageHidden,
  });

  /** A page the viewer may see: administrators see hidden ones; nobody sees a non-employer's. */
  async function visibleRow(slug: string, viewer: Viewer) {
    const row = await repo.employerBySlug(db, slug.toLowerCase());
    if (!row || !row.companyName) throw notFound(NO_PAGE);
    const admin = viewer?.role === 'admin';
    if (!admin && (row.companyPageHidden || !row.isActive)) throw notFound(NO_PAGE);
    return row;
  }

  return {
    async mine(auth: AuthState): Promise<MyCompany> {
      const row = await ownRow(auth);
      return mine(row, await ensureSlug(row));
    },

    async updateMine(auth: AuthState, input: UpdateMyCompanyRequest, meta: RequestMeta): Promise<MyCompany> {
      await ownRow(auth);
      const row = await repo.updateCompany(db, auth.user.id, { companyStatement: input.accessibility_statement, companyLocations: input.locations });
      await audit(auth, meta, { action: 'COMPANY_PAGE_UPDATED', entityType: 'user', entityId: row.id, description: 'Updated own company page: accessibility_statement, locations' });
      return mine(row, await ensureSlug(row));
    },

    async uploadLogo(auth: AuthState, file: ReceivedFile, meta: RequestMeta): Promise<MyCompany> {
      await ownRow(auth);
      const fileName = sanitizeFileName(file.fileName, 'logo');
      if (file.data.length === 0) throw badRequest(`${fileName} is empty.`);
      const extension = extensionOf(fileName);
      const sizes = isLogoFile(extension, file.data) ? await resizeLogo(file.data) : null;
      if (!sizes) {
        await audit(auth, meta, { action: 'FILE_REJECTED', entityType: 'file', entityId: null, description: `Company logo refused: not a readable .${extension || '(none)'} image`, success: false });
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, `${invalidTypeMessage(fileName)} ${LOGO_TYPE_HINT}.`);
      }
      const key = randomUUID();
      try {
        for (const [size, data] of sizes) await storage.put(logoStorageKey(key, size), data, 'image/webp');
      } catch (error) {
        await discardLogo(key);
        throw error;
      }
      let result: Awaited<ReturnType<typeof repo.replaceLogo>>;
      try {
        result = await repo.replaceLogo(db, auth.user.id, key);
      } catch (error) {
        await discardLogo(key);
        throw error;
      }
      await discardLogo(result.previousKey);
      await audit(auth, meta, { action: 'FILE_UPLOADED', entityType: 'file', entityId: logoStorageKey(key, 256), description: `Company logo uploaded (${extension}, ${file.data.length} bytes)` });
      return mine(result.row, await ensureSlug(result.row));
    },

    async removeLogo(auth: AuthState, meta: RequestMeta): Promise<MyCompany> {
      const current = await ownRow(auth);
      if (!current.companyLogoKey) throw notFound('No company logo to delete');
      const result = await repo.replaceLogo(db, auth.user.id, null);
      await discardLogo(result.previousKey);
      await audit(auth, meta, { action: 'FILE_DELETED', entityType: 'file', entityId: result.previousKey ? logoStorageKey(result.previousKey, 256) : null, description: 'Company logo deleted' });
      return mine(result.row, result.row.companySlug);
    },

    /** The logo file of a size; the same visibility as the page, so a hidden company's logo is gone too. */
    async openLogo(slug: string, size: LogoSize, viewer: Viewer = null): Promise<{ stream: Readable; etag: string }> {
      const row = await visibleRow(slug, viewer);
      if (!row.companyLogoKey) throw notFound('This company has no logo');
      const stream = await storage.get(logoStorageKey(row.companyLogoKey, size));
      if (!stream) throw notFound('This company has no logo');
      return { stream, etag: `"${row.companyLogoKey}-${size}"` };
    },

    async page(slug: string, viewer: Viewer): Promise<CompanyPage> {
      const row = await visibleRow(slug, viewer);
      return {
        slug: row.companySlug!,
        name: row.companyName!,
        about: row.companyDescription,
        website: row.companyWebsite,
        size: row.companySize as (typeof COMPANY_SIZES)[number] | null,
        industry: row.industry,
        founded_year: row.foundedYear,
        country: row.companyCountry,
        locations: row.companyLocations,
        accessibility_statement: row.companyStatement,
        logo: logoOf(row.companySlug, row.companyLogoKey),
        hidden: row.companyPageHidden,
        jobs: await jobs.publicJobsOf(row.id, PAGE_JOBS),
      };
    },

    async setHidden(slug: string, hidden: boolean, auth: AuthState, meta: RequestMeta) {
      const row = await repo.employerBySlug(db, slug.toLowerCase());
      if (!row) throw notFound(NO_PAGE);
      await repo.setHidden(db, row.id, hidden);
      await audit(auth, meta, {
        action: hidden ? 'COMPANY_PAGE_HIDDEN' : 'COMPANY_PAGE_SHOWN',
        entityType: 'user',
        entityId: row.id,
        description: `${hidden ? 'Hid' : 'Showed again'} the company page /companies/${row.companySlug} (${row.companyName ?? 'no name'})`,
      });
      return this.page(slug, auth.user);
    },

    sitemapCompanies: () => repo.sitemapCompanies(db),

    /** For a job's JSON-LD: the employer's country and, when the page is visible, its 256 px logo path. */
    async postingOrganization(employerId: string) {
      const row = await repo.employerById(db, employerId);
      if (!row) return null;
      const visible = row.companySlug && !row.companyPageHidden && row.isActive;
      return { country: row.companyCountry, logoPath: visible && row.companyLogoKey ? logoUrl(row.companySlug!, row.companyLogoKey, 256) : null };
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
