import { Link, useLocation } from 'react-router';
import { ROLE_LABELS, type Role } from '@jobboard/contracts/roles';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useSession } from '../session.tsx';

type DeniedState = { requiredRole?: Role; userRole?: Role; attemptedPath?: string } | null;

const label = (role: Role | undefined) => (role ? ROLE_LABELS[role] ?? role : undefined);

/** Access denied: what was asked for, by whom, and where to go instead. */
export default function UnauthorizedPage() {
  const { user } = useSession();
  const state = useLocation().state as DeniedState;
  const yourRole = label(state?.userRole ?? user?.role);
  return (
    <div className="stack">
      <PageHeading>Access Denied</PageHeading>
      <p>You do not have permission to view this page.</p>
      <dl className="details-list">
        {yourRole ? (
          <>
            <dt>Your role</dt>
            <dd>{yourRole}</dd>
          </>
        ) : null}
        {state?.requiredRole ? (
          <>
            <dt>Required role</dt>
            <dd>{label(state.requiredRole)}</dd>
          </>
        ) : null}
        {state?.attemptedPath ? (
          <>
            <dt>Page you tried to open</dt>
            <dd>
              <code>{state.attemptedPath}</code>
            </dd>
          </>
        ) : null}
        {user ? (
          <>
            <dt>User ID</dt>
            <dd>
              <code>{user.id}</code>
            </dd>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </>
        ) : null}
      </dl>
      <p>
        If you think you should have access, please <Link to="/contact">contact support</Link> and include the details above.
      </p>
      <div className="cluster">
        <Link to="/" className="button button--secondary">
          Go to Home
        </Link>
        <Link to="/dashboard" className="button">
          Go to Dashboard
        </Link>
      </div>
    </div>
  );
}
