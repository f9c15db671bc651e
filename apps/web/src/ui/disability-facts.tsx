import { Fact } from './fact.tsx';
import { TagList } from './tag-list.tsx';

/**
 * A job seeker's disability information as an employer reads it, inside a details list: the
 * needs and notes when the seeker's choices share them here, otherwise a plain "not shared" and
 * why, so an empty field is never mistaken for "no needs".
 */
export function DisabilityFacts({
  shared,
  needs,
  accommodations,
  needed,
  notShared,
}: {
  shared: boolean;
  needs: readonly string[] | undefined;
  accommodations: string | null | undefined;
  /** The accommodations needed, as labels (the vocabulary stays out of every page that shows these facts). */
  needed?: readonly string[] | undefined;
  /** What "not shared" means here, e.g. "Not shared yet: the candidate chose a later stage." */
  notShared: string;
}) {
  if (!shared) return <Fact term="Accessibility information">{notShared}</Fact>;
  if (!needs?.length && !accommodations?.trim() && !needed?.length) return <Fact term="Accessibility information">Shared; none given</Fact>;
  return (
    <>
      <Fact term="Accessibility needs">{needs?.length ? <TagList items={needs} /> : null}</Fact>
      <Fact term="Accommodations needed">{needed?.length ? <TagList items={needed} /> : null}</Fact>
      <Fact term="Accommodations">{accommodations?.trim() || null}</Fact>
    </>
  );
}
