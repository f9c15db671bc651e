// NOTE: `import type` only: users.ts builds zod schemas at load time, and importing its values
// would pull zod into the profile page's chunk (docs/architecture.md#performance-budgets).
// `satisfies` below still checks that every contract value has a label and nothing else does.
import type { COMPANY_SIZES } from '@jobboard/contracts/users';
import type { REMOTE_PREFERENCES } from '@jobboard/contracts/profiles';
import { EDUCATION_LABELS } from '../../lib/education-labels.ts';

export { educationLabel } from '../../lib/education-labels.ts';

type CompanySize = (typeof COMPANY_SIZES)[number];

const COMPANY_SIZE_LABELS = {
  '1-10': '1-10 employees',
  '11-50': '11-50 employees',
  '51-200': '51-200 employees',
  '201-500': '201-500 employees',
  '501-1000': '501-1000 employees',
  '1000+': '1000+ employees',
} as const satisfies Record<CompanySize, string>;

/** The API's values for remote preference ('true' = remote only, 'false' = on-site only; profile.mapper.ts). */
const REMOTE_PREFERENCE_LABELS = {
  any: 'Open to any',
  true: 'Remote only',
  false: 'On-site only',
  hybrid: 'Hybrid',
} as const satisfies Record<(typeof REMOTE_PREFERENCES)[number], string>;

export const remotePreferenceLabel = (value: string | null) => (value ? ((REMOTE_PREFERENCE_LABELS as Record<string, string>)[value] ?? null) : null);

const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
export const EDUCATION_OPTIONS = optionsOf(EDUCATION_LABELS);
export const COMPANY_SIZE_OPTIONS = optionsOf(COMPANY_SIZE_LABELS);
export const REMOTE_PREFERENCE_OPTIONS = optionsOf(REMOTE_PREFERENCE_LABELS);

