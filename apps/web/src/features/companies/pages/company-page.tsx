import { Fragment, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { CompanyPage as Company } from '@jobboard/contracts/companies';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { useConfirm } from '../../../ui/confirm-dialog.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useSession } from '../../auth/session.tsx';
import { JobCard } from '../../jobs/components/job-card.tsx';
import { COMPANIES_KEY, companyPageQuery, setCompanyHidden } from '../api/companies-api.ts';
import '../companies.css';

const safeWebsite = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);
const paragraphs = (text: string) => text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);

/** An administrator's Hide / Show again control, confirmed first and audited by the server. */
function AdminVisibility({ company }: { company: Company }) {
  const [confirm, dialog] = useConfirm();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const hide = !company.hidden;
  const change = async () => {
    const ok = await confirm(
      hide
        ? { title: `Hide ${company.name}'s company page?`, message: 'Visitors, seekers and the employer will get "page not found", and job cards will stop linking to it. You can show it again later.', confirmLabel: 'Hide Company Page', danger: true }
        : { title: `Show ${company.name}'s company page again?`, message: 'Everyone will be able to see it, and job cards will link to it again.', confirmLabel: 'Show Company Page' },
    );
    if (!ok) return;
    setBusy(true);
    try {
      const answer = await setCompanyHidden(company.slug, hide);
      queryClient.setQueryData([...COMPANIES_KEY, 'page', company.slug], answer.data);
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
      toast.success(successText(answer, hide ? 'Company page hidden' : 'Company page shown again'));
    } catch (error) {
      toast.error(messageOf(error, 'The company page could not be changed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="alert alert--info company-page__admin">
      <p>{company.hidden ? 'This company page is hidden: only administrators can see it.' : 'Administrator: you can hide this company page if it breaks the rules.'}</p>
      <button type="button" className={hide ? 'button button--danger' : 'button'} disabled={busy} onClick={() => void change()}>
        {hide ? 'Hide Company Page' : 'Show Company Page Again'}
      </button>
      {dialog}
    </div>
  );
}

/** /companies/{slug}: a company's public page, with its accessibility statement and open jobs. */
export default function CompanyPage() {
  const { slug = '' } = useParams();
  const query = useQuery(companyPageQuery(slug));
  const { user } = useSession();
  const company = query.data;

  if (!company && !query.isError) return <Loading label="Loading company..." />;
  if (!company) {
    const notFound = (query.error as { status?: number }).status === 404;
    return (
      <div className="stack">
        <PageHeading>{notFound ? 'Page Not Found' : 'Error Loading Company'}</PageHeading>
        <p>{notFound ? 'The page you were looking for does not exist or has moved.' : messageOf(query.error, 'The company could not be loaded. Please try again.')}</p>
        <p>
          <Link to="/jobs" className="button">
            Browse Jobs
          </Link>
        </p>
      </div>
    );
  }

  const website = safeWebsite(company.website);
  const facts = [
    company.industry ? ['Industry', company.industry] : null,
    company.size ? ['Company size', `${company.size} employees`] : null,
    company.founded_year ? ['Founded', String(company.founded_year)] : null,
  ].filter((f): f is [string, string] => f !== null);

  return (
    <div className="company-page stack">
      {user?.role === 'admin' ? <AdminVisibility company={company} /> : null}
      <header className="company-page__head card">
        {company.logo ? <img className="company-page__logo" src={company.logo.medium} srcSet={`${company.logo.medium} 1x, ${company.logo.large} 2x`} alt="" width={96} height={96} /> : null}
        <div className="company-page__title">
          <PageHeading title={company.name}>{company.name}</PageHeading>
          {company.industry || company.locations.length ? <p className="muted">{[company.industry, company.locations[0]].filter(Boolean).join(' · ')}</p> : null}
          <p className="company-page__links">
            <a href="#company-jobs">{company.jobs.length === 1 ? '1 open job' : `${company.jobs.length} open jobs`}</a>
            {website ? (
              <a href={website} rel="noopener noreferrer">
                Company website<span className="visually-hidden"> of {company.name}</span>
              </a>
            ) : null}
          </p>
        </div>
      </header>
      <div className="company-page__body">
        <div className="stack">
          {company.about ? (
            <section aria-labelledby="company-about" className="stack">
              <h2 id="company-about">About</h2>
              {paragraphs(company.about).map((p) => (
                <p key={p} className="company-page__text">
                  {p}
                </p>
              ))}
            </section>
          ) : null}
          {/* The statement is what our visitors come for: it stands out from the rest of the page. */}
          <section aria-labelledby="company-statement" className="stack company-page__statement">
            <h2 id="company-statement">Accessibility and inclusion</h2>
            {company.accessibility_statement ? (
              paragraphs(company.accessibility_statement).map((p) => (
                <p key={p} className="company-page__text">
                  {p}
                </p>
              ))
            ) : (
              <p className="muted">This employer has not written an accessibility and inclusion statement yet. You can ask them about accommodations when you apply.</p>
            )}
          </section>
        </div>
        {facts.length || company.locations.length ? (
          <aside className="company-page__facts card stack" aria-labelledby="company-facts">
            <h2 id="company-facts">At a glance</h2>
            {facts.length ? (
              <dl className="details-list">
                {facts.map(([label, value]) => (
                  <Fragment key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </Fragment>
                ))}
              </dl>
            ) : null}
            {company.locations.length ? (
              <>
                <h3 id="company-locations">Locations</h3>
                <ul aria-labelledby="company-locations">
                  {company.locations.map((place) => (
                    <li key={place}>{place}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </aside>
        ) : null}
      </div>
      <section aria-labelledby="company-jobs" className="stack">
        <h2 id="company-jobs" tabIndex={-1}>
          Open jobs at {company.name}
        </h2>
        {company.jobs.length ? (
          <ul className="company-page__jobs" aria-label={`${company.jobs.length === 1 ? '1 job' : `${company.jobs.length} jobs`}`}>
            {company.jobs.map((job) => (
              <li key={job.id}>
                {/* Every job here is this company's: its name on each card would only repeat the heading. */}
                <JobCard job={job} showCompany={false} />
              </li>
            ))}
          </ul>
        ) : (
          <p>There are no open jobs at {company.name} right now.</p>
        )}
      </section>
    </div>
  );
}
