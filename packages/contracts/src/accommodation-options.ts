/**
 * The product's shared vocabulary of workplace accommodations and of a job's physical and sensory
 * requirements (docs/decisions/017-accommodations.md). Kept free of zod: the job form, the job
 * page, the mappers and the match all read it. An id, once published, keeps its meaning; a new
 * type is added at the end of its group and to the database checks in a migration.
 */

export const ACCOMMODATIONS_VERSION = 1;

export const ACCOMMODATION_GROUPS = ['schedule', 'place', 'technology', 'communication', 'process'] as const;
export type AccommodationGroup = (typeof ACCOMMODATION_GROUPS)[number];

export const ACCOMMODATION_GROUP_LABELS: Record<AccommodationGroup, string> = {
  schedule: 'Schedule',
  place: 'Place of work',
  technology: 'Technology',
  communication: 'Communication',
  process: 'Hiring process',
};

export interface AccommodationType {
  id: string;
  group: AccommodationGroup;
  label: string;
  description: string;
}

export const ACCOMMODATION_TYPES = [
  { id: 'flexible-hours', group: 'schedule', label: 'Flexible hours', description: 'Start and finish times can change to suit health, treatment or energy.' },
  { id: 'part-time', group: 'schedule', label: 'Part-time hours', description: 'The role can be done on fewer hours than a full week.' },
  { id: 'extra-breaks', group: 'schedule', label: 'Extra breaks', description: 'Short breaks when needed, beyond the usual ones.' },
  { id: 'remote-work', group: 'place', label: 'Remote work', description: 'The work can be done from home, all or part of the time.' },
  { id: 'step-free-access', group: 'place', label: 'Step-free access', description: 'The workplace can be reached and moved around without steps.' },
  { id: 'accessible-restroom', group: 'place', label: 'Accessible restroom', description: 'A toilet with space, rails and an alarm cord.' },
  { id: 'quiet-workspace', group: 'place', label: 'Quiet workspace', description: 'A calm place to work, away from noise and busy areas.' },
  { id: 'adjustable-desk', group: 'place', label: 'Adjustable desk', description: 'A desk and chair that can be set to the right height and position.' },
  { id: 'screen-reader-software', group: 'technology', label: 'Screen reader compatible software', description: 'The tools used in the job work with screen readers.' },
  { id: 'captioning', group: 'technology', label: 'Captioning', description: 'Captions on meetings, calls and videos.' },
  { id: 'speech-to-text', group: 'technology', label: 'Speech-to-text', description: 'Dictation software to write by speaking.' },
  { id: 'magnification', group: 'technology', label: 'Screen magnification', description: 'Software or a large screen to enlarge what is shown.' },
  { id: 'sign-language-interpreter', group: 'communication', label: 'Sign language interpreter', description: 'An interpreter for meetings, training and interviews.' },
  { id: 'written-instructions', group: 'communication', label: 'Written instructions', description: 'Tasks and changes given in writing as well as spoken.' },
  { id: 'instructions-in-advance', group: 'communication', label: 'Instructions in advance', description: 'Agendas and materials shared before meetings and training.' },
  { id: 'interview-questions-in-advance', group: 'process', label: 'Interview questions in advance', description: 'The interview questions are sent before the interview.' },
  { id: 'extra-assessment-time', group: 'process', label: 'Extra time for assessments', description: 'More time for tests and tasks in the hiring process.' },
  { id: 'remote-interview', group: 'process', label: 'Video or phone interview', description: 'Interviews can be held by video or phone instead of in person.' },
  { id: 'support-person', group: 'process', label: 'Support person at interview', description: 'A person of the candidate’s choice can come to the interview.' },
] as const satisfies readonly AccommodationType[];

export type AccommodationId = (typeof ACCOMMODATION_TYPES)[number]['id'];
export const ACCOMMODATION_IDS = ACCOMMODATION_TYPES.map((t) => t.id) as [AccommodationId, ...AccommodationId[]];

const BY_ID = new Map<string, AccommodationType>(ACCOMMODATION_TYPES.map((t) => [t.id, t]));

/** The type an id names; undefined for an id the vocabulary does not know. */
export function accommodationType(id: string): AccommodationType | undefined {
  return BY_ID.get(id);
}

export function accommodationLabel(id: string): string {
  return BY_ID.get(id)?.label ?? id;
}

/** Ids in the vocabulary's own order (grouped, as the form shows them), without repeats. */
export function inVocabularyOrder<T extends string>(ids: readonly T[]): T[] {
  const wanted = new Set<string>(ids);
  return ACCOMMODATION_IDS.filter((id) => wanted.has(id)) as string[] as T[];
}

/** The types of one group, in order. */
export function accommodationsOfGroup(group: AccommodationGroup): AccommodationType[] {
  return ACCOMMODATION_TYPES.filter((t) => t.group === group);
}

/**
 * A job's physical and sensory requirements, each stated by the employer as essential or not, so
 * a seeker can judge for themselves. `kind` decides which JobPosting property carries it.
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

/** How a requirement reads on the job page and in structured data. */
export function describeRequirement(r: WorkRequirement): string {
  return `${workRequirementLabel(r.item)}: ${r.essential ? 'essential' : 'not essential, can be discussed'}`;
}

/**
 * The private match of a job's offer against one seeker's needs: computed for that seeker alone,
 * never stored, never shown to employers, never used to rank people.
 */
export function matchAccommodations(offered: readonly string[], needed: readonly string[]): { offered: number; needed: number; missing: string[] } | null {
  const need = inVocabularyOrder(needed);
  if (need.length === 0) return null;
  const offer = new Set(offered);
  const missing = need.filter((id) => !offer.has(id));
  return { offered: need.length - missing.length, needed: need.length, missing };
}
