import { Link } from 'react-router';
import type { ApplicantDashboard } from '@jobboard/contracts/analytics';
import { Count, StatCards } from '../../../ui/stat-cards.tsx';
import { RecommendedJobs } from './recommended-jobs.tsx';

/** The job seeker's figures and recommendations (docs/architecture.md#match-score-and-recommendations). */
export function ApplicantOverview({ data }: { data: ApplicantDashboard }) {
  const hint = data.matchHint ? (
    <>
      {data.matchHint} <Link to="/profile">Update your profile</Link>
    </>
  ) : undefined;
  return (
    <>
      <section aria-labelledby="overview-title">
        <h2 id="overview-title">Your activity</h2>
        <StatCards
          items={[
            { label: 'Total Applications', value: <Count value={data.totalApplications} />, to: '/applications' },
            { label: 'Profile Views', value: <Count value={data.profileViews} />, note: 'Employers who opened your profile' },
            { label: 'Saved Jobs', value: <Count value={data.savedJobs} />, to: '/applications?tab=saved' },
            { label: 'Match Score', value: data.matchScore === null ? 'N/A' : `${data.matchScore}%`, note: hint },
          ]}
        />
      </section>
      <RecommendedJobs jobs={data.recommendedJobs} />
    </>
  );
}
