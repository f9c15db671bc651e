// NOTE: `import type` only: users.ts builds zod schemas at load time, and importing its values
// would pull zod into the profile page's chunk (docs/architecture.md#performance-budgets).
// `satisfies` below still checks that every contract value has a label and nothing else does.
import type { COMPANY_SIZES } from '@jobboard/contracts/users';
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

const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
export const EDUCATION_OPTIONS = optionsOf(EDUCATION_LABELS);
export const COMPANY_SIZE_OPTIONS = optionsOf(COMPANY_SIZE_LABELS);

