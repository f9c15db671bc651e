import { lazy, Suspense, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { WITHDRAWABLE_STATUSES } from '@jobboard/contracts/job-options';
import type { Job } from '@jobboard/contracts/jobs';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { useConfirm } from '../../../ui/confirm-dialog.tsx';
import { APPLICATION_STATUS_TONES, StatusBadge } from '../../../ui/status-badge.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useApply, useWithdraw } from '../../applications/api/applications-api.ts';
import { useDisclosureSettings } from '../../disclosure/api/disclosure-api.ts';
import { useSession } from '../../auth/session.tsx';
import { jobQuery } from '../api/job-queries.ts';
import { detailStatusLabel } from '../job-text.ts';
import type { ApplyValues } from './apply-form.tsx';

// NOTE: only a job seeker who has not applied sees the form: the public page does not load it
// (job detail is held to 130 KB of JavaScript).
const ApplyForm = lazy(() => import('./apply-form.tsx').then((m) => ({ default: m.ApplyForm })));

type MyApplication = NonNullable<Job['my_application']>;

function YourStatus({ application }: { application: MyApplication }) {
  return (
    <p>
      Your application:{' '}
      <StatusBadge tone={APPLICATION_STATUS_TONES[application.status]}>{detailStatusLabel(application.status)}</StatusBadge>
    </p>
  );
}

/**
 * What the reader may do about this job (docs/architecture.md#applying-and-withdrawing): visitors sign in, employers and
 * admins are told why they cannot apply, applicants apply, re-apply after withdrawing, or withdraw
 * an active application. A rejected or hired application only shows its status.
 */
export function ApplyArea({ job }: { job: Job }) {
  const { user, status } = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const apply = useApply();
  const hasDisabilityInfo = user?.role === 'applicant' && Boolean(user.accommodations?.trim() || user.accessibility_needs.length || user.accommodations_needed.length);
  const disclosure = useDisclosureSettings(hasDisabilityInfo);
  const withdraw = useWithdraw();
  const [confirm, dialog] = useConfirm();
  const heading = useRef<HTMLHeadingElement>(null);

  const setMine = (application: MyApplication) =>
    queryClient.setQueryData(jobQuery(job.id).queryKey, (old) => (old ? { ...old, my_application: application } : old));

  const onApply = async ({ coverLetter, attachResume, shareDisability, accommodationRequest }: ApplyValues) => {
    if (apply.isPending || !user) return;
    try {
      const answer = await apply.mutateAsync({
        job_id: job.id,
        cover_letter: coverLetter,
        resume_url: attachResume ? (user.resume_url ?? user.profile?.resume_url) : null,
        ...(shareDisability === undefined ? {} : { share_disability: shareDisability }),
        ...(accommodationRequest ? { accommodation_request: accommodationRequest } : {}),
      });
      setMine({ id: answer.data.application.id, status: answer.data.application.status });
      toast.success(successText(answer, 'Application submitted successfully!'));
      heading.current?.focus();
    } catch (error) {
      toast.error(messageOf(error, 'Failed to submit application'));
    }
  };

  const onWithdraw = async (application: MyApplication) => {
    if (withdraw.isPending) return;
    const ok = await confirm({
      title: 'Withdraw application?',
      message: 'Are you sure you want to withdraw this application?',
      confirmLabel: 'Withdraw Application',
      cancelLabel: 'Keep Application',
      danger: true,
    });
    if (!ok) return;
    try {
      const answer = await withdraw.mutateAsync(application.id);
      setMine({ id: application.id, status: answer.data?.application?.status ?? 'applicant_withdrew' });
      toast.success(successText(answer, 'Application withdrawn successfully!'));
      heading.current?.focus();
    } catch (error) {
      toast.error(messageOf(error, 'Failed to withdraw application'));
    }
  };

  let body: React.ReactNode;
  if (status === 'loading') {
    body = <p>Checking your account...</p>;
  } else if (!user) {
    body = (
      <>
        <p>Please log in to apply for this job.</p>
        <Link to="/login" state={{ from: `/jobs/${job.id}` }} className="button">
          Login to Apply
        </Link>
      </>
    );
  } else if (user.role === 'employer') {
    body = <p>Employers cannot apply for jobs.</p>;
  } else if (user.role !== 'applicant') {
    body = <p>Only applicants can apply for jobs</p>;
  } else {
    const mine = job.my_application ?? null;
    if (!mine || mine.status === 'applicant_withdrew') {
      body = (
        <>
          {mine ? <YourStatus application={mine} /> : null}
          <Suspense fallback={<p>Loading the application form...</p>}>
            <ApplyForm
              reapply={Boolean(mine)}
              hasResume={Boolean(user.resume_url ?? user.profile?.resume_url)}
              disclosureStage={hasDisabilityInfo ? (disclosure.data?.stage ?? null) : null}
              busy={apply.isPending}
              onSubmit={(v) => void onApply(v)}
            />
          </Suspense>
        </>
      );
    } else if (WITHDRAWABLE_STATUSES.includes(mine.status)) {
      body = (
        <>
          <YourStatus application={mine} />
          <button type="button" className="button button--danger" aria-disabled={withdraw.isPending || undefined} onClick={() => void onWithdraw(mine)}>
            {withdraw.isPending ? 'Withdrawing...' : 'Withdraw Application'}
          </button>
        </>
      );
    } else {
      body = <YourStatus application={mine} />;
    }
  }

  return (
    <section className="card apply-area" aria-labelledby="apply-area-title">
      <h2 id="apply-area-title" ref={heading} tabIndex={-1}>
        Apply for this job
      </h2>
      {body}
      {dialog}
    </section>
  );
}
