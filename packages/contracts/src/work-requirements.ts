/**
 * A job's physical and sensory requirements, each stated by the employer as essential or not, so a
 * seeker can judge for themselves (docs/decisions/017-accommodations.md). `kind` decides which
 * JobPosting property carries it.
 */
export const WORK_REQUIREMENTS = [
  { id: 'lifting', kind: 'physical', label: 'Lifting and carrying' },
  { id: 'standing', kind: 'physical', label: 'Standing for long periods' },
  { id: 'walking', kind: 'physical', label: 'Walking or moving around a site' },
  { id: 'climbing', kind: 'physical', label: 'Climbing stairs or ladders' },
  { id: 'fine-motor', kind: 'physical', label: 'Precise hand movements' },
  { id: 'driving-licence', kind: 'physical', label: 'A driving licence' },
  { id: 'hearing', kind: 'sensory', label: 'Hearing, for example phone calls or alarms' },
  { id: 'vision', kind: 'sensory', label: 'Seeing, for example small print or colours' },
  { id: 'speaking', kind: 'sensory', label: 'Speaking, for example on the phone' },
] as const;

export type WorkRequirementId = (typeof WORK_REQUIREMENTS)[number]['id'];
export const WORK_REQUIREMENT_IDS = WORK_REQUIREMENTS.map((r) => r.id) as [WorkRequirementId, ...WorkRequirementId[]];
export interface WorkRequirement {
  item: WorkRequirementId;
  essential: boolean;
}

export function workRequirementLabel(id: string): string {
  return WORK_REQUIREMENTS.find((r) => r.id === id)?.label ?? id;
}

export function workRequirementKind(id: string): 'physical' | 'sensory' {
  return WORK_REQUIREMENTS.find((r) => r.id === id)?.kind ?? 'physical';
}

/** How a requirement reads in structured data. */
export function describeRequirement(r: WorkRequirement): string {
  return `${workRequirementLabel(r.item)}: ${r.essential ? 'essential' : 'not essential, can be discussed'}`;
}
