/** What crawlers read on a company page: built from the company, never from the request. */
import type { CompanyPage } from '@jobboard/contracts/companies';
import { truncate } from '@jobboard/contracts/job-options';
import { renderPage, SITE_NAME } from '../jobs/job-page.ts';
import { countryCode } from '../jobs/job-location.ts';

export const companyDocumentTitle = (company: CompanyPage) => `${company.name} | ${SITE_NAME}`;
export const companyMetaDescription = (company: CompanyPage) =>
  truncate(`${company.name}: company page, accessibility and inclusion, and ${company.jobs.length === 1 ? '1 open job' : `${company.jobs.length} open jobs`}. ${company.about ?? ''}`.trim(), 160);

/** schema.org Organization. */
export function organizationLd(company: CompanyPage, url: string, base: string) {
  const country = countryCode(company.country);
  return {
    '@context': 'https://schema.org/',
    '@type': 'Organization',
    name: company.name,
    url,
    ...(company.logo ? { logo: base + company.logo.large } : {}),
    ...(company.about ? { description: company.about } : {}),
    ...(company.website ? { sameAs: [company.website] } : {}),
    ...(company.founded_year ? { foundingDate: String(company.founded_year) } : {}),
    ...(company.locations.length ? { location: company.locations.map((name) => ({ '@type': 'Place', name })) } : {}),
    ...(country ? { address: { '@type': 'PostalAddress', addressCountry: country } } : {}),
  };
}

export const renderCompanyPage = (indexHtml: string, company: CompanyPage, url: string, base: string) =>
  renderPage(indexHtml, { title: companyDocumentTitle(company), description: companyMetaDescription(company), url, ld: organizationLd(company, url, base) });
