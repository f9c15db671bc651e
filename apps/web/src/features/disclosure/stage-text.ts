import type { DisclosureStage } from '@jobboard/contracts/disclosure-rules';

/** When each stage shares the information, said to the seeker: "Your settings share it …". */
export const STAGE_MOMENT: Record<Exclude<DisclosureStage, 'never'>, string> = {
  applied: 'when you apply',
  shortlisted: 'once you are shortlisted',
  interviewed: 'once your application is marked as interviewed',
  offered: 'once you receive an offer',
};
