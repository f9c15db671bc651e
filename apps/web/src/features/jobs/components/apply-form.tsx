import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { DisclosureStage } from '@jobboard/contracts/disclosure-rules';
import { DEFAULT_COVER_LETTER } from '@jobboard/contracts/job-options';
import { STAGE_MOMENT } from '../../disclosure/stage-text.ts';
import { CharacterCountAnnouncer, characterCountText } from '../../../ui/character-count.tsx';
import { TextArea } from '../../../ui/form-fields.tsx';
import { useApplyRequest } from '../../accommodation-requests/components/apply-request.tsx';
import type { AccommodationRequestBody } from '@jobboard/contracts/accommodation-requests';

// NOTE: the same limit as COVER_LETTER_MAX in contracts/applications.ts, which cannot be imported
// here: that module brings zod, and job detail is a public page with a tight JavaScript budget.
export const COVER_LETTER_LIMIT = 5000;

export type ApplyValues = { coverLetter: string; attachResume: boolean; shareDisability?: boolean; accommodationRequest?: AccommodationRequestBody };

/** What ticking or not ticking "share now" means, given the seeker's stage. */
function shareHint(stage: DisclosureStage) {
  if (stage === 'applied') return 'Your privacy settings share it when you apply. Untick to keep it from this employer; you can still share it later from My Applications.';
  if (stage === 'never') return 'Your privacy settings keep it from employers. Tick to share it with this employer now.';
  return `Your privacy settings share it ${STAGE_MOMENT[stage]}. Tick to share it with this employer now.`;
}

/** The cover letter (prefilled, editable) and the choice to attach the resume on file. */
export function ApplyForm({
  reapply,
  hasResume,
  disclosureStage,
  busy,
  onSubmit,
}: {
  reapply: boolean;
  hasResume: boolean;
  /** The seeker's disclosure stage when they have accessibility information to share; null hides the choice. */
  disclosureStage: DisclosureStage | null;
  busy: boolean;
  onSubmit: (values: ApplyValues) => void;
}) {
  const id = useId();
  const [coverLetter, setCoverLetter] = useState(DEFAULT_COVER_LETTER);
  const [attachResume, setAttachResume] = useState(hasResume);
  const [shareNow, setShareNow] = useState<boolean | null>(null);
  const share = shareNow ?? disclosureStage === 'applied';
  const [error, setError] = useState<string | null>(null);
  const length = coverLetter.trim().length;
  const request = useApplyRequest();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length > COVER_LETTER_LIMIT) {
      setError(`Cover letter must be less than ${COVER_LETTER_LIMIT} characters`);
      document.getElementById(`${id}-cover`)?.focus();
      return;
    }
    setError(null);
    const accommodationRequest = request.check();
    if (accommodationRequest === null) return;
    onSubmit({
      coverLetter: coverLetter.trim(),
      attachResume: hasResume && attachResume,
      ...(disclosureStage ? { shareDisability: share } : {}),
      ...(accommodationRequest ? { accommodationRequest } : {}),
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={reapply ? 'Re-apply for this job' : 'Apply for this job'}>
      <TextArea
        id={`${id}-cover`}
        label="Cover letter"
        rows={6}
        value={coverLetter}
        onChange={(e) => {
          setCoverLetter(e.target.value);
          if (error) setError(null);
        }}
        hint={`Edit the suggested text to tell the employer about yourself. ${characterCountText(length, COVER_LETTER_LIMIT)}.`}
        error={error ?? undefined}
      />
      <CharacterCountAnnouncer length={length} max={COVER_LETTER_LIMIT} />
      <div className="field">
        <div className="check">
          <input
            id={`${id}-resume`}
            type="checkbox"
            checked={hasResume && attachResume}
            disabled={!hasResume}
            aria-describedby={hasResume ? undefined : `${id}-resume-hint`}
            onChange={(e) => setAttachResume(e.target.checked)}
          />
          <label htmlFor={`${id}-resume`}>Attach my resume on file</label>
        </div>
        {hasResume ? null : (
          <span id={`${id}-resume-hint`} className="field__hint">
            You have no resume on file yet. <Link to="/profile">Upload one in your profile</Link> to attach it to applications.
          </span>
        )}
      </div>
      {disclosureStage ? (
        <div className="field">
          <div className="check">
            <input id={`${id}-share`} type="checkbox" checked={share} aria-describedby={`${id}-share-hint`} onChange={(e) => setShareNow(e.target.checked)} />
            <label htmlFor={`${id}-share`}>Share my accessibility information with this employer now</label>
          </div>
          <span id={`${id}-share-hint`} className="field__hint">
            {shareHint(disclosureStage)}
          </span>
        </div>
      ) : null}
      {request.section}
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {busy ? 'Submitting...' : reapply ? 'Re-apply' : 'Apply Now'}
      </button>
    </form>
  );
}
