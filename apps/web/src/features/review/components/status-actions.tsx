import { EMPLOYER_ACTIONS, EMPLOYER_TRANSITIONS } from '@jobboard/contracts/review';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@jobboard/contracts/job-options';
import type { SettableStatus } from '../api/my-applicants.ts';

/** The next statuses the employer may choose from here (docs/architecture.md#application-statuses), in the table's order. */
export const allowedActions = (status: ApplicationStatus) => EMPLOYER_TRANSITIONS[status] as readonly SettableStatus[];

/**
 * One button per allowed next status. Each name carries whose application it is, so a list of
 * entries does not read as a row of identical "Reject" buttons.
 */
export function StatusActions({
  status,
  who,
  busy,
  onAction,
}: {
  status: ApplicationStatus;
  /** "Amara Okafor, Data Analyst". */
  who: string;
  busy: boolean;
  onAction: (next: SettableStatus) => void;
}) {
  const next = allowedActions(status);
  if (!next.length) {
    return <p className="muted">No further status changes: this application is {APPLICATION_STATUS_LABELS[status]}.</p>;
  }
  return (
    <ul className="cluster applicant__actions" aria-label="Change status">
      {next.map((to) => (
        <li key={to}>
          <button
            type="button"
            className={`button button--small ${to === 'rejected' ? 'button--danger' : 'button--secondary'}`}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onAction(to);
            }}
          >
            {EMPLOYER_ACTIONS[to].label}
            <span className="visually-hidden"> ({who})</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
