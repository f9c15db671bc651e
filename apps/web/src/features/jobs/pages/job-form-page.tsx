import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../../lib/api-client.ts';
import { Loading } from '../../../ui/loading.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useSession } from '../../auth/session.tsx';
import { jobQuery } from '../api/job-queries.ts';
import { JobForm } from '../components/job-form.tsx';
import { draftStore, draftValues, latestDraft } from '../drafts.ts';
import { EMPTY_JOB_FORM, jobToFormValues, type JobFormValues } from '../job-form-values.ts';
import { formatDate } from '../job-text.ts';
import { previewStore } from '../preview-storage.ts';
import '../jobs.css';

type Start = { values: JobFormValues; notice: string | null };

/** A new form starts from the job being previewed, else the latest draft, else blank. */
function newJobStart(): Start {
  const preview = previewStore.load();
  if (preview && preview.jobId === null) return { values: preview.values, notice: 'Your job is back as you left it in the preview.' };
  const draft = latestDraft(draftStore.load());
  if (draft) return { values: draftValues(draft), notice: `Your latest draft, saved ${formatDate(draft.savedAt)}, has been restored.` };
  return { values: EMPTY_JOB_FORM, notice: null };
}

function PostJob() {
  const [start, setStart] = useState(newJobStart);
  const [version, setVersion] = useState(0);
  const startBlank = () => {
    previewStore.clear();
    setStart({ values: EMPTY_JOB_FORM, notice: null });
    setVersion((v) => v + 1);
  };
  return (
    <>
      <PageHeading>Post a Job</PageHeading>
      <JobForm key={version} initial={start.values} notice={start.notice} onStartBlank={startBlank} />
    </>
  );
}

function EditJob({ id, userId }: { id: string; userId: string }) {
  const query = useQuery(jobQuery(id));
  if (query.isPending) return <Loading label="Loading job..." />;
  if (query.isError || query.data.employer_id !== userId) {
    return (
      <>
        <PageHeading>Error Loading Job</PageHeading>
        <p>{query.isError ? messageOf(query.error, 'The job could not be loaded. Please try again.') : 'You can only edit jobs that you posted.'}</p>
        <Link to="/jobs/my-jobs" className="button">
          Back to My Jobs
        </Link>
      </>
    );
  }
  const preview = previewStore.load();
  const fromPreview = preview?.jobId === id;
  const draft = query.data.status === 'draft';
  return (
    <>
      <PageHeading title={`Edit ${query.data.title}`}>{draft ? 'Edit Draft' : 'Edit Job'}</PageHeading>
      <p>
        Editing <strong>{query.data.title}</strong>. {draft ? 'It is a draft: only you can see it.' : <Link to={`/jobs/${id}`}>View the job</Link>}
      </p>
      <JobForm
        key={`${id}-${query.data.status}`}
        jobId={id}
        draft={draft}
        initial={fromPreview ? preview.values : jobToFormValues(query.data)}
        notice={fromPreview ? 'Your changes are back as you left them in the preview.' : null}
      />
    </>
  );
}

/** /jobs/post and /jobs/{id}/edit: one form; employers only (the route guard checks too). */
export default function JobFormPage() {
  const { id } = useParams();
  const { user } = useSession();
  if (user?.role !== 'employer') {
    return (
      <div className="stack">
        <PageHeading>Access Denied</PageHeading>
        <p>Only employers can post jobs</p>
        <Link to="/jobs" className="button">
          Browse Jobs
        </Link>
      </div>
    );
  }
  return <div className="job-form-page stack">{id ? <EditJob id={id} userId={user.id} /> : <PostJob />}</div>;
}
