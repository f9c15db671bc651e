import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ApplicantDashboard, RecommendedJob } from '@jobboard/contracts/analytics';
import { DEFAULT_COVER_LETTER } from '@jobboard/contracts/job-options';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useApply } from '../../applications/api/applications-api.ts';
import { useSession } from '../../auth/session.tsx';
import { dashboardQuery } from '../api/dashboard-api.ts';

function RecommendedJobCard({ job, busy, justApplied, onQuickApply }: { job: RecommendedJob; busy: boolean; justApplied: boolean; onQuickApply: () => void }) {
  const titleId = `recommended-${job.id}-title`;
  const status = useRef<HTMLParagraphElement>(null);
  // The button is gone once applied; focus goes to the "Applied" status that replaced it.
  useEffect(() => {
    if (justApplied && job.applied) status.current?.focus();
  }, [justApplied, job.applied]);
  return (
    <li>
      <article className="card recommended-job" aria-labelledby={titleId}>
        <h3 id={titleId} className="recommended-job__title">
          <Link to={`/jobs/${job.id}`}>{job.title}</Link>
        </h3>
        <p className="recommended-job__meta">
          {job.company} · {job.location}
          {job.is_remote ? ' · Remote' : ''}
        </p>
        <dl className="recommended-job__facts">
          <div>
            <dt>Salary</dt>
            <dd>{job.salary}</dd>
          </div>
          <div>
            <dt>Match score</dt>
            <dd>{job.matchScore}%</dd>
          </div>
        </dl>
        <p className="recommended-job__why">
          <strong>Why it matches:</strong> {job.explanation}
        </p>
        {job.applied ? (
          <p ref={status} tabIndex={-1}>
            <StatusBadge tone="info">Applied</StatusBadge>
          </p>
        ) : (
          // NOTE: aria-disabled keeps focus on the button while the application is sent.
          <button type="button" className="button" aria-disabled={busy || undefined} onClick={busy ? undefined : onQuickApply}>
            {busy ? 'Applying...' : 'Quick Apply'}
            <span className="visually-hidden"> for {job.title}</span>
          </button>
        )}
      </article>
    </li>
  );
}

/**
 * Jobs the server matched to the applicant's profile, each with the reason. Quick Apply sends
 * the default cover letter and the resume on file, as job detail's apply form does by default.
 */
export function RecommendedJobs({ jobs }: { jobs: RecommendedJob[] }) {
  const { user } = useSession();
  const apply = useApply();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [justApplied, setJustApplied] = useState<string | null>(null);

  const quickApply = async (job: RecommendedJob) => {
    if (apply.isPending || !user) return;
    try {
      const answer = await apply.mutateAsync({
        job_id: job.id,
        cover_letter: DEFAULT_COVER_LETTER,
        resume_url: user.resume_url ?? user.profile?.resume_url ?? null,
      });
      // Marked applied and counted here, without a refetch now: the server would sort applied jobs
      // lower, moving the card away under the reader (and dropping focus). The next visit refetches.
      const key = dashboardQuery('applicant').queryKey;
      queryClient.setQueryData<ApplicantDashboard>(key, (old) =>
        old && {
          ...old,
          totalApplications: old.totalApplications + 1,
          recommendedJobs: old.recommendedJobs.map((j) => (j.id === job.id ? { ...j, applied: true } : j)),
        },
      );
      setJustApplied(job.id);
      toast.success(successText(answer, 'Application submitted successfully!'));
      void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
    } catch (error) {
      toast.error(messageOf(error, 'Failed to submit application'));
    }
  };

  return (
    <section aria-labelledby="recommended-jobs-title" className="stack">
      <h2 id="recommended-jobs-title">Recommended Jobs</h2>
      {jobs.length ? (
        <ul className="recommended-jobs">
          {jobs.map((job) => (
            <RecommendedJobCard key={job.id} job={job} busy={apply.isPending && apply.variables?.job_id === job.id}
              justApplied={justApplied === job.id}
              onQuickApply={() => void quickApply(job)} />
          ))}
        </ul>
      ) : (
        <p>
          No recommendations yet. <Link to="/jobs">Browse all jobs</Link>
        </p>
      )}
    </section>
  );
}
