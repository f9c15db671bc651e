import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-client.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useSession } from '../../auth/session.tsx';
import { useSaveJob } from '../api/use-save-job.ts';
import { JobDetails, type JobDetailsData } from '../components/job-details.tsx';
import { loadJobSchema } from '../load-job-schema.ts';
import { toJobInput, type JobFormValues } from '../job-form-values.ts';
import { previewStore } from '../preview-storage.ts';
import '../jobs.css';

function asJob(values: JobFormValues, company: string | null): JobDetailsData {
  const number = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));
  return {
    company_name: company,
    company_website: null,
    description: values.description,
    requirements: values.requirements || null,
    responsibilities: values.responsibilities || null,
    benefits: values.benefits || null,
    accommodations: values.accommodations || null,
    location: values.location || 'Not specified',
    job_type: values.jobType || 'full-time',
    salary_min: number(values.salaryMin),
    salary_max: number(values.salaryMax),
    salary_currency: values.salaryCurrency,
    salary_period: values.salaryPeriod,
    is_remote: values.isRemote,
    disability_types: values.disabilityTypes,
    accommodations_offered: values.accommodationsOffered,
    work_requirements: toJobInput(values).workRequirements ?? [],
    category: values.category || null,
    created_at: '',
    expires_at: values.applicationDeadline || null,
  };
}

/**
 * /jobs/preview: the job as job seekers will see it, from session storage. Publish really posts
 * (or saves the edit); the original product only showed an alert, which no user would expect.
 */
export default function JobPreviewPage() {
  const { user } = useSession();
  const toast = useToast();
  const [preview] = useState(previewStore.load);
  const [problems, setProblems] = useState<string[]>([]);
  const { save, saving: busy, failure } = useSaveJob(preview?.jobId ?? undefined, preview?.draft === true);

  if (!preview) {
    return (
      <div className="stack">
        <PageHeading>No Preview Data</PageHeading>
        <p>There is no job to preview. Fill in the job form and choose Preview.</p>
        <Link to="/jobs/post" className="button">
          Back to the job form
        </Link>
      </div>
    );
  }

  const { values, jobId, draft } = preview;
  const editPath = jobId ? `/jobs/${jobId}/edit` : '/jobs/post';

  const publish = async () => {
    if (busy) return;
    try {
      const schema = await loadJobSchema();
      const found = schema.jobProblems(values);
      setProblems(found);
      if (found.length) return;
      await save(schema.toJobPayload(values));
    } catch (error) {
      toast.error(messageOf(error, failure));
    }
  };

  return (
    <div className="job-detail job-preview stack">
      <PageHeading title={`Preview: ${values.title || 'Untitled job'}`}>{values.title || 'Untitled job'}</PageHeading>
      {/* After the heading, which takes focus on arrival: a screen reader reading on meets it first. */}
      <div className="alert alert--info">
        <p>
          <strong>Preview.</strong> This is how job seekers will see your job. It is not {jobId && !draft ? 'saved' : 'published'} yet.
        </p>
      </div>
      <div aria-live="polite">
        {problems.length ? (
          <div className="alert alert--error">
            <h2>The job cannot be published yet</h2>
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <p>Go back to edit to fix these.</p>
          </div>
        ) : null}
      </div>
      <div className="cluster">
        <Link to={editPath} className="button button--secondary">
          Back to Edit
        </Link>
        <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => void publish()}>
          {busy ? 'Publishing...' : 'Publish'}
        </button>
      </div>
      <JobDetails job={asJob(values, user?.company_name ?? null)} />
    </div>
  );
}
