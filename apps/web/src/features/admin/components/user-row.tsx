import { useId, useState } from 'react';
import type { AdminUser } from '@jobboard/contracts/admin-users';
import { displayName, ROLE_LABELS, ROLES, type Role } from '@jobboard/contracts/roles';
import { EmailText } from '../../../ui/email-text.tsx';
import { ShortId } from '../../../ui/short-id.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';

type Props = {
  user: AdminUser;
  isSelf: boolean;
  busy: boolean;
  onRole: (role: Role) => void;
  onToggle: () => void;
  onDelete: () => void;
};

/** One user: the table's columns; on the admin's own row every control is disabled, and says why. */
export function UserRow({ user, isSelf, busy, onRole, onToggle, onDelete }: Props) {
  const [role, setRole] = useState<Role>(user.role);
  const id = useId();
  const name = displayName(user);
  const disabled = isSelf || busy;
  const reason = isSelf ? `${id}-self` : undefined;
  return (
    <tr>
      <th scope="row" data-label="User">
        {name}
        {user.company_name ? <span className="data-table__note">{user.company_name}</span> : null}
      </th>
      <td data-label="Email">
        <EmailText email={user.email} />
      </td>
      <td data-label="Role">{ROLE_LABELS[user.role]}</td>
      <td data-label="Status">
        <StatusBadge tone={user.is_active ? 'success' : 'neutral'}>{user.is_active ? 'Active' : 'Inactive'}</StatusBadge>
      </td>
      <td data-label="Last login">{user.last_login ? new Date(user.last_login).toLocaleDateString() : 'Never'}</td>
      <td data-label="ID">
        <ShortId id={user.id} of="user" />
      </td>
      <td data-label="Actions">
        <div className="data-table__actions">
          <label className="visually-hidden" htmlFor={`${id}-role`}>
            Role for {name}
          </label>
          <select id={`${id}-role`} value={role} disabled={disabled} aria-describedby={reason} onChange={(e) => setRole(e.target.value as Role)}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
          <button type="button" className="button button--small button--secondary" disabled={disabled || role === user.role} aria-describedby={reason} onClick={() => onRole(role)}>
            Change role<span className="visually-hidden"> of {name}</span>
          </button>
          <button type="button" className="button button--small button--secondary" disabled={disabled} aria-describedby={reason} onClick={onToggle}>
            {user.is_active ? 'Deactivate' : 'Activate'}
            <span className="visually-hidden"> {name}</span>
          </button>
          <button type="button" className="button button--small button--danger" disabled={disabled} aria-describedby={reason} onClick={onDelete}>
            Delete<span className="visually-hidden"> {name}</span>
          </button>
          {isSelf ? (
            <span id={reason} className="data-table__note">
              This is your own account: you cannot change, deactivate or delete it.
            </span>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
