import { Link } from 'react-router';
import type { EmployerDashboard } from '@jobboard/contracts/analytics';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@jobboard/contracts/job-options';
import { dateText } from '../../../lib/time.ts';
import { APPLICATION_STATUS_TONES, StatusBadge } from '../../../ui/status-badge.tsx';
import { Change, Count, StatCards } from '../../../ui/stat-cards.tsx';
import { RequestFigures } from '../../accommodation-requests/components/request-figures.tsx';

const PERIOD = 'previous 30 days';

function statusLabel(status: string) {
  const known = status in APPLICATION_STATUS_LABELS;
  return known ? (
    <StatusBadge tone={APPLICATION_STATUS_TONES[status as ApplicationStatus]}>{APPLICATION_STATUS_LABELS[status as ApplicationStatus]}</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">{status}</StatusBadge>
  );
}

/** The employer's figures, each against the previous 30 days, and the latest applications. */
export function EmployerOverview({ data }: { data: EmployerDashboard }) {
  return (
    <>
      <section aria-labelledby="overview-title">
        <h2 id="overview-title">Your hiring</h2>
        <StatCards
          items={[
            { label: 'Posted Jobs', value: <Count value={data.postedJobs} />, note: <Change value={data.changes.postedJobs} period={PERIOD} />, to: '/jobs/my-jobs' },
            { label: 'Total Views', value: <Count value={data.totalViews} />, note: <Change value={data.changes.totalViews} period={PERIOD} /> },
            { label: 'Total Applications', value: <Count value={data.totalApplications} />, note: <Change value={data.changes.totalApplications} period={PERIOD} />, to: '/my-applicants' },
            { label: 'Average Rating', value: data.averageRating === null ? 'N/A' : `${data.averageRating.toFixed(1)} / 5`, note: data.averageRating === null ? 'No ratings yet' : undefined },
          ]}
        />
      </section>
      <RequestFigures figures={data.accommodationRequests} />
      <section aria-labelledby="recent-applications-title" className="stack">
        <h2 id="recent-applications-title">Recent Applications</h2>
        {data.recentApplications.length ? (
          <ul className="recent-applications">
            {data.recentApplications.map((a) => (
              <li key={a.id} className="card recent-application">
                <h3 className="recent-application__title">{a.jobTitle}</h3>
                <p>
                  {a.applicantName} · {statusLabel(a.status)} · <time dateTime={a.date}>{dateText(a.date)}</time>
                </p>
                <Link to={`/my-applicants?jobId=${encodeURIComponent(a.jobId)}`}>
                  View applicants<span className="visually-hidden"> for {a.jobTitle}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>
            No applications yet. <Link to="/jobs/post">Post a job</Link> to start receiving them.
          </p>
        )}
      </section>
    </>
  );
}
