import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { salaryText } from '@jobboard/contracts/job-options';
import { similarJobsQuery } from '../api/job-queries.ts';

/** Up to three related jobs; the block is left out when there are none or they fail to load. */
export function SimilarJobs({ jobId }: { jobId: string }) {
  const { data } = useQuery(similarJobsQuery(jobId));
  if (!data?.length) return null;
  return (
    <section className="card similar-jobs" aria-labelledby="similar-jobs-title">
      <h2 id="similar-jobs-title">Similar jobs</h2>
      <ul className="similar-jobs__list">
        {data.map((job) => (
          <li key={job.id}>
            <Link to={`/jobs/${job.id}`}>{job.title}</Link>
            <span className="muted">
              {[job.company_name, job.location, salaryText(job.salary_min, job.salary_max, job.salary_currency, job.salary_period)].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/jobs">Browse all jobs</Link>
      </p>
    </section>
  );
}
