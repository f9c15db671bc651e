import { useEffect } from 'react';
import { Link, NavLink } from 'react-router';
import type { User } from '@jobboard/contracts/users';
import { displayName, ROLE_LABELS } from '@jobboard/contracts/roles';
import { SIDEBAR_LINKS } from './navigation.ts';
import { useLogout } from './use-logout.ts';

/** The role's links; off-canvas on narrow screens, opened by the header's Menu button. */
export function Sidebar({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const logout = useLogout();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        onClose();
        document.querySelector<HTMLButtonElement>('.sidebar-toggle')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      {open ? <div className="sidebar-backdrop" aria-hidden="true" onClick={onClose} /> : null}
      <aside id="sidebar" className={`sidebar ${open ? 'sidebar--open' : ''}`} aria-label="Account navigation">
        <div className="sidebar__who">
          <strong>{displayName(user)}</strong>
          <span>{ROLE_LABELS[user.role]}</span>
        </div>
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
        <div className="sidebar__actions">
          <Link to="/profile" className="button button--secondary button--small" onClick={onClose}>
            Profile
          </Link>
          <button type="button" className="button button--secondary button--small" onClick={() => void logout()}>
            Logout
          </button>
        </div>
      </aside>
    </>
  );
}
