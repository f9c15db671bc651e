import type { RequestEvent } from '@jobboard/contracts/accommodation-requests';
import { accommodationLabel } from '@jobboard/contracts/accommodation-options';
import { dateTimeText } from '../../../lib/time.ts';
import { decisionText } from '../request-words.ts';

const DID = { request: 'asked', answer: 'answered', reply: 'replied' } as const;

/**
 * A request's history, oldest first: each request, answer and reply as it was sent, so an
 * earlier answer stays readable after the employer answers again. `readerRole` says "You".
 */
export function RequestThread({ thread, readerRole }: { thread: RequestEvent[]; readerRole: 'applicant' | 'employer' | 'admin' }) {
  return (
    <ol className="request-thread">
      {thread.map((event) => (
        <li key={event.id} className="request-thread__event">
          <p className="request-thread__who">
            <strong>{event.author.role === readerRole ? 'You' : event.author.name}</strong> {DID[event.kind]},{' '}
            <time dateTime={event.createdAt}>{dateTimeText(event.createdAt)}</time>
          </p>
          {event.responses ? (
            <ul className="request-thread__answers">
              {event.responses.map((r) => (
                <li key={r.item}>
                  {accommodationLabel(r.item)}: {decisionText(r)}
                </li>
              ))}
            </ul>
          ) : null}
          {event.text ? <p className="request-thread__text">{event.text}</p> : null}
        </li>
      ))}
    </ol>
  );
}
