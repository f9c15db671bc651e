import { useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { EmployerJobStatus } from '@jobboard/contracts/job-options';
import type { Job } from '@jobboard/contracts/jobs';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { useConfirm } from '../../../ui/confirm-dialog.tsx';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { usePagePastEnd } from '../../../ui/use-page-past-end.ts';
import { useToast } from '../../../ui/toasts.tsx';
import { useDeleteJob, useSetJobStatus } from '../api/job-mutations.ts';
import { myJobsQuery } from '../api/my-jobs.ts';
import { MyJobCard } from '../components/my-job-card.tsx';
import { plural } from '../job-text.ts';
import '../jobs.css';

/** /jobs/my-jobs: the employer's jobs, paged, with status changes and delete. */
export default function MyJobsPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery(myJobsQuery(page));
  const setStatus = useSetJobStatus();
  const remove = useDeleteJob();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [confirm, dialog] = useConfirm();
  const listHeading = useRef<HTMLHeadingElement>(null);

  const changeStatus = async (job: Job, status: EmployerJobStatus) => {
    try {
      const answer = await setStatus.mutateAsync({ id: job.id, status });
      // Shown at once; the refetch that follows confirms it.
      queryClient.setQueryData(myJobsQuery(page).queryKey, (old) => old && { ...old, jobs: old.jobs.map((j) => (j.id === job.id ? { ...j, status } : j)) });
      toast.success(successText(answer, 'Job status updated successfully!'));
    } catch (error) {
      toast.error(messageOf(error, 'Failed to update job status'));
    }
  };

  const deleteJob = async (job: Job) => {
    const ok = await confirm({
      title: `Delete “${job.title}”?`,
      message: 'Are you sure you want to delete this job? This action cannot be undone.',
      confirmLabel: 'Delete Job',
      danger: true,
    });
    if (!ok) return;
    try {
      const answer = await remove.mutateAsync(job.id);
      toast.success(successText(answer, 'Job deleted successfully!'));
      listHeading.current?.focus();
    } catch (error) {
      toast.error(messageOf(error, 'Failed to delete job'));
    }
  };

  const data = query.data;
  const hrefFor = (n: number) => (n > 1 ? `/jobs/my-jobs?page=${n}` : '/jobs/my-jobs');
  const movingBack = usePagePastEnd(page, data && { pages: data.pagination.pages, empty: data.jobs.length === 0 }, hrefFor);
  return (
    <div className="my-jobs-page stack">
      <div className="page-header">
        <PageHeading>My Jobs</PageHeading>
        <Link to="/jobs/post" className="button">
          Post a Job
        </Link>
      </div>
      <p ref={listHeading} tabIndex={-1} className="my-jobs-page__summary">
        {data ? `You have ${plural(data.pagination.total, 'job')}.` : 'Your job postings, their status and their applicants.'}
      </p>
      {query.isPending ? <Loading label="Loading your jobs..." /> : null}
      {query.isError && !data ? (
        <LoadError title="Error Loading Jobs" message={messageOf(query.error, 'Your jobs could not be loaded. Please try again.')} onRetry={() => void query.refetch()} />
      ) : null}
      {data && data.jobs.length === 0 && !movingBack ? (
        <div className="card">
          <h2>No jobs yet</h2>
          <p>Post your first job to start receiving applications.</p>
          <Link to="/jobs/post" className="button">
            Post a Job
          </Link>
        </div>
      ) : null}
      {data && data.jobs.length ? (
        <ul className="my-jobs" aria-busy={query.isFetching || undefined}>
          {data.jobs.map((job) => (
            <li key={job.id}>
              <MyJobCard
                job={job}
                pendingStatus={setStatus.isPending && setStatus.variables?.id === job.id ? setStatus.variables.status : null}
                onStatus={(status) => void changeStatus(job, status)}
                onDelete={() => void deleteJob(job)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <Pagination page={page} pages={data.pagination.pages} label="My jobs pages" hrefFor={hrefFor} onNavigate={() => listHeading.current?.focus()} />
      ) : null}
      {dialog}
    </div>
  );
}
