import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-client.ts';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { usePagePastEnd } from '../../../ui/use-page-past-end.ts';
import { savedJobsQuery, useToggleSaved } from '../api/saved-jobs.ts';
import { plural } from '../job-text.ts';
import { JobCard } from './job-card.tsx';

function UnsaveButton({ jobId, title }: { jobId: string; title: string }) {
  const toggle = useToggleSaved();
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-disabled={toggle.isPending || undefined}
      onClick={() => {
        if (!toggle.isPending) toggle.mutate({ jobId, save: false, title });
      }}
    >
      Unsave<span className="visually-hidden"> {title}</span>
    </button>
  );
}

/**
 * The applicant's saved jobs, with Unsave on each (used on My Applications). A heading of its
 * own, unseen, puts the job cards' headings under it for those who move by headings.
 */
export function SavedJobsPanel(props: { page: number; hrefFor: (page: number) => string }) {
  return (
    <>
      <h2 className="visually-hidden">Saved Jobs</h2>
      <SavedJobs {...props} />
    </>
  );
}

function SavedJobs({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const query = useQuery(savedJobsQuery(page));
  const data = query.data;
  const movingBack = usePagePastEnd(page, data && { pages: data.pagination.pages, empty: data.jobs.length === 0 }, hrefFor);
  if (query.isPending || movingBack) return <Loading label="Loading saved jobs..." />;
  if (!data) {
    return (
      <LoadError title="Error Loading Jobs" level="h3" message={messageOf(query.error, 'Your saved jobs could not be loaded. Please try again.')} onRetry={() => void query.refetch()} />
    );
  }
  if (data.jobs.length === 0) {
    return (
      <div className="card">
        <h3>No saved jobs</h3>
        <p>Use the Save button on a job to keep it here for later.</p>
        <Link to="/jobs" className="button">
          Browse Jobs
        </Link>
      </div>
    );
  }
  return (
    <>
      <p>You have {plural(data.pagination.total, 'saved job')}.</p>
      <ul className="job-list">
        {data.jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} actions={<UnsaveButton jobId={job.id} title={job.title} />} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={data.pagination.pages} label="Saved jobs pages" hrefFor={hrefFor} />
    </>
  );
}
