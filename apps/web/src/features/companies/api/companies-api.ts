import { queryOptions } from '@tanstack/react-query';
import type { CompanyPage, MyCompany, UpdateMyCompanyRequest } from '@jobboard/contracts/companies';
import { LOGO_PART_NAME } from '@jobboard/contracts/company-options';
import { apiFetch } from '../../../lib/api-client.ts';
import { sendFile, type OnUploadProgress } from '../../uploads/api/uploads-api.ts';

type MyCompanyAnswer = { success: true; message?: string; data: MyCompany };
type CompanyPageAnswer = { success: true; message?: string; data: CompanyPage };

export const COMPANIES_KEY = ['companies'] as const;

/** GET /v1/companies/{slug}; a 404 is not retried. */
export const companyPageQuery = (slug: string) =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, 'page', slug],
    queryFn: ({ signal }) => apiFetch<CompanyPageAnswer>(`/v1/companies/${encodeURIComponent(slug)}`, { signal }).then((r) => r.data),
    retry: (count, error) => count < 1 && (error as { status?: number }).status !== 404,
  });

/** GET /v1/companies/mine: the employer's slug, statement, locations and logo. */
export const myCompanyQuery = (version: string) =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, 'mine', version],
    queryFn: ({ signal }) => apiFetch<MyCompanyAnswer>('/v1/companies/mine', { signal }).then((r) => r.data),
  });

export const saveMyCompany = (body: UpdateMyCompanyRequest) => apiFetch<MyCompanyAnswer>('/v1/companies/mine', { method: 'PUT', body });
export const uploadLogo = (file: File, onProgress?: OnUploadProgress) => sendFile<MyCompanyAnswer>('/v1/companies/mine/logo', LOGO_PART_NAME, file, onProgress);
export const deleteLogo = () => apiFetch<MyCompanyAnswer>('/v1/companies/mine/logo', { method: 'DELETE' });
export const setCompanyHidden = (slug: string, hidden: boolean) =>
  apiFetch<CompanyPageAnswer>(`/v1/companies/${encodeURIComponent(slug)}/visibility`, { method: 'PUT', body: { hidden } });
