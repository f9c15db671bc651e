import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../features/auth/session.tsx';
import { AccessibilityControls } from './accessibility-controls.tsx';
import { headerLinks } from './navigation.ts';
import { UserMenu } from './user-menu.tsx';
import { useLogout } from './use-logout.ts';

// Only signed-in users see it, so visitors never download it.
const NotificationsLink = lazy(() => import('../../features/notifications/components/notifications-link.tsx'));

export function Header({ sidebarOpen, onToggleSidebar }: { sidebarOpen: boolean; onToggleSidebar: () => void }) {
  const { user, status } = useSession();
  const logout = useLogout();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {user ? (
          <button
            type="button"
            className="button button--secondary button--small sidebar-toggle"
            aria-expanded={sidebarOpen}
            aria-controls="sidebar"
            onClick={onToggleSidebar}
          >
            Menu
          </button>
        ) : null}
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">IJ</span> Inclusive Jobs
        </Link>
        <nav aria-label="Main" className="main-nav">
          <ul>
            {headerLinks(user?.role ?? null).map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.to === '/admin'}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <AccessibilityControls />
          {user ? (
            <>
              <Suspense fallback={null}>
                <NotificationsLink />
              </Suspense>
              <UserMenu user={user} />
              <button type="button" className="button button--secondary button--small" onClick={() => void logout()}>
                Logout
              </button>
            </>
          ) : status === 'signed-out' ? (
            <>
              <Link to="/login" className="button button--secondary button--small">
                Login
              </Link>
              <Link to="/register" className="button button--small">
                Register
              </Link>
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}
