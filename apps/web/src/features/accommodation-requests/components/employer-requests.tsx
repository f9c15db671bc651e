import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AccommodationRequest } from '@jobboard/contracts/accommodation-requests';
import { LoadError } from '../../../ui/loading.tsx';
import { applicationRequestsQuery } from '../api/accommodation-requests-api.ts';
import { STAGE_HEADINGS } from '../request-words.ts';
import { AnswerForm } from './answer-form.tsx';
import { RequestView, type Reader } from './request-view.tsx';
import '../accommodation-requests.css';

/** One request on the applicant's card, with "Answer" (or "Answer again") opening the form in place. */
function AnswerableRequest({ request, applicantName, reader }: { request: AccommodationRequest; applicantName: string; reader: Reader }) {
  const [answering, setAnswering] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const what = `${applicantName}'s ${STAGE_HEADINGS[request.stage].toLowerCase()}`;
  const done = (answered: boolean) => {
    setAnswering(false);
    // Back to where the employer was: the button, or the request's heading once it shows the answer.
    setTimeout(() => (answered ? document.getElementById(`request-${request.id}`) : button.current)?.focus());
  };
  return (
    <RequestView request={request} reader={reader} level="h4">
      {reader !== 'employer' ? null : answering ? (
        <AnswerForm request={request} applicantName={applicantName} onDone={done} />
      ) : (
        <p>
          <button ref={button} type="button" className={`button button--small ${request.state === 'waiting' ? '' : 'button--secondary'}`} onClick={() => setAnswering(true)}>
            {request.answer ? 'Answer again' : 'Answer'}
            <span className="visually-hidden"> {what}</span>
          </button>
        </p>
      )}
    </RequestView>
  );
}

/**
 * The accommodation requests on an applicant's card (the employer's applicants page), each with
 * its answer form. Nothing shows when the applicant asked for none.
 */
export function EmployerRequests({ applicationId, applicantName, reader = 'employer' }: { applicationId: string; applicantName: string; reader?: Reader }) {
  const query = useQuery(applicationRequestsQuery(applicationId));
  const titleId = `requests-${applicationId}`;
  if (query.isError) return <LoadError message="The accommodation requests could not be loaded." onRetry={() => void query.refetch()} />;
  if (!query.data?.length) return null;
  return (
    <section className="requests" aria-labelledby={titleId}>
      <h3 id={titleId}>Accommodation requests</h3>
      <p className="field__hint">Only you, the applicant and Inclusive Jobs administrators can read these. They hold what the applicant chose to send, nothing else from their profile.</p>
      {query.data.map((request) => (
        <AnswerableRequest key={request.id} request={request} applicantName={applicantName} reader={reader} />
      ))}
    </section>
  );
}
