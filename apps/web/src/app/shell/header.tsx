import { Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../features/auth/session.tsx';
import { Disclosure } from '../../ui/disclosure.tsx';
import { AccessibilityControls } from './accessibility-controls.tsx';
import { NotificationsAnnouncer, NotificationsLink } from './lazy-notifications.ts';
import { HEADER_LINKS, type NavLinkItem } from './navigation.ts';
import { UserMenu } from './user-menu.tsx';

/**
 * The site's header, on one row at 1280 px: the name, the job list, the accessibility settings,
 * Notifications and the user menu (Profile, Logout). Compact (narrow screens, large text), it
 * keeps the Menu button, the name and the accessibility settings on show; its links and account
 * actions move into the sidebar for signed-in users, and behind a Menu disclosure for visitors.
 */
export function Header({ sidebarOpen, onToggleSidebar, compact = false }: { sidebarOpen: boolean; onToggleSidebar: () => void; compact?: boolean }) {
  const { user, status } = useSession();
  const visitorLinks = (close?: () => void) => (
    <>
      <Link to="/login" className="button button--secondary button--small" onClick={close}>
        Login
      </Link>
      <Link to="/register" className="button button--small" onClick={close}>
        Register
      </Link>
    </>
  );
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
        {/* Beside the name, its list opening on a row of its own below them: focus follows the order on screen. */}
        {compact && status === 'signed-out' ? (
          <Disclosure label="Menu" className="site-menu" buttonClassName="button button--secondary button--small" panelClassName="site-menu__panel">
            {(close) => (
              <>
                <MainNav links={HEADER_LINKS} onNavigate={close} />
                <div className="cluster">{visitorLinks(close)}</div>
              </>
            )}
          </Disclosure>
        ) : null}
        {compact ? null : <MainNav links={HEADER_LINKS} />}
        <div className="site-header__actions">
          <AccessibilityControls />
          {user ? (
            <>
              <Suspense fallback={null}>
                <NotificationsAnnouncer />
                {compact ? null : <NotificationsLink />}
              </Suspense>
              {compact ? null : <UserMenu user={user} />}
            </>
          ) : status === 'signed-out' && !compact ? (
            visitorLinks()
          ) : null}
        </div>
      </div>
    </header>
  );
}

/** The header's links (a landmark named Main), in the header or, folded, in the sidebar or the visitor's Menu. */
export function MainNav({ links, onNavigate }: { links: NavLinkItem[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="main-nav">
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.to === '/admin'} onClick={onNavigate}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
