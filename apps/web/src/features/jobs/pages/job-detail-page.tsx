import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { jobPageTitle } from '@jobboard/contracts/job-options';
import type { Job } from '@jobboard/contracts/jobs';
import { messageOf } from '../../../lib/api-client.ts';
import { Loading } from '../../../ui/loading.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useSession } from '../../auth/session.tsx';
import { isNotFound, jobQuery } from '../api/job-queries.ts';
import { ApplyArea } from '../components/apply-area.tsx';
import { JobDetails } from '../components/job-details.tsx';
import { LazySaveButton } from '../components/lazy-save-button.tsx';
import { ShareButton } from '../components/share-button.tsx';
import { SimilarJobs } from '../components/similar-jobs.tsx';
import { JobHoldNotice } from '../components/job-hold-notice.tsx';
import '../jobs.css';

function Breadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <Link to="/jobs">Jobs</Link>
        </li>
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

function JobActions({ job, url }: { job: Job; url: string }) {
  const { user } = useSession();
  return (
    <div className="cluster job-detail__actions">
      {user?.role === 'applicant' ? <LazySaveButton job={job} className="button button--secondary" /> : null}
      <ShareButton title={jobPageTitle(job)} url={url} />
      {user?.role === 'employer' && user.id === job.employer_id ? (
        <Link to={`/jobs/${job.id}/edit`} className="button button--secondary">
          Edit Job
        </Link>
      ) : null}
    </div>
  );
}

/** /jobs/{id}: the whole posting, what the reader can do about it, and similar jobs. */
export default function JobDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(jobQuery(id));
  const { user } = useSession();
  const job = query.data;

  // NOTE: no heading while loading: the page heading takes focus and announces the page when it
  // first appears, and that should be the job's title, not "Loading".
  if (!job && !query.isError) return <Loading label="Loading job..." />;

  if (!job) {
    const notFound = isNotFound(query.error);
    const title = notFound ? 'Job Not Found' : 'Error Loading Job';
    return (
      <div className="stack">
        <Breadcrumb current={title} />
        <PageHeading>{title}</PageHeading>
        <p>{notFound ? 'This job does not exist, or it is no longer open for applications.' : messageOf(query.error, 'The job could not be loaded. Please try again.')}</p>
        <div className="cluster">
          {notFound ? null : (
            <button type="button" className="button" onClick={() => void query.refetch()}>
              Retry
            </button>
          )}
          <Link to="/jobs" className={notFound ? 'button' : 'button button--secondary'}>
            Back to Jobs
          </Link>
        </div>
      </div>
    );
  }

  const url = `${window.location.origin}/jobs/${job.id}`;
  return (
    <div className="job-detail stack">
      <Breadcrumb current={job.title} />
      <PageHeading title={jobPageTitle(job)}>{job.title}</PageHeading>
      {/* On paper, where the way back to the posting is its address. */}
      <p className="print-only">Online at {url}</p>
      <JobActions job={job} url={url} />
      {job.hold ? <JobHoldNotice hold={job.hold} owner={user?.id === job.employer_id} /> : null}
      <div className="job-detail__layout">
        <JobDetails job={job} />
        <div className="job-detail__aside stack">
          <ApplyArea job={job} />
          <SimilarJobs jobId={job.id} />
        </div>
      </div>
    </div>
  );
}
