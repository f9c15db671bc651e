import type { ApplicationHistoryEntry } from '@jobboard/contracts/review';
import type { ApplicationStatus } from '@jobboard/contracts/job-options';
import { dateTimeText } from '../lib/time.ts';

/**
 * An application's status history as an ordered list, oldest first: when, from → to (in the
 * reader's labels), who and the note. The arrow is decorative; "to" is spoken instead.
 */
export function StatusTimeline({ history, labels }: { history: ApplicationHistoryEntry[]; labels: Record<ApplicationStatus, string> }) {
  if (!history.length) return <p className="muted">No status changes yet.</p>;
  return (
    <ol className="status-timeline">
      {history.map((entry) => (
        <li key={entry.id} className="status-timeline__item">
          <time dateTime={entry.createdAt} className="status-timeline__when">
            {dateTimeText(entry.createdAt)}
          </time>
          <p className="status-timeline__change">
            {entry.fromStatus ? (
              <>
                {labels[entry.fromStatus]} <span aria-hidden="true">→</span>
                <span className="visually-hidden"> to</span>{' '}
              </>
            ) : null}
            <strong>{labels[entry.toStatus]}</strong>
            {entry.changedBy ? <span className="muted"> (by {entry.changedBy})</span> : null}
          </p>
          {entry.notes ? (
            <p className="status-timeline__notes">
              <span className="visually-hidden">Note: </span>
              {entry.notes}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
