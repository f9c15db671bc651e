import type { ReactNode } from 'react';
import type { AccommodationRequest } from '@jobboard/contracts/accommodation-requests';
import { dateText } from '../../../lib/time.ts';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { waitedText } from '../request-text.ts';
import { answerLines, decisionText, STAGE_HEADINGS } from '../request-words.ts';
import { RequestThread } from './request-thread.tsx';

export type Reader = 'applicant' | 'employer' | 'admin';
type Level = 'h4' | 'h5';

/** Whose move it is, in the reader's words, with how long it has waited. */
function StateLine({ request, reader }: { request: AccommodationRequest; reader: Reader }) {
  const waiting = request.state === 'waiting' && request.waitingSince;
  return (
    <p className="request__state">
      <span className="visually-hidden">Status: </span>
      {waiting ? (
        <StatusBadge tone="warning">{reader === 'employer' ? 'Waiting for your answer' : 'Waiting for the employer'}</StatusBadge>
      ) : (
        <StatusBadge tone="success">Answered</StatusBadge>
      )}
      <span className="muted">
        {waiting ? ` · for ${waitedText(request.waitingSince!)}` : ''} · Sent <time dateTime={request.createdAt}>{dateText(request.createdAt)}</time>
      </span>
    </p>
  );
}

/**
 * One request as either side reads it: what it is for, each type asked for with its current
 * answer, the applicant's details, the history, and the reader's own action (`children`).
 */
export function RequestView({ request, reader, level, children }: { request: AccommodationRequest; reader: Reader; level: Level; children?: ReactNode }) {
  const Heading = level;
  const titleId = `request-${request.id}`;
  return (
    <article className="request" aria-labelledby={titleId}>
      <Heading id={titleId} className="request__title" tabIndex={-1}>
        {STAGE_HEADINGS[request.stage]}
      </Heading>
      <StateLine request={request} reader={reader} />
      <dl className="request__items">
        {answerLines(request.items, request.answer ?? []).map(({ item, label, response }) => (
          <div key={item}>
            <dt>{label}</dt>
            <dd>{response ? decisionText(response) : 'No answer yet'}</dd>
          </div>
        ))}
      </dl>
      {request.details ? (
        <div className="request__details">
          <p className="request__details-label">{reader === 'applicant' ? 'Your details' : 'Details from the applicant'}</p>
          <p className="request__text">{request.details}</p>
        </div>
      ) : null}
      <details className="request__history">
        <summary>
          History ({request.thread.length})<span className="visually-hidden"> of {STAGE_HEADINGS[request.stage].toLowerCase()}</span>
        </summary>
        <RequestThread thread={request.thread} readerRole={reader} />
      </details>
      {children}
    </article>
  );
}
