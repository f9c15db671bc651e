import { accommodationLabel, inVocabularyOrder } from '@jobboard/contracts/accommodation-options';
import { workRequirementLabel, type WorkRequirement } from '@jobboard/contracts/work-requirements';

/**
 * What a job offers: the vocabulary's types by name (their descriptions stay with the forms, to keep
 * the job page light), then the employer's own words.
 */
export function OfferedAccommodations({ offered, text }: { offered: readonly string[]; text: string | null }) {
  const types = inVocabularyOrder(offered);
  if (!types.length && !text?.trim()) return null;
  return (
    <section aria-labelledby="job-accommodations" className="job-detail__section job-detail__accommodations">
      <h2 id="job-accommodations">Accommodations</h2>
      {types.length ? (
        <ul className="job-accommodations">
          {types.map((id) => (
            <li key={id}>{accommodationLabel(id)}</li>
          ))}
        </ul>
      ) : null}
      {text?.trim() ? <p className="job-detail__text">{text.trim()}</p> : null}
    </section>
  );
}

/** Physical and sensory requirements as the employer stated them; one not essential says so. */
export function WorkRequirements({ requirements }: { requirements: readonly WorkRequirement[] }) {
  if (!requirements.length) return null;
  return (
    <section aria-labelledby="job-work-requirements" className="job-detail__section">
      <h2 id="job-work-requirements">Physical and sensory requirements</h2>
      <ul>
        {requirements.map((r) => (
          <li key={r.item}>
            {workRequirementLabel(r.item)}: {r.essential ? <strong>essential</strong> : 'not essential, and can be discussed or adjusted'}
          </li>
        ))}
      </ul>
    </section>
  );
}
