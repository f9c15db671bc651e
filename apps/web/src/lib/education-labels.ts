// NOTE: `import type` only: users.ts builds zod schemas at load time, and importing its values
// would pull zod into the chunks of the pages that show an education
// (docs/architecture.md#performance-budgets).
// `satisfies` still checks that every contract value has a label and nothing else does.
import type { EDUCATION_LEVELS } from '@jobboard/contracts/users';

type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** Profiles, the Candidate Finder and the applicant review all name education levels so. */
export const EDUCATION_LABELS = {
  high_school: 'High school',
  associate: 'Associate degree',
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: 'Doctorate',
  certification: 'Certification',
} as const satisfies Record<EducationLevel, string>;

/** The label of a stored education level; an unknown value as it is, none as null. */
export const educationLabel = (value: string | null) => (value ? (EDUCATION_LABELS[value as EducationLevel] ?? value) : null);
