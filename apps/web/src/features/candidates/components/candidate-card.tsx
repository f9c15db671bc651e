import { CANDIDATE_SKILLS_SHOWN, type Candidate } from '@jobboard/contracts/candidates';
import { displayName, initials } from '@jobboard/contracts/roles';
import { PersonAvatar } from '../../../ui/person-avatar.tsx';
import { bioPreview, educationLabel, yearsText } from '../candidate-labels.ts';
import { TagList } from '../../../ui/tag-list.tsx';
import '../../../ui/data-table.css';

/** The name to show for a candidate; a profile without any name still gets one. */
export const candidateName = (c: Candidate) => displayName({ first_name: c.first_name, last_name: c.last_name, email: c.email ?? '' }) || 'Candidate';
export const candidateInitials = (c: Candidate) => initials({ first_name: c.first_name, last_name: c.last_name, email: c.email ?? '' });

/**
 * One candidate in the results. The name is a real link that opens the profile in a new tab
 * (and says so); its click area is stretched over the whole card by CSS.
 */
export function CandidateCard({ candidate }: { candidate: Candidate }) {
  const name = candidateName(candidate);
  const titleId = `candidate-${candidate.id}`;
  const shown = candidate.skills.slice(0, CANDIDATE_SKILLS_SHOWN);
  const more = candidate.skills.length - shown.length;
  return (
    <article className="card candidate-card words-whole" aria-labelledby={titleId}>
      <div className="candidate-card__head">
        <PersonAvatar pictureUrl={candidate.profile_picture_url} initials={candidateInitials(candidate)} />
        <div className="candidate-card__who">
          <h3 id={titleId} className="candidate-card__name">
            <a href={`/candidates/${candidate.id}`} target="_blank" rel="noopener noreferrer" className="candidate-card__link">
              {name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </h3>
          <p className="candidate-card__title">{candidate.job_title?.trim() || 'Job Seeker'}</p>
          <p className="muted">{candidate.location?.trim() || 'Location not specified'}</p>
        </div>
      </div>
      {candidate.bio?.trim() ? <p className="candidate-card__bio">{bioPreview(candidate.bio.trim())}</p> : null}
      <TagList items={shown} label="Skills">
        {more > 0 ? <li className="tag candidate-card__more">+{more} more</li> : null}
      </TagList>
      <ul className="candidate-card__facts">
        {candidate.experience_years !== null ? <li>{yearsText(candidate.experience_years)}</li> : null}
        {candidate.education ? <li>{educationLabel(candidate.education)}</li> : null}
        {candidate.is_remote ? (
          <li>
            <span className="badge status-badge status-badge--success">Remote Available</span>
          </li>
        ) : null}
      </ul>
      {candidate.disability_shared && candidate.accommodations?.trim() ? (
        <p className="candidate-card__accommodations">
          <strong>Accommodations:</strong> {candidate.accommodations}
        </p>
      ) : null}
    </article>
  );
}
