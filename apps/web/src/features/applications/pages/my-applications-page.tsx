import { useSearchParams } from 'react-router';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@jobboard/contracts/job-options';
import { KEEP_FOCUS, PageHeading } from '../../../ui/page-heading.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { SavedJobsPanel } from '../../jobs/components/saved-jobs-panel.tsx';
import type { MyApplicationsFilter } from '../api/applications-api.ts';
import { ApplicationsPanel } from '../components/applications-panel.tsx';
import '../applications.css';

const pageOf = (value: string | null) => Math.max(1, Math.floor(Number(value)) || 1);

/** The filter as read from the URL (search, status, page), so Back and shared links work. */
export function filterFrom(params: URLSearchParams): MyApplicationsFilter {
  const status = params.get('status');
  return {
    search: (params.get('search') ?? '').trim(),
    status: status && (APPLICATION_STATUSES as readonly string[]).includes(status) ? (status as ApplicationStatus) : 'all',
    page: pageOf(params.get('page')),
  };
}

/** The filter written back to the URL, leaving out defaults. */
export function paramsOf(filter: MyApplicationsFilter, tab?: 'saved'): URLSearchParams {
  const out = new URLSearchParams();
  if (tab) out.set('tab', tab);
  if (filter.search.trim()) out.set('search', filter.search.trim());
  if (filter.status !== 'all') out.set('status', filter.status);
  if (filter.page > 1) out.set('page', String(filter.page));
  return out;
}

/** /applications: the applicant's applications and, on a second tab, their saved jobs. */
export default function MyApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'saved' ? 'saved' : 'applications';
  const filter = filterFrom(params);
  const savedHref = (page: number) => `/applications?${paramsOf(filter, 'saved')}${page > 1 ? `&savedPage=${page}` : ''}`;

  return (
    <div className="applications-page stack">
      <div>
        <PageHeading>My Applications</PageHeading>
        <p className="page-subtitle">Track and manage your job applications</p>
      </div>
      <Tabs
        label="My Applications"
        selected={tab}
        onSelect={(id) => setParams(paramsOf(filter, id === 'saved' ? 'saved' : undefined), { state: KEEP_FOCUS, replace: true })}
        tabs={[
          {
            id: 'applications',
            label: 'Applications',
            panel: (
              <ApplicationsPanel
                filter={filter}
                onFilter={(changes) => setParams(paramsOf({ ...filter, ...changes, page: 1 }), { state: KEEP_FOCUS })}
                hrefFor={(page) => `/applications?${paramsOf({ ...filter, page })}`}
              />
            ),
          },
          { id: 'saved', label: 'Saved Jobs', panel: <SavedJobsPanel page={pageOf(params.get('savedPage'))} hrefFor={savedHref} /> },
        ]}
      />
    </div>
  );
}
