import { useQuery } from '@tanstack/react-query';
import { waitingRequestsQuery } from '../api/accommodation-requests-api.ts';
import { requestsText, waitedText } from '../request-text.ts';

/**
 * On the employer's applicants page: how many accommodation requests wait for an answer (of one
 * job when the page shows one) and how long the oldest has waited. Counts only: names and contents
 * are on the applicants' cards, where reading them is recorded.
 */
export function WaitingRequests({ jobId }: { jobId: string | null }) {
  const query = useQuery(waitingRequestsQuery(jobId));
  if (!query.data) return null;
  const { waiting, oldestWaitingSince } = query.data;
  if (!waiting) return <p className="muted">No accommodation requests are waiting for your answer.</p>;
  return (
    <div className="alert alert--warning">
      <p>
        <strong>
          {requestsText(waiting)} {waiting === 1 ? 'is' : 'are'} waiting for your answer.
        </strong>{' '}
        {oldestWaitingSince ? `The ${waiting === 1 ? 'request has' : 'oldest has'} waited ${waitedText(oldestWaitingSince)}. ` : ''}
        Each is on its applicant&apos;s card, with the answer form.
      </p>
    </div>
  );
}
