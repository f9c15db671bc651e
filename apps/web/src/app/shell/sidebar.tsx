import { Suspense, useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import type { User } from '@jobboard/contracts/users';
import { displayName, ROLE_LABELS } from '@jobboard/contracts/roles';
import { MainNav } from './header.tsx';
import { NotificationsLink } from './lazy-notifications.ts';
import { HEADER_LINKS, SIDEBAR_LINKS, USER_MENU_LINKS } from './navigation.ts';
import { useLogout } from './use-logout.ts';

/**
 * The role's links; off-canvas on narrow screens, opened by the header's Menu button. Open, it
 * covers the page: focus moves into it, and leaving it (Tab past its end, Shift+Tab before its
 * start) closes it, so that focus never lands on something it hides. With a compact header it
 * also carries what the header folds away: the user's email, the header's links, Notifications
 * and the user menu's Profile and Logout; otherwise it leaves them to the header, so that each
 * appears once on the page.
 */
export function Sidebar({ user, open, onClose, compact = false }: { user: User; open: boolean; onClose: () => void; compact?: boolean }) {
  const logout = useLogout();
  const aside = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const panel = aside.current;
    panel?.querySelector<HTMLElement>('nav a')?.focus();
    const onFocusOut = (e: FocusEvent) => {
      const next = e.relatedTarget;
      // Focus that goes nowhere (a click on its text) or to the Menu button (which toggles) is not leaving.
      if (next instanceof Element && !panel?.contains(next) && !next.closest('.sidebar-toggle')) onClose();
    };
    panel?.addEventListener('focusout', onFocusOut);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        onClose();
        document.querySelector<HTMLButtonElement>('.sidebar-toggle')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      panel?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, onClose]);

  return (
    <>
      {open ? <div className="sidebar-backdrop" aria-hidden="true" onClick={onClose} /> : null}
      <aside
        id="sidebar"
        ref={aside}
        className={`sidebar ${open ? 'sidebar--open' : ''}`}
        aria-label="Account navigation"
      >
        <div className="sidebar__who">
          <strong>{displayName(user)}</strong>
          <span>{ROLE_LABELS[user.role]}</span>
          {compact ? <span className="muted">{user.email}</span> : null}
        </div>
        {compact ? <MainNav links={HEADER_LINKS} onNavigate={onClose} /> : null}
        <nav aria-label="Sections">
          <ul>
            {SIDEBAR_LINKS[user.role].map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end onClick={onClose}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {compact ? (
          <>
            <div className="sidebar__notifications">
              <Suspense fallback={null}>
                <NotificationsLink onClick={onClose} />
              </Suspense>
            </div>
            <div className="sidebar__actions">
              {USER_MENU_LINKS.map((l) => (
                <Link key={l.to} to={l.to} className="button button--secondary button--small" onClick={onClose}>
                  {l.label}
                </Link>
              ))}
              <button type="button" className="button button--secondary button--small" onClick={() => void logout()}>
                Logout
              </button>
            </div>
          </>
        ) : null}
      </aside>
    </>
  );
}
