import { DISCLOSURE_STAGE_LABELS, hasReachedStage, type DisclosureStage } from '@jobboard/contracts/disclosure-rules';
import { DISABILITY_TYPE_LABELS, type DisabilityType } from '@jobboard/contracts/job-options';
import { DisabilityFacts } from '../../../ui/disability-facts.tsx';
import { Fact } from '../../../ui/fact.tsx';
import { TagList } from '../../../ui/tag-list.tsx';

export type PreviewProfile = {
  name: string;
  jobTitle?: string | null;
  location?: string | null;
  skills?: readonly string[];
  accommodations: string | null;
  needs: readonly string[];
  /** The accommodations needed, as labels. */
  needed?: readonly string[];
};
export type PreviewChoices = { findable: boolean; showContact: boolean; stage: DisclosureStage; inFinder: boolean };

/**
 * What an employer sees of you, from the choices on the page (saved or not yet saved): the
 * Candidate Finder card, and an application before and after the stage you chose. It uses the
 * same rule the server applies to every employer answer.
 */
export function DisclosurePreview({ profile, choices, headingLevel = 2 }: { profile: PreviewProfile; choices: PreviewChoices; headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const { stage } = choices;
  const sharedOnApplying = stage !== 'never' && hasReachedStage(['applied'], stage);
  // As employers read them: a need that is one of the disability types shows its label.
  const needs = profile.needs.map((n) => DISABILITY_TYPE_LABELS[n as DisabilityType] ?? n);
  return (
    <section className="card disclosure-preview" aria-labelledby="disclosure-preview-title">
      <H id="disclosure-preview-title">Preview: what an employer sees</H>
      <p className="muted">This follows the choices above as they are now, before you save them.</p>

      <Sub>In the Candidate Finder</Sub>
      {choices.findable ? (
        <dl className="details-list">
          <Fact term="Name">{profile.name || 'Your name'}</Fact>
          <Fact term="Headline">{profile.jobTitle?.trim() || 'Job Seeker'}</Fact>
          <Fact term="Location">{profile.location?.trim() || 'Location not specified'}</Fact>
          <Fact term="Skills">{profile.skills?.length ? <TagList items={profile.skills.slice(0, 5)} /> : null}</Fact>
          <Fact term="Email and phone">{choices.showContact ? 'Shown' : 'Hidden'}</Fact>
          <DisabilityFacts shared={choices.inFinder} needs={needs} accommodations={profile.accommodations} needed={profile.needed} notShared="Not shared" />
        </dl>
      ) : (
        <p>Employers cannot find you in the Candidate Finder.</p>
      )}

      <Sub>On a job you apply for</Sub>
      <p>The employer sees your application, your basic profile, your email and phone, and your resume if you attach it.</p>
      <dl className="details-list">
        <Fact term="When you apply">{sharedOnApplying ? 'Your accessibility information is shared' : 'Your accessibility information shows as "Not shared yet"'}</Fact>
        {stage === 'never' ? (
          <Fact term="Later">Still not shared, unless you share it on that application</Fact>
        ) : sharedOnApplying ? null : (
          <Fact term={`From then on: ${DISCLOSURE_STAGE_LABELS[stage]}`}>Your accessibility information is shared</Fact>
        )}
        {stage === 'never' ? null : (
          <DisabilityFacts shared needs={needs} accommodations={profile.accommodations} needed={profile.needed} notShared="Not shared" />
        )}
      </dl>
    </section>
  );
}
