import { Link } from 'react-router';
import type { User } from '@jobboard/contracts/users';
import { displayName, initials, ROLE_LABELS } from '@jobboard/contracts/roles';
import { Disclosure } from '../../ui/disclosure.tsx';
import { USER_MENU_LINKS } from './navigation.ts';
import { useLogout } from './use-logout.ts';

/** The account: who is signed in, Profile and Logout (in the sidebar instead when the header is compact). */
export function UserMenu({ user }: { user: User }) {
  const name = displayName(user);
  const logout = useLogout();
  return (
    <Disclosure
      className="user-menu"
      buttonClassName="user-menu__button"
      panelClassName="disclosure__panel user-menu__panel"
      label={
        <>
          <span className="avatar" aria-hidden="true">{initials(user)}</span>
          <span className="user-menu__name">{name}</span>
          <span className="visually-hidden">, account menu</span>
        </>
      }
    >
      {(close) => (
        <>
          <div className="user-menu__who">
            <strong>{name}</strong>
            <span>{ROLE_LABELS[user.role]}</span>
            <span className="muted">{user.email}</span>
          </div>
          <ul className="user-menu__links">
            {USER_MENU_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} onClick={close}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--secondary button--small" onClick={() => void logout()}>
            Logout
          </button>
        </>
      )}
    </Disclosure>
  );
}
