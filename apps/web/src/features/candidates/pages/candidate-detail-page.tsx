import { accommodationLabel } from '@jobboard/contracts/accommodation-options';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DISABILITY_TYPE_LABELS, APPLICATION_STATUS_LABELS, type ApplicationStatus, type DisabilityType } from '@jobboard/contracts/job-options';
import type { Candidate } from '@jobboard/contracts/candidates';
import { ApiError } from '../../../lib/api-client.ts';
import { dateText } from '../../../lib/time.ts';
import { LoadError, Loading } from '../../../ui/loading.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { PersonAvatar } from '../../../ui/person-avatar.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { candidateQuery, type CandidateApplication } from '../api/candidates-api.ts';
import { educationLabel, REMOTE_PREFERENCE_LABELS, yearsText } from '../candidate-labels.ts';
import { candidateInitials, candidateName } from '../components/candidate-card.tsx';
import '../candidates.css';
import { DisabilityFacts } from '../../../ui/disability-facts.tsx';
import { Fact } from '../../../ui/fact.tsx';
import { TagList } from '../../../ui/tag-list.tsx';

const statusLabel = (s: string) => APPLICATION_STATUS_LABELS[s as ApplicationStatus] ?? s;
const needLabel = (need: string) => DISABILITY_TYPE_LABELS[need as DisabilityType] ?? need;

function Profile({ candidate }: { candidate: Candidate }) {
  return (
    <>
      <section aria-labelledby="candidate-about" className="card">
        <h2 id="candidate-about">About</h2>
        {candidate.bio?.trim() ? <p className="candidate-profile__bio">{candidate.bio}</p> : <p className="muted">No bio yet.</p>}
        <dl className="details-list">
          <Fact term="Experience">{candidate.experience_years === null ? null : yearsText(candidate.experience_years)}</Fact>
          <Fact term="Education">{educationLabel(candidate.education)}</Fact>
          <Fact term="Remote preference">
            {candidate.remote_preference ? (REMOTE_PREFERENCE_LABELS[candidate.remote_preference] ?? candidate.remote_preference) : null}
          </Fact>
          <Fact term="Skills">
            {candidate.skills.length ? <TagList items={candidate.skills} /> : null}
          </Fact>
          <DisabilityFacts
            shared={candidate.disability_shared}
            needs={candidate.accessibility_needs?.map(needLabel)}
            accommodations={candidate.accommodations}
            needed={candidate.accommodations_needed?.map(accommodationLabel)}
            notShared="Not shared in the Candidate Finder. If this candidate applies to one of your jobs, their application says whether it is shared."
          />
        </dl>
      </section>
      {candidate.email || candidate.phone ? (
        <section aria-labelledby="candidate-contact" className="card">
          <h2 id="candidate-contact">Contact</h2>
          <dl className="details-list">
            <Fact term="Email">{candidate.email ? <a href={`mailto:${candidate.email}`}>{candidate.email}</a> : null}</Fact>
            <Fact term="Phone">{candidate.phone ? <a href={`tel:${candidate.phone}`}>{candidate.phone}</a> : null}</Fact>
          </dl>
        </section>
      ) : null}
    </>
  );
}

function Applications({ applications }: { applications: CandidateApplication[] }) {
  return (
    <section aria-labelledby="candidate-applications" className="card">
      <h2 id="candidate-applications">Applications to your jobs</h2>
      {applications.length ? (
        <ul className="candidate-applications">
          {applications.map((a) => (
            <li key={a.id}>
              <Link to={`/my-applicants?jobId=${encodeURIComponent(a.job.id)}`}>
                {a.job.title}
                <span className="visually-hidden"> (review applicants)</span>
              </Link>{' '}
              <StatusBadge tone="neutral">{statusLabel(a.status)}</StatusBadge>{' '}
              <span className="muted">
                applied <time dateTime={a.appliedAt}>{dateText(a.appliedAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>This candidate has not applied to any of your jobs.</p>
      )}
    </section>
  );
}

/** /candidates/{id}: a candidate's public profile, opened from the Candidate Finder (employers only). */
export default function CandidateDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(candidateQuery(id));
  if (query.isPending) return <Loading label="Loading candidate..." />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="stack">
        <PageHeading>{missing ? 'Candidate Not Found' : 'Error Loading Candidate'}</PageHeading>
        {missing ? (
          <p>This profile does not exist or is not public.</p>
        ) : (
          <LoadError message="The candidate's profile could not be loaded. Please try again." onRetry={() => void query.refetch()} />
        )}
        <Link to="/candidate-finder">Back to Candidate Finder</Link>
      </div>
    );
  }
  const { candidate, applications } = query.data.data;
  return (
    <div className="candidate-profile stack">
      <div className="candidate-profile__head">
        <PersonAvatar pictureUrl={candidate.profile_picture_url} initials={candidateInitials(candidate)} size="large" />
        <div>
          <PageHeading>{candidateName(candidate)}</PageHeading>
          <p className="page-subtitle">{candidate.job_title?.trim() || 'Job Seeker'}</p>
          <p className="muted">{candidate.location?.trim() || 'Location not specified'}</p>
          {candidate.is_remote ? <span className="badge status-badge status-badge--success">Remote Available</span> : null}
        </div>
      </div>
      <Profile candidate={candidate} />
      <Applications applications={applications} />
    </div>
  );
}
