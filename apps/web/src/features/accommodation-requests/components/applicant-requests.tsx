import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '@jobboard/contracts/job-options';
import { Loading, LoadError } from '../../../ui/loading.tsx';
import { applicationRequestsQuery } from '../api/accommodation-requests-api.ts';
import { STAGE_HEADINGS } from '../request-words.ts';
import { AskForm } from './ask-form.tsx';
import { ReplyForm } from './reply-form.tsx';
import { RequestView } from './request-view.tsx';
import '../accommodation-requests.css';

/**
 * The accommodation requests of one application on My Applications: each with its answers and
 * history and a reply, and "Ask for accommodations" while the application is not withdrawn.
 */
export function ApplicantRequests({ application }: { application: { id: string; status: ApplicationStatus; job: { title: string } } }) {
  const query = useQuery(applicationRequestsQuery(application.id));
  const [asking, setAsking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = `requests-${application.id}`;
  const withdrawn = application.status === 'applicant_withdrew';
  const jobTitle = application.job.title;

  const done = (sent: boolean) => {
    setAsking(false);
    setTimeout(() => (sent ? heading.current : button.current)?.focus());
  };

  let list: React.ReactNode;
  if (query.isPending) list = <Loading label="Loading accommodation requests..." />;
  else if (query.isError) list = <LoadError message="Your accommodation requests could not be loaded." onRetry={() => void query.refetch()} />;
  else if (!query.data.length) list = <p className="muted">You have not asked for accommodations on this application.</p>;
  else
    list = query.data.map((request) => (
      <RequestView key={request.id} request={request} reader="applicant" level="h5">
        {withdrawn ? null : <ReplyForm requestId={request.id} what={`${STAGE_HEADINGS[request.stage].toLowerCase()}, ${jobTitle}`} />}
      </RequestView>
    ));

  return (
    <section className="requests" aria-labelledby={titleId}>
      <h4 id={titleId} ref={heading} tabIndex={-1}>
        Accommodation requests
      </h4>
      {list}
      {withdrawn ? (
        <p className="muted">This application was withdrawn, so you cannot ask for accommodations on it. Apply again to ask.</p>
      ) : asking ? (
        <AskForm applicationId={application.id} jobTitle={jobTitle} onDone={done} />
      ) : (
        <p>
          <button ref={button} type="button" className="button button--secondary button--small button--long-words" onClick={() => setAsking(true)}>
            Ask for accommodations<span className="visually-hidden"> for {jobTitle}</span>
          </button>
        </p>
      )}
    </section>
  );
}
