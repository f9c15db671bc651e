import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@jobboard/contracts/roles';
import { useSession } from '../features/auth/session.tsx';
import { Loading } from '../ui/loading.tsx';

/** What /unauthorized is told about a refused visit. */
export type UnauthorizedState = { from: string; requiredRole: Role; userRole: Role; attemptedPath: string };

/**
 * The route guard: waits for the session, sends visitors to /login remembering where they
 * were going, and sends a signed-in user with another role to /unauthorized.
 */
export function RequireAuth({ role, children }: { role?: Role; children: ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;
  if (status === 'loading') return <Loading label="Checking authentication..." />;
  if (!user) return <Navigate to="/login" replace state={{ from: here }} />;
  if (role && user.role !== role) {
    const state: UnauthorizedState = { from: here, requiredRole: role, userRole: user.role, attemptedPath: location.pathname };
    return <Navigate to="/unauthorized" replace state={state} />;
  }
  return <>{children}</>;
}
