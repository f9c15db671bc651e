/**
 * The accommodation types' groups and plain-language descriptions, for the forms that offer or ask
 * for them and the job page that explains them (ids and labels: accommodation-options.ts).
 */
import { ACCOMMODATION_IDS, ACCOMMODATION_LABELS, type AccommodationId } from './accommodation-options.ts';

export const ACCOMMODATION_GROUPS = ['schedule', 'place', 'technology', 'communication', 'process'] as const;
export type AccommodationGroup = (typeof ACCOMMODATION_GROUPS)[number];

export const ACCOMMODATION_GROUP_LABELS: Record<AccommodationGroup, string> = {
  schedule: 'Schedule',
  place: 'Place of work',
  technology: 'Technology',
  communication: 'Communication',
  process: 'Hiring process',
};

const DETAILS: Record<AccommodationId, [AccommodationGroup, string]> = {
  'flexible-hours': ['schedule', 'Start and finish times can change to suit health, treatment or energy.'],
  'part-time': ['schedule', 'The role can be done on fewer hours than a full week.'],
  'extra-breaks': ['schedule', 'Short breaks when needed, beyond the usual ones.'],
  'remote-work': ['place', 'The work can be done from home, all or part of the time.'],
  'step-free-access': ['place', 'The workplace can be reached and moved around without steps.'],
  'accessible-restroom': ['place', 'A toilet with space, rails and an alarm cord.'],
  'quiet-workspace': ['place', 'A calm place to work, away from noise and busy areas.'],
  'adjustable-desk': ['place', 'A desk and chair that can be set to the right height and position.'],
  'screen-reader-software': ['technology', 'The tools used in the job work with screen readers.'],
  captioning: ['technology', 'Captions on meetings, calls and videos.'],
  'speech-to-text': ['technology', 'Dictation software to write by speaking.'],
  magnification: ['technology', 'Software or a large screen to enlarge what is shown.'],
  'sign-language-interpreter': ['communication', 'An interpreter for meetings, training and interviews.'],
  'written-instructions': ['communication', 'Tasks and changes given in writing as well as spoken.'],
  'instructions-in-advance': ['communication', 'Agendas and materials shared before meetings and training.'],
  'interview-questions-in-advance': ['process', 'The interview questions are sent before the interview.'],
  'extra-assessment-time': ['process', 'More time for tests and tasks in the hiring process.'],
  'remote-interview': ['process', 'Interviews can be held by video or phone instead of in person.'],
  'support-person': ['process', 'A person of the candidate’s choice can come to the interview.'],
};

export interface AccommodationType {
  id: AccommodationId;
  group: AccommodationGroup;
  label: string;
  description: string;
}

export const ACCOMMODATION_TYPES: AccommodationType[] = ACCOMMODATION_IDS.map((id) => ({ id, group: DETAILS[id][0], label: ACCOMMODATION_LABELS[id], description: DETAILS[id][1] }));

/** The type an id names; undefined for an id the vocabulary does not know. */
export function accommodationType(id: string): AccommodationType | undefined {
  return ACCOMMODATION_TYPES.find((t) => t.id === id);
}

/** The types of one group, in order. */
export function accommodationsOfGroup(group: AccommodationGroup): AccommodationType[] {
  return ACCOMMODATION_TYPES.filter((t) => t.group === group);
}
