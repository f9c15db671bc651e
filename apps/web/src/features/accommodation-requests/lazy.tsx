import { lazy, Suspense, type ComponentProps } from 'react';

// The requests load with their own chunk, after the page that shows them (as saved searches do on
// the job list): the pages' route chunks stay within their budget (docs/decisions/005-client-bundle.md).
const ApplicantRequests = lazy(() => import('./components/applicant-requests.tsx').then((m) => ({ default: m.ApplicantRequests })));
const EmployerRequests = lazy(() => import('./components/employer-requests.tsx').then((m) => ({ default: m.EmployerRequests })));
const WaitingRequests = lazy(() => import('./components/waiting-requests.tsx').then((m) => ({ default: m.WaitingRequests })));

/** My Applications: an application's requests and "Ask for accommodations". */
export function LazyApplicantRequests(props: ComponentProps<typeof ApplicantRequests>) {
  return (
    <Suspense fallback={null}>
      <ApplicantRequests {...props} />
    </Suspense>
  );
}

/** The employer's applicants page: the requests on an applicant's card, with the answer form. */
export function LazyEmployerRequests(props: ComponentProps<typeof EmployerRequests>) {
  return (
    <Suspense fallback={null}>
      <EmployerRequests {...props} />
    </Suspense>
  );
}

/** The employer's applicants page: how many requests wait for an answer, and for how long. */
export function LazyWaitingRequests(props: ComponentProps<typeof WaitingRequests>) {
  return (
    <Suspense fallback={null}>
      <WaitingRequests {...props} />
    </Suspense>
  );
}
