import { Link } from 'react-router';
import { holdMessage } from '@jobboard/contracts/job-options';
import type { JobHoldDto } from '@jobboard/contracts/jobs';

/**
 * Why a job is off the board, for its employer and administrators (the server sends the hold to
 * no one else). The employer reads the same words the server answers when they try to reopen it.
 */
export function JobHoldNotice({ hold, level = 2, owner }: { hold: JobHoldDto; level?: 2 | 3; owner: boolean }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="alert alert--warning job-hold">
      <Heading>{hold.kind === 'admin' ? 'Taken down by an administrator' : 'Hidden: the account is deactivated'}</Heading>
      <p>{holdMessage(hold)}</p>
      <p>
        Job seekers cannot find this job or apply to it, and only an administrator can put it back on the board.
        {owner ? (
          <>
            {' '}
            You can still edit it. <Link to="/contact">Contact support</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
