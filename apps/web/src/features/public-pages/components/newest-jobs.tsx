import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-client.ts';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { jobListQuery } from '../../jobs/api/job-queries.ts';
import { JobLocation } from '../../jobs/components/job-location.tsx';
import { formatDate } from '../../jobs/job-text.ts';

/** The public job list's first page, newest first, cut to six: only active, visible jobs are listed. */
export const NEWEST_JOBS_QUERY = 'page=1&limit=6&sort=newest';

function Jobs() {
  const query = useQuery(jobListQuery(NEWEST_JOBS_QUERY));
  if (query.isPending) return <Loading label="Loading the newest jobs..." />;
  if (query.isError) {
    return <LoadError level="h3" title="Error Loading Jobs" message={messageOf(query.error, 'The newest jobs could not be loaded. Please try again.')} onRetry={() => void query.refetch()} />;
  }
  if (!query.data.jobs.length) return <p>No jobs are open right now. New postings appear here as soon as employers publish them.</p>;
  return (
    <ul className="newest-jobs">
      {query.data.jobs.map((job) => (
        <li key={job.id} className="card newest-job">
          <h3 className="newest-job__title">
            <Link to={`/jobs/${job.id}`}>{job.title}</Link>
          </h3>
          {job.company_name ? <p className="newest-job__company">{job.company_name}</p> : null}
          <p>
            <span className="visually-hidden">Location: </span>
            <JobLocation location={job.location} remote={job.is_remote} />
          </p>
          <p className="muted">Posted {formatDate(job.created_at)}</p>
        </li>
      ))}
    </ul>
  );
}

/** The six newest open jobs on the home page, each linked, then the way to all of them. */
export function NewestJobs() {
  return (
    <section aria-labelledby="newest-jobs-title" className="home-page__section">
      <h2 id="newest-jobs-title">Newest jobs</h2>
      <Jobs />
      <p>
        <Link to="/jobs">See all jobs</Link>
      </p>
    </section>
  );
}
