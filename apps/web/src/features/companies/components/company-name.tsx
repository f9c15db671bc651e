import { Link } from 'react-router';
import type { Job } from '@jobboard/contracts/jobs';

/**
 * The employer's name, a link to their company page when it is visible, with the small logo
 * beside it. The logo is decorative (`alt=""`): the name next to it says the same in text.
 */
export function CompanyName({ job, lazy = false }: { job: Pick<Job, 'company_name' | 'company'>; lazy?: boolean }) {
  if (!job.company_name) return null;
  const company = job.company;
  return (
    <span className="company-name">
      {company?.logo_url ? <img className="company-name__logo" src={company.logo_url} alt="" width={24} height={24} {...(lazy ? { loading: 'lazy' as const } : {})} /> : null}
      {company ? <Link to={`/companies/${company.slug}`}>{job.company_name}</Link> : job.company_name}
    </span>
  );
}
