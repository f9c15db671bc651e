import { queryOptions } from '@tanstack/react-query';
import type { CompanyPage, MyCompany, UpdateMyCompanyRequest } from '@jobboard/contracts/companies';
import { LOGO_PART_NAME } from '@jobboard/contracts/company-options';
import { api, type Answer } from '../../../lib/api-client.ts';
import { sendFile, type OnUploadProgress } from '../../uploads/api/uploads-api.ts';

export const COMPANIES_KEY = ['companies'] as const;

/** GET /v1/companies/{slug}; a 404 is not retried. */
export const companyPageQuery = (slug: string) =>
  queryOptions<CompanyPage>({
    queryKey: [...COMPANIES_KEY, 'page', slug],
    queryFn: ({ signal }) => api.get('/v1/companies/{slug}', { params: { slug }, signal }).then((r) => r.data),
    retry: (count, error) => count < 1 && (error as { status?: number }).status !== 404,
  });

/** GET /v1/companies/mine: the employer's slug, statement, locations and logo. */
export const myCompanyQuery = (version: string) =>
  queryOptions<MyCompany>({
    queryKey: [...COMPANIES_KEY, 'mine', version],
    queryFn: ({ signal }) => api.get('/v1/companies/mine', { signal }).then((r) => r.data),
  });

export const saveMyCompany = (body: UpdateMyCompanyRequest) => api.put('/v1/companies/mine', { body });
export const uploadLogo = (file: File, onProgress?: OnUploadProgress) => sendFile<Answer<'/v1/companies/mine/logo', 'post'>>('/v1/companies/mine/logo', LOGO_PART_NAME, file, onProgress);
export const deleteLogo = () => api.delete('/v1/companies/mine/logo');
export const setCompanyHidden = (slug: string, hidden: boolean) => api.put('/v1/companies/{slug}/visibility', { params: { slug }, body: { hidden } });
