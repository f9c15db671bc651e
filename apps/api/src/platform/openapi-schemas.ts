import { z } from 'zod';
import * as accommodationRequests from '@jobboard/contracts/accommodation-requests';
import * as accommodations from '@jobboard/contracts/accommodations';
import * as adminApplications from '@jobboard/contracts/admin-applications';
import * as adminUsers from '@jobboard/contracts/admin-users';
import * as analytics from '@jobboard/contracts/analytics';
import * as applications from '@jobboard/contracts/applications';
import * as auditApi from '@jobboard/contracts/audit-api';
import * as auth from '@jobboard/contracts/auth';
import * as candidates from '@jobboard/contracts/candidates';
import * as companies from '@jobboard/contracts/companies';
import * as contact from '@jobboard/contracts/contact';
import * as disclosure from '@jobboard/contracts/disclosure';
import * as errors from '@jobboard/contracts/errors';
import * as fields from '@jobboard/contracts/fields';
import * as health from '@jobboard/contracts/health';
import * as jobDrafts from '@jobboard/contracts/job-drafts';
import * as jobs from '@jobboard/contracts/jobs';
import * as languageCheck from '@jobboard/contracts/language-check';
import * as notifications from '@jobboard/contracts/notifications';
import * as pagination from '@jobboard/contracts/pagination';
import * as passwordReset from '@jobboard/contracts/password-reset';
import * as profiles from '@jobboard/contracts/profiles';
import * as review from '@jobboard/contracts/review';
import * as savedSearches from '@jobboard/contracts/saved-searches';
import * as taskQueue from '@jobboard/contracts/task-queue';
import * as uploadsApi from '@jobboard/contracts/uploads-api';
import * as users from '@jobboard/contracts/users';

/**
 * Every contracts module that holds request or response schemas. The OpenAPI document names each
 * exported schema after its export (`UserSchema` becomes `User`) under components.schemas, and
 * routes refer to it there rather than repeating it inline. A test checks that no module is missing.
 */
export const CONTRACT_MODULES: Record<string, Record<string, unknown>> = {
  'accommodation-requests': accommodationRequests,
  'accommodations': accommodations,
  'admin-applications': adminApplications,
  'admin-users': adminUsers,
  'analytics': analytics,
  'applications': applications,
  'audit-api': auditApi,
  'auth': auth,
  'candidates': candidates,
  'companies': companies,
  'contact': contact,
  'disclosure': disclosure,
  'errors': errors,
  'fields': fields,
  'health': health,
  'job-drafts': jobDrafts,
  'jobs': jobs,
  'language-check': languageCheck,
  'notifications': notifications,
  'pagination': pagination,
  'password-reset': passwordReset,
  'profiles': profiles,
  'review': review,
  'saved-searches': savedSearches,
  'task-queue': taskQueue,
  'uploads-api': uploadsApi,
  'users': users,
};

/** The registry fastify-type-provider-zod reads ids from: one id per exported schema, unique across modules. */
export function contractSchemaRegistry() {
  const registry = z.registry<{ id: string }>();
  const taken = new Set<string>();
  for (const [module, exports] of Object.entries(CONTRACT_MODULES)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!(value instanceof z.ZodType) || !/^[A-Z]/.test(name) || registry.has(value)) continue;
      const short = name.replace(/Schema$/, '') || name;
      // Two modules exporting one name: the second is told apart by its module.
      const id = taken.has(short) ? `${module.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}${short}` : short;
      taken.add(id);
      registry.add(value, { id });
    }
  }
  return registry;
}
