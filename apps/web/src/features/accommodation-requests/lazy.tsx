import { onDemand } from '../../ui/on-demand.tsx';

// The requests load with their own chunk, after the page that shows them (as saved searches do on
// the job list): the pages' route chunks stay within their budget (docs/decisions/005-client-bundle.md).

/** My Applications: an application's requests and "Ask for accommodations". */
export const LazyApplicantRequests = onDemand(() => import('./components/applicant-requests.tsx').then((m) => m.ApplicantRequests));

/** The employer's applicants page: the requests on an applicant's card, with the answer form. */
export const LazyEmployerRequests = onDemand(() => import('./components/employer-requests.tsx').then((m) => m.EmployerRequests));

/** The employer's applicants page: how many requests wait for an answer, and for how long. */
export const LazyWaitingRequests = onDemand(() => import('./components/waiting-requests.tsx').then((m) => m.WaitingRequests));
