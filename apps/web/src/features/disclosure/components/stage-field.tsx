import { useId } from 'react';
import { DISCLOSURE_STAGE_LABELS, DISCLOSURE_STAGES, type DisclosureStage } from '@jobboard/contracts/disclosure-rules';

/** What each choice means for the person, in a sentence. */
const STAGE_HINTS: Record<DisclosureStage, string> = {
  never: 'No employer sees it. You can still share it on one application at a time.',
  applied: 'The employer sees it with your application from the start.',
  shortlisted: 'The employer sees it once they shortlist you.',
  interviewed: 'The employer sees it once they mark your application as interviewed.',
  offered: 'The employer sees it once they offer you the job.',
};

/** The stage from which employers you apply to see your disability information, as radio buttons with a hint each. */
export function DisclosureStageField({ value, onChange }: { value: DisclosureStage; onChange: (stage: DisclosureStage) => void }) {
  const id = useId();
  return (
    <fieldset className="disclosure-stage">
      <legend>When may an employer you apply to see it?</legend>
      {DISCLOSURE_STAGES.map((stage) => (
        <div key={stage} className="check">
          <input
            id={`${id}-${stage}`}
            type="radio"
            name={`${id}-stage`}
            value={stage}
            checked={value === stage}
            aria-describedby={`${id}-${stage}-hint`}
            onChange={() => onChange(stage)}
          />
          <label htmlFor={`${id}-${stage}`}>
            {DISCLOSURE_STAGE_LABELS[stage]}
            {stage === 'applied' ? ' (default)' : ''}
          </label>
          <span id={`${id}-${stage}-hint`} className="field__hint">
            {STAGE_HINTS[stage]}
          </span>
        </div>
      ))}
    </fieldset>
  );
}
